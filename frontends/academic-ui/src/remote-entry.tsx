// academic_ui's one exposed module ('./pages'): the screens the shell routes to
// (/material, /training, /class, /student). Each screen is its own chunk, loaded when
// its route opens. No providers here: the shell's router, query client, theme and
// session reach these screens.
import { lazy } from 'react';
import { screenPreloader } from '@treina/web-platform';
import { firstScreenTable } from './first-screen-data';

const screens = {
  MaterialsPage: () => import('./features/materials/components/materials-page'),
  TrainingsPage: () => import('./features/trainings/components/trainings-page'),
  ClassesPage: () => import('./features/classes/components/classes-page'),
  StudentsPage: () => import('./features/students/components/students-page'),
};

export const MaterialsPage = lazy(() => screens.MaterialsPage().then((m) => ({ default: m.MaterialsPage })));
export const TrainingsPage = lazy(() => screens.TrainingsPage().then((m) => ({ default: m.TrainingsPage })));
export const ClassesPage = lazy(() => screens.ClassesPage().then((m) => ({ default: m.ClassesPage })));
export const StudentsPage = lazy(() => screens.StudentsPage().then((m) => ({ default: m.StudentsPage })));

/** The screen's chunk and its first list page, started together (web-platform's PreloadPage). */
export const preloadPage = screenPreloader(screens, firstScreenTable);
