import type { RemoteName } from '@treina/web-platform';

export interface RemoteRoute {
  /** SPEC section 2 route, without the leading slash (exact match). */
  path: string;
  remote: RemoteName;
  /** Named export of the remote's `./pages` module. */
  page: string;
  /** Remount the screen when the query string changes (/student?studentType=…). */
  remountOnSearch?: boolean;
}

/**
 * Which remote renders each route. Routes of domains whose remote is not deployed show
 * the "not available" message with 'Tentar novamente' until /remotes.json lists it.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: 'activities', remote: 'crm_ui', page: 'ActivitiesPage' },
  { path: 'services', remote: 'crm_ui', page: 'ServicesPage' },
  { path: 'customer', remote: 'crm_ui', page: 'CustomersPage' },
  { path: 'user', remote: 'identity_ui', page: 'UsersPage' },
  { path: 'config', remote: 'identity_ui', page: 'ConfigPage' },
  { path: 'profile', remote: 'identity_ui', page: 'ProfilePage' },
  { path: 'material', remote: 'academic_ui', page: 'MaterialsPage' },
  { path: 'training', remote: 'academic_ui', page: 'TrainingsPage' },
  { path: 'class', remote: 'academic_ui', page: 'ClassesPage', remountOnSearch: true },
  { path: 'student', remote: 'academic_ui', page: 'StudentsPage', remountOnSearch: true },
  { path: 'commissions', remote: 'finance_ui', page: 'CommissionsPage' },
  { path: 'dashboard', remote: 'finance_ui', page: 'DashboardPage' },
];
