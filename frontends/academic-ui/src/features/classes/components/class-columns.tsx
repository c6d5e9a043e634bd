import type { ClassRow } from '@treina/contracts';
import { formatDate, type DataTableColumn } from '@treina/ui-kit';
import { studentCountText } from '../class-student-count';

/**
 * The Turmas list's columns: Treinamento, Instrutor, Início, Término, Período, Status, plus the
 * Alunos count for staff. Column ids are the row's field names: the server sorts and
 * filters by them (a date by any piece of DD/MM/YYYY, the count by the number typed).
 */
export function classColumns(withStudentCount: boolean): DataTableColumn<ClassRow>[] {
  const columns: DataTableColumn<ClassRow>[] = [
    { id: 'nome_treinamento', header: 'Treinamento', accessor: (row) => row.nome_treinamento },
    { id: 'nome_instrutor', header: 'Instrutor', accessor: (row) => row.nome_instrutor ?? '' },
    {
      id: 'data_inicio',
      header: 'Início',
      accessor: (row) => formatDate(row.data_inicio),
      sortValue: (row) => row.data_inicio,
      size: 100,
    },
    {
      id: 'data_fim',
      header: 'Término',
      accessor: (row) => formatDate(row.data_fim),
      sortValue: (row) => row.data_fim,
      size: 100,
    },
    { id: 'nome_periodo_turma', header: 'Período', accessor: (row) => row.nome_periodo_turma, size: 100 },
    { id: 'nome_status_turma', header: 'Status', accessor: (row) => row.nome_status_turma, size: 150 },
  ];
  if (withStudentCount) {
    columns.push({
      id: 'count_alunos',
      header: 'Alunos',
      accessor: (row) => studentCountText(row),
      sortValue: (row) => row.count_alunos ?? 0,
      searchable: false,
      size: 100,
    });
  }
  return columns;
}
