/**
 * The contract between the shell and the UI remotes. Every remote is built with
 * Module Federation under the name `<dir with '-' replaced by '_'>`, emits
 * `remoteEntry.js` at its dist root and exposes one module, `./pages` (its
 * `src/remote-entry.tsx`), whose named exports are the screens below. A screen is a
 * React component without props that renders inside the shell's layout and providers
 * (it creates no QueryClient, Router or ThemeProvider of its own).
 */
export const REMOTE_PAGES_MODULE = './pages';

/**
 * Every remote also exposes `./build-info`, `{ buildInfo: { name, version, buildId } }` (added
 * by the shared rspack config): what the shell shows of the build that actually loaded.
 */
export const REMOTE_BUILD_INFO_MODULE = './build-info';

export const REMOTE_PAGES = {
  identity_ui: ['UsersPage', 'ConfigPage', 'ProfilePage'],
  crm_ui: ['ActivitiesPage', 'ServicesPage', 'CustomersPage', 'ActivityTypesPanel'],
  academic_ui: ['MaterialsPage', 'TrainingsPage', 'ClassesPage', 'StudentsPage'],
  finance_ui: ['CommissionsPage', 'DashboardPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;
export type RemotePageName<R extends RemoteName = RemoteName> = (typeof REMOTE_PAGES)[R][number];
