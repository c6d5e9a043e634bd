import type { ActivityTypeRow } from '@treina/contracts';
import type { DataTableColumn } from '@treina/ui-kit';

/** How an activity type's origin reads on screen and in the CSV. */
const ORIGIN_LABELS: Record<string, string> = { SYSTEM: 'Sistema', FIXED: 'Fixo', CUSTOM: 'Personalizado' };

const originLabel = (tipo: string): string => ORIGIN_LABELS[tipo] ?? tipo;

/** The activity types' columns: 'Tipo Atividade' (nome), 'Origem' (tipo), 'Tipo Serviço' (nome_tipo_servico). */
export const ACTIVITY_TYPE_COLUMNS: DataTableColumn<ActivityTypeRow>[] = [
  { id: 'nome', header: 'Tipo Atividade', accessor: (row) => row.nome },
  {
    id: 'tipo',
    header: 'Origem',
    // The stored code stays the cell's value: SYSTEM and FIXED in it take the row's selection away
    // (the common list rule). The user reads, filters, sorts and exports the Portuguese word.
    accessor: (row) => row.tipo,
    render: (row) => originLabel(row.tipo),
    sortValue: (row) => originLabel(row.tipo),
    filter: (row, typed) => originLabel(row.tipo).toLocaleLowerCase('pt-BR').includes(typed.trim().toLocaleLowerCase('pt-BR')),
    searchValues: (row) => [originLabel(row.tipo)],
    exportValue: (row) => originLabel(row.tipo),
    size: 150,
  },
  { id: 'nome_tipo_servico', header: 'Tipo Serviço', accessor: (row) => row.nome_tipo_servico ?? '' },
];
