import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemotePage, useSession } from '@treina/web-platform';
import { homePathFor } from '../session/session-api';
import { FullPageLoading } from './full-page-loading';
import { pageNameOf } from './page-title';
import { mayOpenRoute, type RemoteRoute } from './remote-routes';

// Drawn with MUI: loaded only when shown, inside the layout (already within the theme).
const NoPermissionPage = lazy(() => import('./no-permission-page').then((m) => ({ default: m.NoPermissionPage })));

/** Screens behind the login: anonymous visitors go to /login, which brings them back here afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageLoading />;
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <>{children}</>;
}

/** `/` sends students (type 6) to /class, instructors (type 4) to /minhas-aulas and everyone else to /activities. */
export function HomeRedirect() {
  const { user } = useSession();
  return user ? <Navigate to={homePathFor(user)} replace /> : <Navigate to="/login" replace />;
}

/**
 * A remote's screen, or, for a user without its permission (an address typed or bookmarked),
 * only the refusal: the screen's code and data are not even asked for.
 */
export function RemoteRouteElement({ route }: { route: RemoteRoute }) {
  const location = useLocation();
  const { user } = useSession();
  if (!mayOpenRoute(route, user?.permissions ?? [], user?.id_tipo_usuario)) {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <NoPermissionPage title={pageNameOf(location.pathname, location.search) ?? route.title} />
      </Suspense>
    );
  }
  const params = new URLSearchParams(location.search);
  const key = [route.path, ...(route.remountOn ?? []).map((name) => params.get(name) ?? '')].join('|');
  return <RemotePage key={key} remote={route.remote} page={route.page} />;
}
