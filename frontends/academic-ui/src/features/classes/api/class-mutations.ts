import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassChangeBody, ClassRow, NewClassBody } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { classKeys } from './get-classes';

/** Enrolments appear in the students' rows (Alunos / Interessados, Comissões): those reload too. */
const STUDENT_LISTS = ['academic', 'students'] as const;

/** After any class change: the lists, the students' rows and the classes' histories reload. */
const reloadAfterChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: classKeys.all }),
    queryClient.invalidateQueries({ queryKey: STUDENT_LISTS }),
    queryClient.invalidateQueries({ queryKey: recordHistoryKey('classes') }),
  ]);

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewClassBody) => api.post<ClassRow[]>('/classes', body),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ClassChangeBody & { id: number }) => api.patch<ClassRow>(`/classes/${id}`, body),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}

export function useDeleteClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/classes', { query: { classesIds: ids.join(',') } }),
    onSuccess: () => reloadAfterChange(queryClient),
  });
}
