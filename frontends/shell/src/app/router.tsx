import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LoginPage } from '../features/login/login-page';
import { REMOTE_ROUTES } from '../routes/remote-routes';
import { FullPageLoading, HomeRedirect, RemoteRouteElement, RequireSession } from '../routes/route-guards';
import { NotFoundPage } from '../routes/not-found-page';

const PasswordChangePage = lazy(() =>
  import('../features/password-change/password-change-page').then((m) => ({ default: m.PasswordChangePage })),
);
const CertificateCheckPage = lazy(() =>
  import('../features/certificate/certificate-check-page').then((m) => ({ default: m.CertificateCheckPage })),
);
// The layout (top bar, drawer, menus) is not needed to show the login page.
const AppLayout = lazy(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout })));

/** SPEC section 2 routes (exact matches). */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    {
      path: '/change_password',
      element: (
        <Suspense fallback={<FullPageLoading />}>
          <PasswordChangePage />
        </Suspense>
      ),
    },
    {
      // Issue 18: where a certificate's QR code points; no login.
      path: '/certificado/:codigo',
      element: (
        <Suspense fallback={<FullPageLoading />}>
          <CertificateCheckPage />
        </Suspense>
      ),
    },
    {
      path: '/',
      element: (
        <RequireSession>
          <Suspense fallback={<FullPageLoading />}>
            <AppLayout />
          </Suspense>
        </RequireSession>
      ),
      children: [
        { index: true, element: <HomeRedirect /> },
        ...REMOTE_ROUTES.map((route) => ({ path: route.path, element: <RemoteRouteElement route={route} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
