// assessment_ui's one exposed module ('./pages'): the screens the shell routes to, for staff
// (Questões, Simulados, an exam's Resultados) and students (Meus simulados, an attempt). Each
// screen is its own chunk, loaded when its route opens. No providers here: the shell's router,
// query client, theme and session reach these screens.
import { onDemand, RemoteLoading } from '@treina/web-platform';

export const QuestionsPage = onDemand(
  () => import('./features/questions/components/questions-page').then((m) => m.QuestionsPage),
  <RemoteLoading />,
);
export const ExamsPage = onDemand(() => import('./features/exams/components/exams-page').then((m) => m.ExamsPage), <RemoteLoading />);
export const ExamResultsPage = onDemand(
  () => import('./features/exam-results/components/exam-results-page').then((m) => m.ExamResultsPage),
  <RemoteLoading />,
);
export const MyExamsPage = onDemand(
  () => import('./features/my-exams/components/my-exams-page').then((m) => m.MyExamsPage),
  <RemoteLoading />,
);
export const AttemptPage = onDemand(
  () => import('./features/attempt/components/attempt-page').then((m) => m.AttemptPage),
  <RemoteLoading />,
);
