// finance_ui's one exposed module ('./pages'): the screens the shell routes to.
// Each screen is its own chunk, loaded when its route opens (the Painel's charts are
// a further chunk of their own). No providers here: the shell's router, query client,
// theme and session reach these screens.
import { lazy } from 'react';

export const CommissionsPage = lazy(() =>
  import('./features/commissions/components/commissions-page').then((m) => ({ default: m.CommissionsPage })),
);
export const DashboardPage = lazy(() =>
  import('./features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
