// identity_ui's one exposed module ('./pages'): the screens the shell routes to.
// Each screen is its own chunk, loaded when its route opens. No providers here: the
// shell's router, query client, theme and session reach these screens.
import { lazy } from 'react';

export const UsersPage = lazy(() => import('./features/users/components/users-page').then((m) => ({ default: m.UsersPage })));
export const ConfigPage = lazy(() => import('./features/config/components/config-page').then((m) => ({ default: m.ConfigPage })));
export const ProfilePage = lazy(() => import('./features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
