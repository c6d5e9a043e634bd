// crm_ui's one exposed module ('./pages'): the screens the shell routes to, and the
// 'Tipos de Atividades' tab identity_ui's Configurações renders. Each screen is its own
// chunk, loaded when first shown. No providers here: the shell's router, query client,
// theme and session reach these screens.
import { onDemand, RemoteLoading, screenPreloader } from '@treina/web-platform';
import { activitiesTable } from './features/activities/api/get-activities';

const screens = {
  ActivitiesPage: onDemand(
    () => import('./features/activities/components/activities-page').then((m) => m.ActivitiesPage),
    <RemoteLoading />,
  ),
  ServicesPage: onDemand(() => import('./features/services/components/services-page').then((m) => m.ServicesPage), <RemoteLoading />),
  CustomersPage: onDemand(() => import('./features/customers/components/customers-page').then((m) => m.CustomersPage), <RemoteLoading />),
  ActivityTypesPanel: onDemand(
    () => import('./features/activity-types/components/activity-types-panel').then((m) => m.ActivityTypesPanel),
    <RemoteLoading />,
  ),
};

export const { ActivitiesPage, ServicesPage, CustomersPage, ActivityTypesPanel } = screens;

/**
 * The screen's chunk, and for Atividades (staff's home page) its first page of activities for
 * the logged-in user, started together (web-platform's PreloadPage).
 */
export const preloadPage = screenPreloader(screens, (page, user) => (page === 'ActivitiesPage' && user ? activitiesTable(user) : null));
