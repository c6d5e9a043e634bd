import type { TrainingRow } from '@treina/contracts';
import type { DataTableColumn } from '@treina/ui-kit';

/** SPEC "Trainings": Nome, Instrutor, Status. */
export const TRAINING_COLUMNS: DataTableColumn<TrainingRow>[] = [
  { id: 'nome_treinamento', header: 'Nome', accessor: (row) => row.nome_treinamento },
  { id: 'nome_instrutor', header: 'Instrutor', accessor: (row) => row.nome_instrutor ?? '' },
  { id: 'nome_status_treinamento', header: 'Status', accessor: (row) => row.nome_status_treinamento, size: 150 },
];
