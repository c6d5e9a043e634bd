import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@treina/web-platform';
import { reloadAfterStudentChange } from './student-mutations';

/** What POST /api/privacy/students/{id}/anonymise answers. */
export interface AnonymisationAnswer {
  id: number;
  nome_aluno: string;
  anonimizado_em: string;
}

/** The erasure of a student on request (permission `privacy`); the lists and histories reload. */
export function useAnonymiseStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AnonymisationAnswer>(`/privacy/students/${id}/anonymise`),
    onSuccess: () => reloadAfterStudentChange(queryClient),
  });
}
