import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassEnrolmentInput, ClassRow } from '@treina/contracts';
import { api } from '@treina/web-platform';
import { classKeys } from './get-classes';

/** The class body of `POST /api/classes` and `PATCH /api/classes/{id}`. */
export interface ClassInput {
  id_treinamento: number | null;
  id_instrutor: number | null;
  /** DD/MM/YYYY (the server also takes YYYY-MM-DD). */
  data_inicio: string;
  data_fim: string;
  id_periodo_turma: number | null;
  id_status_turma: number | null;
  desc_turma: string | null;
  /** The whole student list; absent = the enrolments stay as they are. */
  alunos?: ClassEnrolmentInput[];
}

/** Enrolments appear in the students' rows (Alunos / Interessados, Comissões): those reload too. */
const STUDENT_LISTS = ['academic', 'students'] as const;

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassInput) => api.post<ClassRow[]>('/classes', input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: classKeys.all }), queryClient.invalidateQueries({ queryKey: STUDENT_LISTS })]),
  });
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ClassInput & { id: number }) => api.patch<ClassRow>(`/classes/${id}`, input),
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
