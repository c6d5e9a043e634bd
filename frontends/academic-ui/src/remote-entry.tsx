// academic_ui's one exposed module ('./pages'): the screens the shell routes to
// (/material, /training, /class, /student). Each screen is its own chunk, loaded when
// its route opens. No providers here: the shell's router, query client, theme and
// session reach these screens.
import { lazy } from 'react';

export const MaterialsPage = lazy(() =>
  import('./features/materials/components/materials-page').then((m) => ({ default: m.MaterialsPage })),
);
export const TrainingsPage = lazy(() =>
  import('./features/trainings/components/trainings-page').then((m) => ({ default: m.TrainingsPage })),
);
export const ClassesPage = lazy(() => import('./features/classes/components/classes-page').then((m) => ({ default: m.ClassesPage })));
export const StudentsPage = lazy(() => import('./features/students/components/students-page').then((m) => ({ default: m.StudentsPage })));
