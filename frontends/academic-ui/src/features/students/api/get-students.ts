import type { StudentRow } from '@treina/contracts';
import { shownDateFilter, useListTable, type UseServerTableOptions } from '@treina/web-platform';

export type StudentListType = 'student' | 'interested';

export const studentKeys = {
  all: ['academic', 'students'] as const,
  list: ['academic', 'students', 'list'] as const,
};

/** Students by creation date, newest first. */
const STUDENTS_INITIAL_SORT = [{ id: 'data_criacao', desc: true }];

/**
 * Alunos / Interessados as the server pages them (100,000 students): `type` keeps leads
 * (no class) or students (at least one), `studentId` one student. The screen and its preload share it.
 */
export function studentsTable(type: StudentListType | undefined, studentId: number | null): UseServerTableOptions & { listId: string } {
  return {
    listId: 'students',
    queryKey: studentKeys.list,
    path: '/students',
    params: { type, studentId },
    initialSorting: STUDENTS_INITIAL_SORT,
    // Criação: any piece of the shown DD/MM/YYYY ('03/2026'); the server matches the shown date.
    filterTransforms: { data_criacao: shownDateFilter },
    // The rows fetched for a CSV export are cleared a moment after the download.
    exportKeepMs: 3000,
  };
}

/** Alunos / Interessados, paged on the server. */
export function useStudentsTable(type: StudentListType | undefined, studentId: number | null) {
  return useListTable<StudentRow>(studentsTable(type, studentId));
}
