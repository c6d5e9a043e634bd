// identity_ui's one exposed module ('./pages'): the screens the shell routes to.
// Each screen is its own chunk, loaded when its route opens. No providers here: the
// shell's router, query client, theme and session reach these screens.
import { lazy } from 'react';
import { screenPreloader } from '@treina/web-platform';

const screens = {
  UsersPage: () => import('./features/users/components/users-page'),
  ConfigPage: () => import('./features/config/components/config-page'),
  ProfilePage: () => import('./features/profile/components/profile-page'),
};

export const UsersPage = lazy(() => screens.UsersPage().then((m) => ({ default: m.UsersPage })));
export const ConfigPage = lazy(() => screens.ConfigPage().then((m) => ({ default: m.ConfigPage })));
export const ProfilePage = lazy(() => screens.ProfilePage().then((m) => ({ default: m.ProfilePage })));

/** The screen's chunk, started with the remote (web-platform's PreloadPage). */
export const preloadPage = screenPreloader(screens);
