import { useQuery } from '@tanstack/react-query';
import type { StudentRow } from '@treina/contracts';
import { api } from '@treina/web-platform';

const PICKER_PAGE_SIZE = 20;

/**
 * The class form's student picker: leads and students (no `type`) whose name, e-mail,
 * phone or CPF contain every typed term, searched on the server (100,000 students).
 */
export function useStudentSearch(text: string, enabled: boolean) {
  const q = text.trim();
  return useQuery({
    queryKey: ['academic', 'students', 'picker', q],
    queryFn: ({ signal }) =>
      api.get<StudentRow[]>('/students', { query: { page: 1, pageSize: PICKER_PAGE_SIZE, q, sort: 'nome_aluno' }, signal }),
    enabled: enabled && q.length > 0,
    staleTime: 0,
  });
}

/** One student's row, fresh: its classes tell where it asked for a transfer. */
export async function fetchStudent(id: number): Promise<StudentRow | null> {
  const rows = await api.get<StudentRow[]>('/students', { query: { studentId: id } });
  return rows[0] ?? null;
}
