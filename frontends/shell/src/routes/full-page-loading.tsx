import { LoadingSpinner } from '@treina/web-platform';

/** While the session or a screen's code loads (no MUI: the login page shows it too). */
export function FullPageLoading() {
  return <LoadingSpinner minHeight="60vh" />;
}
