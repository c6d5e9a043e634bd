import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamBody, ExamRow } from '@treina/contracts';
import { api, recordHistoryKey, useListTable, type UseServerTableOptions } from '@treina/web-platform';
import { assessmentKeys } from '../../../shared/api/assessment-keys';

/** The Simulados list as the server pages, sorts and searches it. */
const EXAMS_TABLE: UseServerTableOptions & { listId: string } = {
  listId: 'exams',
  queryKey: assessmentKeys.examList,
  path: '/exams',
};

export function useExamsTable() {
  return useListTable<ExamRow>(EXAMS_TABLE);
}

const reloadExams = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: assessmentKeys.exams }),
    queryClient.invalidateQueries({ queryKey: recordHistoryKey('exams') }),
  ]);

export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamBody) => api.post<ExamRow>('/exams', body),
    onSuccess: () => reloadExams(queryClient),
  });
}

export function useUpdateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<ExamBody> }) => api.patch<ExamRow>(`/exams/${id}`, body),
    onSuccess: () => reloadExams(queryClient),
  });
}

export function useDeleteExams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await api.delete(`/exams/${id}`);
    },
    onSettled: () => reloadExams(queryClient),
  });
}
