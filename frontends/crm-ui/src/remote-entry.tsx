// crm_ui's one exposed module ('./pages'): the screens the shell routes to, and the
// 'Tipos de Atividades' tab identity_ui's Configurações renders. Each screen is its own
// chunk, loaded when first shown. No providers here: the shell's router, query client,
// theme and session reach these screens.
import { lazy } from 'react';
import { screenPreloader } from '@treina/web-platform';
import { activitiesTable } from './features/activities/api/get-activities';

const screens = {
  ActivitiesPage: () => import('./features/activities/components/activities-page'),
  ServicesPage: () => import('./features/services/components/services-page'),
  CustomersPage: () => import('./features/customers/components/customers-page'),
  ActivityTypesPanel: () => import('./features/activity-types/components/activity-types-panel'),
};

export const ActivitiesPage = lazy(() => screens.ActivitiesPage().then((m) => ({ default: m.ActivitiesPage })));
export const ServicesPage = lazy(() => screens.ServicesPage().then((m) => ({ default: m.ServicesPage })));
export const CustomersPage = lazy(() => screens.CustomersPage().then((m) => ({ default: m.CustomersPage })));
export const ActivityTypesPanel = lazy(() => screens.ActivityTypesPanel().then((m) => ({ default: m.ActivityTypesPanel })));

/**
 * The screen's chunk, and for Atividades (staff's home page) its first page of activities for
 * the logged-in user, started together (web-platform's PreloadPage).
 */
export const preloadPage = screenPreloader(screens, (page, user) => (page === 'ActivitiesPage' && user ? activitiesTable(user) : null));
