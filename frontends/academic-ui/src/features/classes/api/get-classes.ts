import { useQuery } from '@tanstack/react-query';
import type { ClassRow } from '@treina/contracts';
import { apiGetQuery, numberInTextFilter, shownDateFilter, useListTable, type UseServerTableOptions } from '@treina/web-platform';

export const classKeys = {
  all: ['academic', 'classes'] as const,
  paged: ['academic', 'classes', 'paged'] as const,
  one: (id: number) => ['academic', 'classes', 'one', id] as const,
  mine: ['academic', 'classes', 'mine'] as const,
};

/** Classes by start date, newest first. */
const CLASSES_INITIAL_SORT = [{ id: 'data_inicio', desc: true }];

/** The Turmas list as the server pages, sorts, searches and filters it (the screen and its preload share it). */
export const CLASSES_TABLE: UseServerTableOptions & { listId: string } = {
  listId: 'classes',
  queryKey: classKeys.paged,
  path: '/classes',
  initialSorting: CLASSES_INITIAL_SORT,
  // Dates: any piece of the shown DD/MM/YYYY; Alunos: the count typed into 'N aluno(s)'.
  filterTransforms: { data_inicio: shownDateFilter, data_fim: shownDateFilter, count_alunos: numberInTextFilter },
  // The rows fetched for a CSV export are cleared a moment after the download.
  exportKeepMs: 3000,
};

/** Staff: the Turmas list paged, sorted, searched and filtered on the server. */
export function useClassesTable(enabled = true) {
  return useListTable<ClassRow>({ ...CLASSES_TABLE, enabled });
}

/** `/class?classId=`: that class only. */
const classByIdQuery = (id: number) => apiGetQuery<ClassRow[]>(classKeys.one(id), '/classes', { classId: id });

export function useClassById(id: number | null) {
  return useQuery({ ...classByIdQuery(id ?? 0), enabled: id !== null });
}

/** A student (type 6): the server answers only the classes that release content to them. */
export function useOwnClasses(enabled: boolean) {
  return useQuery({ ...apiGetQuery<ClassRow[]>(classKeys.mine, '/classes'), enabled });
}
