import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** How long an idle moment is waited for before the lists are asked for anyway. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
/** Where the browser has no requestIdleCallback (Safari before 18): a short pause after the first render. */
export const PREFETCH_FALLBACK_DELAY_MS = 300;

/**
 * Asks for what a screen's form needs (select lists, the date picker's code) into the query cache once the browser is idle after the first
 * render, without subscribing: each answer would otherwise redraw the page. Fresh lists are not asked again. `prefetch` must be stable;
 * `enabled` once the rows are here, for a user who may open the form.
 */
export function usePrefetchWhenIdle(prefetch: (queryClient: QueryClient) => unknown, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    // A prefetch that fails (the picker's chunk unreachable) is left to the form, which loads again when it opens.
    const prefetchNow = () => {
      Promise.resolve(prefetch(queryClient)).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetchNow, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetchNow, PREFETCH_FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prefetch, enabled, queryClient]);
}
