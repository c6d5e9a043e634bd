import { useMutation } from '@tanstack/react-query';
import type { StudentDataExport } from '@treina/contracts';
import { api } from '@treina/web-platform';

/** GET /api/privacy/students/{id}/export: everything the product holds about the student (LGPD), one section per service. */
const fetchStudentDataExport = (studentId: number) => api.get<StudentDataExport>(`/privacy/students/${studentId}/export`);

export function useStudentDataExport() {
  return useMutation({ mutationFn: fetchStudentDataExport });
}
