// academic_ui's one exposed module ('./pages'): the screens the shell routes to
// (/material, /training, /class, /student, /minhas-aulas, /agenda), and the 'Horários das Aulas'
// tab identity_ui's Configurações renders. Each screen is its own chunk, loaded when
// its route opens. No providers here: the shell's router, query client, theme and
// session reach these screens.
import { onDemand, RemoteLoading, screenPreloader } from '@treina/web-platform';
import { firstScreenTable } from './first-screen-data';

const screens = {
  MaterialsPage: onDemand(() => import('./features/materials/components/materials-page').then((m) => m.MaterialsPage), <RemoteLoading />),
  TrainingsPage: onDemand(() => import('./features/trainings/components/trainings-page').then((m) => m.TrainingsPage), <RemoteLoading />),
  ClassesPage: onDemand(() => import('./features/classes/components/classes-page').then((m) => m.ClassesPage), <RemoteLoading />),
  StudentsPage: onDemand(() => import('./features/students/components/students-page').then((m) => m.StudentsPage), <RemoteLoading />),
  MySessionsPage: onDemand(
    () => import('./features/sessions/components/my-sessions-page').then((m) => m.MySessionsPage),
    <RemoteLoading />,
  ),
  AgendaPage: onDemand(() => import('./features/sessions/components/agenda-page').then((m) => m.AgendaPage), <RemoteLoading />),
  PeriodTimesPanel: onDemand(
    () => import('./features/settings/components/period-times-panel').then((m) => m.PeriodTimesPanel),
    <RemoteLoading />,
  ),
};

export const { MaterialsPage, TrainingsPage, ClassesPage, StudentsPage, MySessionsPage, AgendaPage, PeriodTimesPanel } = screens;

/** The screen's chunk and its first list page, started together (web-platform's PreloadPage). */
export const preloadPage = screenPreloader(screens, firstScreenTable);
