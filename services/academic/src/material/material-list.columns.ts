import type { ListColumn } from '@treina/nest-platform';

/** The Materiais list's fields and the SQL behind each. */
export const MATERIAL_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'm.id', kind: 'number' },
  nome_material: { sql: 'm.nome_material', kind: 'text', searchable: true },
  url: { sql: 'm.url', kind: 'text', searchable: true },
};

/** By name. */
export const MATERIAL_DEFAULT_SORT = [
  { field: 'nome_material', descending: false },
  { field: 'id', descending: false },
];
