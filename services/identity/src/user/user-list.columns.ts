import type { ListColumn } from '@treina/nest-platform';

export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const EMAIL_TAKEN = 'Já existe um usuário com este e-mail.';

/** The columns of the Usuários list, for server-side paging, sorting and search. */
export const USER_LIST_COLUMNS: Record<string, ListColumn> = {
  id_usuario: { sql: 'u.id_usuario', kind: 'number' },
  nome: { sql: 'u.nome', kind: 'text', searchable: true },
  email: { sql: 'u.email', kind: 'text', searchable: true },
  status: { sql: 'u.status', kind: 'boolean' },
  id_tipo_usuario: { sql: 'u.id_tipo_usuario', kind: 'number' },
  nome_tipo_usuario: { sql: 't.nome', kind: 'text', searchable: true },
};

/** By type (administrators first), then by id. */
export const USER_DEFAULT_SORT = [
  { field: 'id_tipo_usuario', descending: true },
  { field: 'id_usuario', descending: false },
];
