import type { ListColumn } from '@treina/nest-platform';

/** A training's materials, as the list answers them (`id_material`). */
export const MATERIAL_IDS_SQL = `COALESCE((SELECT array_agg(tm.id_material ORDER BY tm.id_material) FROM treinamento_material tm WHERE tm.id_treinamento = t.id), '{}')`;

/** The Treinamentos list's fields and the SQL behind each. */
export const TRAINING_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 't.id', kind: 'number' },
  nome_treinamento: { sql: 't.nome_treinamento', kind: 'text', searchable: true },
  id_instrutor: { sql: 't.id_instrutor', kind: 'number' },
  nome_instrutor: { sql: 'u.nome', kind: 'text', searchable: true },
  carga_horaria: { sql: 't.carga_horaria', kind: 'number' },
  valor: { sql: 't.valor', kind: 'number' },
  id_status_treinamento: { sql: 't.id_status_treinamento', kind: 'number' },
  nome_status_treinamento: { sql: 's.nome_status_treinamento', kind: 'text', searchable: true },
};

/** By name. */
export const TRAINING_DEFAULT_SORT = [
  { field: 'nome_treinamento', descending: false },
  { field: 'id', descending: false },
];
