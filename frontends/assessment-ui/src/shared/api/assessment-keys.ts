/**
 * The remote's query keys, in one place: a saved question reloads the lists that show it, a started
 * or ended attempt reloads the student's exams, and the features never import one another.
 */
export const assessmentKeys = {
  questions: ['assessment', 'questions'] as const,
  questionList: ['assessment', 'questions', 'list'] as const,
  topics: (trainingId: number | null) => ['assessment', 'questions', 'topics', trainingId] as const,
  exams: ['assessment', 'exams'] as const,
  examList: ['assessment', 'exams', 'list'] as const,
  examStats: (examId: number, classId: number | null) => ['assessment', 'exams', 'stats', examId, classId] as const,
  attempts: ['assessment', 'attempts'] as const,
  attemptList: ['assessment', 'attempts', 'list'] as const,
  attempt: (attemptId: number) => ['assessment', 'attempts', 'detail', attemptId] as const,
};
