import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { defaultQueryClientOptions } from '@treina/web-platform';
import { SessionProvider } from '../session/session-provider';
import { DocumentTitle } from './document-title';
import { AppRoutes } from './router';

/** The app's one QueryClient (the bootstrap makes it first, so the first screen's data can start before React renders). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: defaultQueryClientOptions });
}

/**
 * The only place that creates the QueryClient and the Router; every remote screen renders inside
 * them. MUI's theme is given per screen (app/themed-screen): the login page does without it.
 */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <DocumentTitle />
        <RoutedSession>
          <AppRoutes />
        </RoutedSession>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/** The session, navigating with the router it sits in (log-out and an expired session go to /login). */
function RoutedSession({ children }: { children: ReactNode }) {
  // Outside a data router useNavigate() returns a new function on every location change; the
  // session's callbacks (and so its context value) stay the same objects through a ref.
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stableNavigate = useCallback((to: string, options?: { replace?: boolean }) => void latest.current(to, options), []);
  return <SessionProvider navigate={stableNavigate}>{children}</SessionProvider>;
}
