import { SEAT_TAKING_ENROLMENT_STATUSES, UNCOUNTED_ENROLMENT_STATUSES } from '@treina/contracts';
import type { ListColumn } from '@treina/nest-platform';

/** A class's students as the list counts them (cancelled, transfer requests and the waiting list left out). */
export const STUDENT_COUNT_SQL = `(SELECT count(*)::int FROM inscricao ce WHERE ce.id_turma = c.id AND ce.id_status_inscricao NOT IN (${UNCOUNTED_ENROLMENT_STATUSES.join(', ')}))`;

/** The seats a class has left (null: no limit): its `vagas` less its entries in a seat-taking status. */
export const FREE_SEATS_SQL = `(CASE WHEN c.vagas IS NULL THEN NULL ELSE greatest(0, c.vagas - (SELECT count(*)::int FROM inscricao se
  WHERE se.id_turma = c.id AND se.id_status_inscricao IN (${SEAT_TAKING_ENROLMENT_STATUSES.join(', ')}))) END)`;

/** The Turmas list's fields and the SQL behind each (aliases of ClassQueries' base query). */
export const CLASS_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'c.id', kind: 'number' },
  id_treinamento: { sql: 'c.id_treinamento', kind: 'number' },
  nome_treinamento: { sql: 't.nome_treinamento', kind: 'text', searchable: true },
  id_instrutor: { sql: 'c.id_instrutor', kind: 'number' },
  nome_instrutor: { sql: 'u.nome', kind: 'text', searchable: true },
  // Searched as shown (DD/MM/YYYY) by ClassQueries' own search.
  data_inicio: { sql: 'c.data_inicio', kind: 'date', searchable: true },
  data_fim: { sql: 'c.data_fim', kind: 'date', searchable: true },
  id_periodo_turma: { sql: 'c.id_periodo_turma', kind: 'number' },
  nome_periodo_turma: { sql: 'p.nome_periodo_turma', kind: 'text', searchable: true },
  id_status_turma: { sql: 'c.id_status_turma', kind: 'number' },
  nome_status_turma: { sql: 's.nome_status_turma', kind: 'text', searchable: true },
  desc_turma: { sql: 'c.desc_turma', kind: 'text', searchable: true },
  count_alunos: { sql: STUDENT_COUNT_SQL, kind: 'number' },
  vagas: { sql: 'c.vagas', kind: 'number' },
  vagas_livres: { sql: FREE_SEATS_SQL, kind: 'number' },
};

/** Classes by start date, newest first. */
export const CLASS_DEFAULT_SORT = [
  { field: 'data_inicio', descending: true },
  { field: 'id', descending: true },
];
