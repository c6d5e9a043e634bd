// finance_ui's one exposed module ('./pages'): the screens the shell routes to.
// Each screen is its own chunk, loaded when its route opens (the Painel's charts are
// a further chunk of their own). No providers here: the shell's router, query client,
// theme and session reach these screens.
import { onDemand, RemoteLoading, screenPreloader } from '@treina/web-platform';
import { COMMISSIONS_TABLE } from './features/commissions/api/get-commissions';

const screens = {
  CommissionsPage: onDemand(
    () => import('./features/commissions/components/commissions-page').then((m) => m.CommissionsPage),
    <RemoteLoading />,
  ),
  DashboardPage: onDemand(() => import('./features/dashboard/components/dashboard-page').then((m) => m.DashboardPage), <RemoteLoading />),
  CommissionStatementsPage: onDemand(
    () => import('./features/commissions/components/statements-page').then((m) => m.CommissionStatementsPage),
    <RemoteLoading />,
  ),
};

export const { CommissionsPage, DashboardPage } = screens;
export const { CommissionStatementsPage } = screens;

/** The screen's chunk, and for Comissões its first page, started together (web-platform's PreloadPage). */
export const preloadPage = screenPreloader(screens, (page) => (page === 'CommissionsPage' ? COMMISSIONS_TABLE : null));
