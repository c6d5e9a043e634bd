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
 * Opening a screen behind the login starts the layout's chunk, the remote's pages module and, once the user is known, the remote's
 * `preloadPage`, while GET /api/auth/me is still out, instead of one after another. The screen later finds them loaded or in flight; on the
 * shell's own pages nothing starts. A failure is left to the screen ('Tentar novamente').
 */
export function preloadFirstScreen(location: Pick<Location, 'pathname' | 'search'>, context: FirstScreenContext, load = loaders): void {
  const route = remoteRouteOf(location.pathname);
  if (!route) return;
  load.layout().catch(() => undefined);
  Promise.all([load.pages(route.remote), context.user()])
    .then(([pages, user]) => {
      // A screen the user may not open shows the refusal alone: none of its data is asked for.
      if (!mayOpenRoute(route, user.permissions, user.id_tipo_usuario)) return;
      preloadRemoteScreen(pages, route.remote, route.page, {
        queryClient: context.queryClient,
        user,
        search: new URLSearchParams(location.search),
      });
    })
    .catch(() => undefined);
}
