import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/login/login-page';
import { REMOTE_ROUTES } from '../routes/remote-routes';
import { FullPageLoading } from '../routes/full-page-loading';
import { HomeRedirect, RemoteRouteElement, RequireSession } from '../routes/route-guards';
import { RequireOwnPassword } from '../routes/require-own-password';
import { loadAppLayout } from './load-app-layout';
import { themedScreen } from './themed-screen';

// Only the login page is part of the first download; every other screen (drawn with MUI) loads
// on demand with the theme, showing the full-page spinner meanwhile (themedScreen: no Suspense).
const PasswordChangePage = themedScreen(() => import('../features/password-change/password-change-page').then((m) => m.PasswordChangePage));
const CertificateCheckPage = themedScreen(() =>
  import('../features/certificate/certificate-check-page').then((m) => m.CertificateCheckPage),
);
const CheckinPage = themedScreen(() => import('../features/checkin/checkin-page').then((m) => m.CheckinPage));
const AppLayout = themedScreen(loadAppLayout);
// Inside the layout, so already within the theme.
const NotFoundPage = lazy(() => import('../routes/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * The shell's routes (exact matches), as `<Routes>` in a `<BrowserRouter>`: the product uses no loader, action or fetcher, and a data
 * router would be most of React Router's weight on /login.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/change_password" element={<PasswordChangePage />} />
      {/* Where a certificate's QR code points; no login. */}
      <Route path="/certificado/:codigo" element={<CertificateCheckPage />} />
      {/* Where a session's QR code points: the student logs in first and comes back here. */}
      <Route
        path="/presenca/:id"
        element={
          <RequireSession>
            <RequireOwnPassword>
              <CheckinPage />
            </RequireOwnPassword>
          </RequireSession>
        }
      />
      <Route
        path="/"
        element={
          <RequireSession>
            <RequireOwnPassword>
              <AppLayout />
            </RequireOwnPassword>
          </RequireSession>
        }
      >
        <Route index element={<HomeRedirect />} />
        {REMOTE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteRouteElement route={route} />} />
        ))}
        <Route
          path="*"
          element={
            <Suspense fallback={<FullPageLoading />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
