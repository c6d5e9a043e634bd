import type { StudentRow } from '@treina/contracts';
import { formatDate, type DataTableColumn } from '@treina/ui-kit';

/**
 * SPEC "Students and interested": Estudante, E-mail, Telefone, Canal, Situação, Criação,
 * Interesses, and Treinamentos Realizados except for leads. Ids are the row's field
 * names (server sort and filters; the creation date filters by a complete DD/MM/YYYY
 * date); the columns the server cannot sort or filter (interests, trainings) do neither.
 */
export function studentColumns(interested: boolean): DataTableColumn<StudentRow>[] {
  const columns: DataTableColumn<StudentRow>[] = [
    { id: 'nome_aluno', header: 'Estudante', accessor: (row) => row.nome_aluno },
    { id: 'email', header: 'E-mail', accessor: (row) => row.email ?? '' },
    { id: 'telefone', header: 'Telefone', accessor: (row) => row.telefone ?? '', size: 150 },
    { id: 'nome_canal_aluno', header: 'Canal', accessor: (row) => row.nome_canal_aluno ?? '', size: 100 },
    { id: 'nome_status_aluno', header: 'Situação', accessor: (row) => row.nome_status_aluno ?? '', size: 150 },
    {
      id: 'data_criacao',
      header: 'Criação',
      accessor: (row) => formatDate(row.data_criacao),
      sortValue: (row) => row.data_criacao,
      size: 100,
    },
    {
      id: 'treinamentos_interesses',
      header: 'Interesses',
      accessor: (row) => row.treinamentos_interesses ?? '',
      enableSorting: false,
      enableFilter: false,
    },
  ];
  if (!interested) {
    columns.push({
      id: 'treinamentos_realizados',
      header: 'Treinamentos Realizados',
      accessor: (row) => row.treinamentos_realizados ?? '',
      enableSorting: false,
      enableFilter: false,
    });
  }
  return columns;
}
