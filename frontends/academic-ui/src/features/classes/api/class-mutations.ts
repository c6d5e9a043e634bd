import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassChangeBody, ClassRow, NewClassBody } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { classKeys } from './get-classes';

/** Enrolments appear in the students' rows (Alunos / Interessados, Comissões): those reload too. */
const STUDENT_LISTS = ['academic', 'students'] as const;

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewClassBody) => api.post<ClassRow[]>('/classes', body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: classKeys.all }), queryClient.invalidateQueries({ queryKey: STUDENT_LISTS })]),
  });
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ClassChangeBody & { id: number }) => api.patch<ClassRow>(`/classes/${id}`, body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: classKeys.all }), queryClient.invalidateQueries({ queryKey: STUDENT_LISTS })]),
  });
}

export function useDeleteClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/classes', { query: { classesIds: ids.join(',') } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: classKeys.all }), queryClient.invalidateQueries({ queryKey: STUDENT_LISTS })]),
  });
}
