import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionBody, QuestionImportReport, QuestionRow } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { assessmentKeys } from '../../../shared/api/assessment-keys';

/** After a change: the questions (list and topics), the exams (their questions available) and the histories reload. */
const reloadAfterChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: assessmentKeys.questions }),
    queryClient.invalidateQueries({ queryKey: assessmentKeys.exams }),
    queryClient.invalidateQueries({ queryKey: recordHistoryKey('questions') }),
  ]);

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionBody) => api.post<QuestionRow>('/questions', body),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<QuestionBody> }) => api.patch<QuestionRow>(`/questions/${id}`, body),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}

export function useDeleteQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await api.delete(`/questions/${id}`);
    },
    onSettled: () => reloadAfterChange(queryClient),
  });
}

/**
 * POST /api/questions/import: a dry run reports what the file holds and saves nothing; a real one saves
 * every row or none. The server's report comes back with a 400 too: the caller reads it from the error.
 */
export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<QuestionImportReport>('/questions/import', form, { query: { dry_run: dryRun } });
    },
    onSuccess: (_report, { dryRun }) => (dryRun ? undefined : reloadAfterChange(queryClient)),
  });
}
