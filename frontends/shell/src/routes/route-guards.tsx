import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemotePage, useSession } from '@treina/web-platform';
import { homePathFor } from '../session/session-api';
import { FullPageLoading } from './full-page-loading';
import type { RemoteRoute } from './remote-routes';

/** Screens behind the login: anonymous visitors go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <FullPageLoading />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** SPEC: '/' sends students (type 6) to /class and everyone else to /activities. */
export function HomeRedirect() {
  const { user } = useSession();
  return user ? <Navigate to={homePathFor(user)} replace /> : <Navigate to="/login" replace />;
}

export function RemoteRouteElement({ route }: { route: RemoteRoute }) {
  const location = useLocation();
  const key = route.remountOnSearch ? `${route.path}${location.search}` : route.path;
  return <RemotePage key={key} remote={route.remote} page={route.page} />;
}
