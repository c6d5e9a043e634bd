import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PREFETCH_FALLBACK_DELAY_MS, PREFETCH_IDLE_TIMEOUT_MS, usePrefetchWhenIdle } from './prefetch-when-idle';

const client = new QueryClient();
type RejectionListener = (reason: unknown) => void;
/** Node's process (the page's types do not know it): where a rejection nobody caught is reported. */
const nodeProcess = (
  globalThis as unknown as {
    process: {
      on(event: 'unhandledRejection', listener: RejectionListener): void;
      off(event: 'unhandledRejection', listener: RejectionListener): void;
    };
  }
).process;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

describe('usePrefetchWhenIdle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    // Unmounted while the stubs below are still there (the library's own cleanup runs after this).
    cleanup();
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('prefetches once the browser is idle, with the query client, and asks for an idle moment no later than the timeout', () => {
    const idle: Array<{ run: IdleRequestCallback; options?: IdleRequestOptions }> = [];
    window.requestIdleCallback = (run, options) => idle.push({ run, options });
    window.cancelIdleCallback = jest.fn();
    const prefetch = jest.fn();

    renderHook(() => usePrefetchWhenIdle(prefetch, true), { wrapper });

    expect(prefetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.options).toEqual({ timeout: PREFETCH_IDLE_TIMEOUT_MS });
    idle[0]!.run({ didTimeout: false, timeRemaining: () => 10 });
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(client);
  });

  it('waits while not enabled (the screen has no rows yet), and a screen left before the idle moment prefetches nothing', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (run) => idle.push(run);
    const cancel = jest.fn();
    window.cancelIdleCallback = cancel;
    const prefetch = jest.fn();

    const { rerender, unmount } = renderHook(({ enabled }) => usePrefetchWhenIdle(prefetch, enabled), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(idle).toHaveLength(0);
    rerender({ enabled: true });
    expect(idle).toHaveLength(1);
    unmount();
    expect(cancel).toHaveBeenCalledWith(1);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback, prefetches after a short pause; a failed prefetch is left to the form', async () => {
    const prefetch = jest.fn(() => Promise.reject(new Error('chunk unreachable')));
    const unhandled = jest.fn();
    nodeProcess.on('unhandledRejection', unhandled);

    renderHook(() => usePrefetchWhenIdle(prefetch, true), { wrapper });
    jest.advanceTimersByTime(PREFETCH_FALLBACK_DELAY_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledTimes(1);

    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 10));
    nodeProcess.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
