import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@treina/contracts';

/**
 * The contract between the shell and the UI remotes: each is built with Module Federation under its folder's name ('-' as '_'), emits
 * `remoteEntry.js` and exposes `./pages`, whose named exports are the screens below: components without props that render inside the
 * shell's layout and providers.
 */
export const REMOTE_PAGES_MODULE = './pages';

/**
 * Every remote also exposes `./build-info`, `{ buildInfo: { name, version, buildId } }` (added
 * by the shared rspack config): what the shell shows of the build that actually loaded.
 */
export const REMOTE_BUILD_INFO_MODULE = './build-info';

/**
 * What a remote's optional `preloadPage` export receives: enough to start a screen's first
 * requests the way the screen itself would make them.
 */
export interface RemotePagePreloadContext {
  queryClient: QueryClient;
  /** The logged-in user, or null while the session is not known yet. */
  user: SessionUser | null;
  /** The page address's query string (`/class?classId=7` → classId=7). */
  search: URLSearchParams;
}

/**
 * Optional named export of `./pages`. The shell calls it as soon as the pages module is there, before the screen renders, so the screen's
 * own chunk and its first data load side by side instead of one after the other (the data would otherwise wait for the chunk to download,
 * run and render). It starts work and returns; it must not throw, and a remote without it loads as before.
 */
export type PreloadPage = (page: string, context: RemotePagePreloadContext) => void;

export const REMOTE_PRELOAD_EXPORT = 'preloadPage';

export const REMOTE_PAGES = {
  identity_ui: ['UsersPage', 'ConfigPage', 'ProfilePage'],
  crm_ui: ['ActivitiesPage', 'ServicesPage', 'CustomersPage', 'ActivityTypesPanel'],
  academic_ui: ['MaterialsPage', 'TrainingsPage', 'ClassesPage', 'StudentsPage', 'MySessionsPage', 'AgendaPage', 'PeriodTimesPanel'],
  finance_ui: [
    'CommissionsPage',
    'DashboardPage',
    'ChargesPage',
    'OverduePage',
    'MyChargesPage',
    'FinanceSettingsPanel',
    'CommissionStatementsPage',
  ],
  assessment_ui: ['QuestionsPage', 'ExamsPage', 'ExamResultsPage', 'MyExamsPage', 'AttemptPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;
export type RemotePageName<R extends RemoteName = RemoteName> = (typeof REMOTE_PAGES)[R][number];
