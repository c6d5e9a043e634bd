import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttemptRow, ExamRow, RunningAttempt } from '@treina/contracts';
import { api, fetchPage } from '@treina/web-platform';
import { assessmentKeys } from '../../../shared/api/assessment-keys';

/** A student's own exams (the server lists those they may take), of one training when given. */
export function useMyExams(trainingId: number | null) {
  return useQuery({
    queryKey: [...assessmentKeys.examList, 'mine', trainingId],
    queryFn: ({ signal }) =>
      fetchPage<ExamRow>('/exams', { page: 1, pageSize: 100, 'filter.id_treinamento': trainingId ?? undefined }, signal),
  });
}

/** The student's own attempts, newest first (the server sends a student theirs only). */
export function useMyAttempts() {
  return useQuery({
    queryKey: [...assessmentKeys.attemptList, 'mine'],
    queryFn: ({ signal }) => fetchPage<AttemptRow>('/attempts', { page: 1, pageSize: 100 }, signal),
  });
}

/** Starts an attempt (or gets the one still running): its questions go straight into the attempt's cache. */
export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (examId: number) => api.post<RunningAttempt>(`/exams/${examId}/attempts`),
    onSuccess: (attempt) => {
      queryClient.setQueryData(assessmentKeys.attempt(attempt.id), attempt);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.exams }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.attemptList }),
      ]);
    },
  });
}
