import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@treina/contracts';
import { loadRemotePages, preloadRemoteScreen, type RemoteName } from '@treina/web-platform';
import { remoteRouteOf } from './preload-remote';
import { mayOpenRoute } from './remote-routes';

export interface FirstScreenLoaders {
  layout(): Promise<unknown>;
  pages(remote: RemoteName): Promise<Record<string, unknown>>;
}

const loaders: FirstScreenLoaders = {
  // The layout and the theme (most of MUI): what the layout's themedScreen loads.
  layout: () => Promise.all([import('../layout/app-layout'), import('../app/mui-root')]),
  pages: (remote) => loadRemotePages<Record<string, unknown>>(remote),
};

export interface FirstScreenContext {
  queryClient: QueryClient;
  /** Who is logged in (the start's GET /api/auth/me; rejects for an anonymous visitor), asked only for a screen behind the login. */
  user(): Promise<SessionUser>;
}

/**
 * Opening a screen behind the login (/class), starts the layout's chunk and the remote's
 * pages module at once, while GET /api/auth/me is still out, and, as soon as both the pages
 * module and the user are known, the remote's `preloadPage` (the screen's chunk and its first
 * data). Otherwise each waits for the one before it: the session answer, the layout's code
 * and render, the route's remote, the screen's code and render, and only then its data.
 * The screen's `RemotePage` later finds all of it loaded or in flight (the federation runtime,
 * the module system and the query cache keep one load each). On the shell's own pages
 * (/login) nothing is started; an anonymous visitor of /class downloads code it will not run,
 * and nothing else. A failure here is left to the screen, which shows it with 'Tentar novamente'.
 */
export function preloadFirstScreen(location: Pick<Location, 'pathname' | 'search'>, context: FirstScreenContext, load = loaders): void {
  const route = remoteRouteOf(location.pathname);
  if (!route) return;
  load.layout().catch(() => undefined);
  Promise.all([load.pages(route.remote), context.user()])
    .then(([pages, user]) => {
      // A screen the user may not open shows the refusal alone: none of its data is asked for.
      if (!mayOpenRoute(route, user.permissions)) return;
      preloadRemoteScreen(pages, route.remote, route.page, {
        queryClient: context.queryClient,
        user,
        search: new URLSearchParams(location.search),
      });
    })
    .catch(() => undefined);
}
