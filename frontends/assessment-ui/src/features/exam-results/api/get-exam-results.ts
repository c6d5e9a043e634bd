import { useQuery } from '@tanstack/react-query';
import type { AttemptRow, ExamRow, ExamStats } from '@treina/contracts';
import { api, fetchPage, useListTable } from '@treina/web-platform';
import { assessmentKeys } from '../../../shared/api/assessment-keys';

/** One exam's figures (GET /api/exams/{id}/stats), of one class when given. */
export function useExamStats(examId: number, classId: number | null) {
  return useQuery({
    queryKey: assessmentKeys.examStats(examId, classId),
    queryFn: ({ signal }) => api.get<ExamStats>(`/exams/${examId}/stats`, { query: { id_turma: classId }, signal }),
    enabled: examId > 0,
  });
}

/** The exam's own row (title, training), from the exams list. */
export function useExam(examId: number) {
  return useQuery({
    queryKey: [...assessmentKeys.examList, 'all'],
    queryFn: ({ signal }) => fetchPage<ExamRow>('/exams', { page: 1, pageSize: 100 }, signal),
    enabled: examId > 0,
    select: (page) => page.rows.find((row) => row.id === examId) ?? null,
  });
}

/** The exam's attempts, of one class when given, newest first (the server's order). */
export function useExamAttemptsTable(examId: number, classId: number | null) {
  return useListTable<AttemptRow>({
    listId: 'exam-attempts',
    queryKey: [...assessmentKeys.attemptList, 'exam', examId, classId],
    path: '/attempts',
    params: { 'filter.id_simulado': examId, 'filter.id_turma': classId },
    enabled: examId > 0,
  });
}
