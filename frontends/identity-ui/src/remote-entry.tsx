// identity_ui's one exposed module ('./pages'): the screens the shell routes to.
// Each screen is its own chunk, loaded when its route opens. No providers here: the
// shell's router, query client, theme and session reach these screens.
import { onDemand, RemoteLoading, screenPreloader } from '@treina/web-platform';

const screens = {
  UsersPage: onDemand(() => import('./features/users/components/users-page').then((m) => m.UsersPage), <RemoteLoading />),
  ConfigPage: onDemand(() => import('./features/config/components/config-page').then((m) => m.ConfigPage), <RemoteLoading />),
  ProfilePage: onDemand(() => import('./features/profile/components/profile-page').then((m) => m.ProfilePage), <RemoteLoading />),
};

export const { UsersPage, ConfigPage, ProfilePage } = screens;

/** The screen's chunk, started with the remote (web-platform's PreloadPage). */
export const preloadPage = screenPreloader(screens);
