import type { ActivityTypeRow } from '@treina/contracts';
import type { DataTableColumn } from '@treina/ui-kit';

/** SPEC "Activity types": 'Tipo Atividade' (nome), 'Origem' (tipo), 'Tipo Serviço' (nome_tipo_servico). */
export const ACTIVITY_TYPE_COLUMNS: DataTableColumn<ActivityTypeRow>[] = [
  { id: 'nome', header: 'Tipo Atividade', accessor: (row) => row.nome },
  // SYSTEM and FIXED in this cell take the row's selection away (SPEC common list rule).
  { id: 'tipo', header: 'Origem', accessor: (row) => row.tipo, size: 150 },
  { id: 'nome_tipo_servico', header: 'Tipo Serviço', accessor: (row) => row.nome_tipo_servico ?? '' },
];
