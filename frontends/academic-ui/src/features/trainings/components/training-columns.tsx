import type { TrainingRow } from '@treina/contracts';
import type { DataTableColumn } from '@treina/ui-kit';
import { amountBRL } from '../../../shared/format/money';

/** Nome, Instrutor, Status; the carga horária and the price. */
export const TRAINING_COLUMNS: DataTableColumn<TrainingRow>[] = [
  { id: 'nome_treinamento', header: 'Nome', accessor: (row) => row.nome_treinamento },
  { id: 'nome_instrutor', header: 'Instrutor', accessor: (row) => row.nome_instrutor ?? '' },
  {
    id: 'carga_horaria',
    header: 'Carga Horária',
    accessor: (row) => (row.carga_horaria === null ? '' : `${row.carga_horaria} h`),
    size: 130,
  },
  // Sorted by amount; not filtered (the server's filter wants the API's number, not what the cell shows).
  { id: 'valor', header: 'Valor', accessor: (row) => amountBRL(row.valor), size: 140, enableFilter: false },
  { id: 'nome_status_treinamento', header: 'Status', accessor: (row) => row.nome_status_treinamento, size: 150 },
];
