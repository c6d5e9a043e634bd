/** The remote's screens that link to one another (the shell routes them: remote-routes.ts). */
export const assessmentPaths = {
  myExams: '/meus-simulados',
  attempt: (attemptId: number) => `/meus-simulados/tentativa?id=${attemptId}`,
  examResults: (examId: number) => `/resultados-simulado?id=${examId}`,
};
