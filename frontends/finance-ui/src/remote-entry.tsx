// finance_ui's one exposed module ('./pages'): the screens the shell routes to, and the
// 'Cobranças' tab identity_ui's Configurações renders. Each screen is its own chunk, loaded
// when its route opens (the Painel's charts are a further chunk of their own). No providers
// here: the shell's router, query client, theme and session reach these screens.
import { onDemand, RemoteLoading, screenPreloader } from '@treina/web-platform';
import { CHARGES_TABLE } from './features/charges/api/get-charges';
import { COMMISSIONS_TABLE } from './features/commissions/api/get-commissions';

const screens = {
  CommissionsPage: onDemand(
    () => import('./features/commissions/components/commissions-page').then((m) => m.CommissionsPage),
    <RemoteLoading />,
  ),
  DashboardPage: onDemand(() => import('./features/dashboard/components/dashboard-page').then((m) => m.DashboardPage), <RemoteLoading />),
  ChargesPage: onDemand(() => import('./features/charges/components/charges-page').then((m) => m.ChargesPage), <RemoteLoading />),
  OverduePage: onDemand(() => import('./features/overdue/components/overdue-page').then((m) => m.OverduePage), <RemoteLoading />),
  MyChargesPage: onDemand(() => import('./features/my-charges/components/my-charges-page').then((m) => m.MyChargesPage), <RemoteLoading />),
  FinanceSettingsPanel: onDemand(
    () => import('./features/finance-settings/components/finance-settings-panel').then((m) => m.FinanceSettingsPanel),
    <RemoteLoading />,
  ),
  CommissionStatementsPage: onDemand(
    () => import('./features/commissions/components/statements-page').then((m) => m.CommissionStatementsPage),
    <RemoteLoading />,
  ),
};

export const { CommissionsPage, DashboardPage, ChargesPage, OverduePage, MyChargesPage, FinanceSettingsPanel, CommissionStatementsPage } =
  screens;

/** The screen's chunk, and for the server-paged lists their first page, started together (web-platform's PreloadPage). */
export const preloadPage = screenPreloader(screens, (page) =>
  page === 'CommissionsPage' ? COMMISSIONS_TABLE : page === 'ChargesPage' ? CHARGES_TABLE : null,
);
