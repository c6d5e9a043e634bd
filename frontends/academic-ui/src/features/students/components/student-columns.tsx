import type { StudentRow } from '@treina/contracts';
import { formatDate, type DataTableColumn } from '@treina/ui-kit';

/**
 * The Alunos and Interessados lists' columns: Estudante, E-mail, Telefone, Canal, Situação, Criação, Interesses, and Treinamentos
 * Realizados except for leads. Ids are the row's field names: the server searches and filters every column (the creation date by any piece
 * of DD/MM/YYYY, the training columns by a training's name); the training columns are not sorted.
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
    },
  ];
  if (!interested) {
    columns.push({
      id: 'treinamentos_realizados',
      header: 'Treinamentos Realizados',
      accessor: (row) => row.treinamentos_realizados ?? '',
      enableSorting: false,
    });
  }
  return columns;
}
