import type { ListColumn } from '@treina/nest-platform';
import { NOT_TAKEN_STATUSES } from '../common/enrolment-statuses.js';

/** The names of a student's trainings of interest, as the Interesses column shows them. */
const INTERESTS_SQL = `(SELECT string_agg(DISTINCT ti.nome_treinamento, ', ') FROM aluno_interesse ai
  INNER JOIN treinamento ti ON ti.id = ai.id_treinamento WHERE ai.id_aluno = a.id)`;
/** The names of the trainings a student took (an entry in a taken status: not NOT_TAKEN_STATUSES): Treinamentos Realizados. */
const TAKEN_SQL = `(SELECT string_agg(DISTINCT tt.nome_treinamento, ', ') FROM inscricao e INNER JOIN turma tc ON tc.id = e.id_turma
  INNER JOIN treinamento tt ON tt.id = tc.id_treinamento
  WHERE e.id_aluno = a.id AND e.id_status_inscricao NOT IN (${NOT_TAKEN_STATUSES.join(', ')}))`;

/**
 * The Alunos / Interessados lists' fields and the SQL behind each (aliases of StudentQueries' base query).
 * `searchable` marks what `q` searches (the visible columns); StudentQueries does it its own way (student.repository.ts).
 */
export const STUDENT_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'a.id', kind: 'number' },
  nome_aluno: { sql: 'a.nome_aluno', kind: 'text', searchable: true },
  email: { sql: 'a.email', kind: 'text', searchable: true },
  telefone: { sql: 'a.telefone', kind: 'text', searchable: true },
  cpf: { sql: 'a.cpf', kind: 'text', searchable: true },
  id_status_aluno: { sql: 'a.id_status_aluno', kind: 'number' },
  nome_status_aluno: { sql: 'sa.nome_status_aluno', kind: 'text', searchable: true },
  id_canal_aluno: { sql: 'a.id_canal_aluno', kind: 'number' },
  nome_canal_aluno: { sql: 'ca.nome_canal_aluno', kind: 'text', searchable: true },
  data_criacao: { sql: 'a.data_criacao', kind: 'date', instant: true, searchable: true },
  possui_login: { sql: 'a.possui_login', kind: 'boolean' },
  is_student: { sql: 'a.is_student', kind: 'boolean' },
  consentimento_marketing: { sql: 'a.consentimento_marketing', kind: 'boolean' },
  // Filtered by StudentQueries through the trainings' names (student.repository.ts); the SQL here sorts.
  treinamentos_interesses: { sql: INTERESTS_SQL, kind: 'text', searchable: true },
  treinamentos_realizados: { sql: TAKEN_SQL, kind: 'text', searchable: true },
};

/** The columns listing trainings: a filter keeps the rows with a training whose name contains the typed text. */
export const STUDENT_TRAINING_FILTERS = ['treinamentos_interesses', 'treinamentos_realizados'] as const;
export type StudentTrainingFilter = (typeof STUDENT_TRAINING_FILTERS)[number];

/** Newest first. */
export const STUDENT_DEFAULT_SORT = [
  { field: 'data_criacao', descending: true },
  { field: 'id', descending: true },
];

export const STUDENT_NOT_FOUND = 'Aluno não encontrado.';
