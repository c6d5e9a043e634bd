import type { ActivityRow } from '@treina/contracts';
import { formatDate, type DataTableColumn } from '@treina/ui-kit';
import { activityStatusText } from '../activity-status';

/**
 * The Atividades columns (Aluno not for consultants), ids being the row's field names the server
 * sorts and filters by. The last column, hidden, holds the status id: a consultant cannot select
 * a row whose last cell is 3.
 */
export function activityColumns({ consultant }: { consultant: boolean }): DataTableColumn<ActivityRow>[] {
  const columns: Array<DataTableColumn<ActivityRow> | null> = [
    { id: 'data', header: 'Data Ref.', accessor: (row) => formatDate(row.data), sortValue: (row) => row.data, size: 100 },
    {
      id: 'atualizado_em',
      header: 'Atualização',
      accessor: (row) => formatDate(row.atualizado_em),
      sortValue: (row) => row.atualizado_em,
      size: 100,
    },
    { id: 'nome_tipo_atividade', header: 'Tipo da Atividade', accessor: (row) => row.nome_tipo_atividade, size: 150 },
    {
      id: 'nome_status_atividade',
      header: 'Status',
      accessor: (row) => activityStatusText(row.id_status_atividade),
      size: 100,
    },
    consultant
      ? null
      : {
          id: 'nome_aluno',
          header: 'Aluno',
          accessor: (row) => row.nome_aluno ?? '',
          searchValues: (row) => [row.email_aluno, row.telefone_aluno],
          size: 150,
        },
    { id: 'nome_usuario', header: 'Responsável', accessor: (row) => row.nome_usuario, size: 150 },
    { id: 'titulo', header: 'Descrição', accessor: (row) => row.titulo },
    {
      id: 'id_status_atividade',
      header: 'Código do Status',
      accessor: (row) => row.id_status_atividade,
      hiddenByDefault: true,
      excludeFromExport: true,
      size: 100,
    },
  ];
  return columns.filter((column): column is DataTableColumn<ActivityRow> => column !== null);
}
