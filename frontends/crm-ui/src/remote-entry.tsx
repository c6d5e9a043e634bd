// crm_ui's one exposed module ('./pages'): the screens the shell routes to, and the
// 'Tipos de Atividades' tab identity_ui's Configurações renders. Each screen is its own
// chunk, loaded when first shown. No providers here: the shell's router, query client,
// theme and session reach these screens.
import { lazy } from 'react';

export const ActivitiesPage = lazy(() =>
  import('./features/activities/components/activities-page').then((m) => ({ default: m.ActivitiesPage })),
);
export const ServicesPage = lazy(() => import('./features/services/components/services-page').then((m) => ({ default: m.ServicesPage })));
export const CustomersPage = lazy(() =>
  import('./features/customers/components/customers-page').then((m) => ({ default: m.CustomersPage })),
);
export const ActivityTypesPanel = lazy(() =>
  import('./features/activity-types/components/activity-types-panel').then((m) => ({ default: m.ActivityTypesPanel })),
);
