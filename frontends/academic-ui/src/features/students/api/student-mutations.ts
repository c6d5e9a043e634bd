import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewStudentBody, StudentChangeBody, StudentDocument, StudentRow } from '@treina/contracts';
import { api, recordHistoryKey } from '@treina/web-platform';
import { studentKeys } from './get-students';

/** After a change (documents too): the lists and the students' histories reload. */
export const reloadAfterStudentChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: studentKeys.all }),
    queryClient.invalidateQueries({ queryKey: recordHistoryKey('students') }),
  ]);

export function useCreateStudent() {
  return useMutation({
    mutationFn: (body: NewStudentBody) => api.post<StudentRow[]>('/students', body),
  });
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StudentChangeBody & { id: number }) => api.patch<StudentRow>(`/students/${id}`, body),
    onSuccess: () => reloadAfterStudentChange(queryClient),
  });
}

export function useDeleteStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ status: boolean }>('/students', { query: { studentsIds: ids.join(',') } }),
    onSuccess: () => reloadAfterStudentChange(queryClient),
  });
}

export interface StudentDocumentsAnswer {
  documentos: string[];
  documentos_detalhes?: StudentDocument[];
}

/** PUT /api/students/{id}/files: the documents that remain (the others leave the database and the store). */
export function useKeepDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, documentos }: { id: number; documentos: string[] }) =>
      api.put<StudentDocumentsAnswer>(`/students/${id}/files`, { documentos }),
    onSuccess: () => reloadAfterStudentChange(queryClient),
  });
}

/** POST /api/students/uploadS3: multipart with `studentId` and one 'file' part per file. */
export function uploadStudentFiles(studentId: number, files: readonly File[]): Promise<unknown> {
  const form = new FormData();
  form.append('studentId', String(studentId));
  for (const file of files) form.append('file', file, file.name);
  return api.post<unknown>('/students/uploadS3', form);
}
