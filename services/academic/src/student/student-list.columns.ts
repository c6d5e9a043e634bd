import type { ListColumn } from '@treina/nest-platform';

/** The Alunos / Interessados lists' fields and the SQL behind each (aliases of StudentQueries' base query). */
export const STUDENT_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'a.id', kind: 'number' },
  nome_aluno: { sql: 'a.nome_aluno', kind: 'text' },
  email: { sql: 'a.email', kind: 'text' },
  telefone: { sql: 'a.telefone', kind: 'text' },
  cpf: { sql: 'a.cpf', kind: 'text' },
  id_status_aluno: { sql: 'a.id_status_aluno', kind: 'number' },
  nome_status_aluno: { sql: 'sa.nome_status_aluno', kind: 'text' },
  id_canal_aluno: { sql: 'a.id_canal_aluno', kind: 'number' },
  nome_canal_aluno: { sql: 'ca.nome_canal_aluno', kind: 'text' },
  data_criacao: { sql: 'a.data_criacao', kind: 'date' },
  possui_login: { sql: 'a.possui_login', kind: 'boolean' },
  is_student: { sql: 'a.is_student', kind: 'boolean' },
};

/** SPEC: newest first. */
export const STUDENT_DEFAULT_SORT = [
  { field: 'data_criacao', descending: true },
  { field: 'id', descending: true },
];

export const STUDENT_NOT_FOUND = 'Aluno não encontrado.';
