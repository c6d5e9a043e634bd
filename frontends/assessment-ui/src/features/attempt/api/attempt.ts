import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody, AttemptDetail, AttemptResult, QuestionLetter } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { assessmentKeys } from '../../../shared/api/assessment-keys';

/** One attempt: its questions while it runs (no answer key), or its result and review once it has ended. */
export function useAttempt(attemptId: number) {
  return useQuery({
    queryKey: assessmentKeys.attempt(attemptId),
    queryFn: ({ signal }) => api.get<AttemptDetail>(`/attempts/${attemptId}`, { signal }),
    // A reload or a return to the screen always asks the server: its clock and the saved answers.
    staleTime: 0,
  });
}

/** Saves one answer (the server keeps the last one sent for the question). */
export function saveAnswer(attemptId: number, questionId: number, letra: QuestionLetter): Promise<unknown> {
  const body: AnswerBody = { letra };
  return api.put(`/attempts/${attemptId}/answers/${questionId}`, body);
}

/** After an attempt ends: its review, the student's exams (attempts, best grade) and attempts lists reload. */
export function useReloadEndedAttempt() {
  const queryClient = useQueryClient();
  return (attemptId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assessmentKeys.attempt(attemptId) }),
      queryClient.invalidateQueries({ queryKey: assessmentKeys.exams }),
      queryClient.invalidateQueries({ queryKey: assessmentKeys.attemptList }),
    ]);
}

export function useSubmitAttempt() {
  const reload = useReloadEndedAttempt();
  return useMutation({
    mutationFn: (attemptId: number) => api.post<AttemptResult>(`/attempts/${attemptId}/submit`),
    onSuccess: (_result, attemptId) => reload(attemptId),
  });
}
