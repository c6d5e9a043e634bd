import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createTreinaTheme } from '@treina/ui-kit/theme';
import { defaultQueryClientOptions } from '@treina/web-platform';
import { SessionProvider } from '../session/session-provider';
import { createAppRouter } from './router';

/** The app's one QueryClient (the bootstrap makes it first, so the first screen's data can start before React renders). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: defaultQueryClientOptions });
}

/**
 * The only place that creates the QueryClient, the Router and the ThemeProvider; every
 * remote screen renders inside them.
 */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(createAppRouter);
  const [theme] = useState(createTreinaTheme);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigate={(to, options) => void router.navigate(to, options)}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
