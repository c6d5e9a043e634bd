import { DirectoryUserEntity, type ListColumn } from '@treina/nest-platform';
import { ActivityTypeEntity } from '../activity-type/activity-type.entity.js';
import { StudentEntity } from '../student-directory/student.entity.js';
import { ActivityStatusEntity } from './activity-status.entity.js';

/** The tables an activity row names things from, by alias: user, type, status, student, creator. */
export const ACTIVITY_JOINS = {
  u: { entity: DirectoryUserEntity, on: 'u.id_usuario = a.id_usuario' },
  t: { entity: ActivityTypeEntity, on: 't.id = a.id_tipo_atividade' },
  st: { entity: ActivityStatusEntity, on: 'st.id = a.id_status_atividade' },
  s: { entity: StudentEntity, on: 's.id_aluno = a.id_aluno' },
  c: { entity: DirectoryUserEntity, on: 'c.id_usuario = a.id_criado_por' },
} as const;
export type ActivityJoin = keyof typeof ACTIVITY_JOINS;

/** A column of the Atividades list: its SQL over `atividade a`, and the join it reads (none: the activity's own). */
export interface ActivityListColumn extends ListColumn {
  join?: ActivityJoin;
  /**
   * Stored folded text (trigram-indexed) that answers the column's text filter:
   * the protocol's match without folding every row at query time.
   */
  folded?: string;
}

/**
 * The columns of the Atividades list (row shape of libs/contracts ActivityRow). `searchable` marks
 * what `q` searches (the visible texts); ActivityRepository.page does it its own way.
 */
export const ACTIVITY_LIST_COLUMNS: Record<string, ActivityListColumn> = {
  id: { sql: 'a.id', kind: 'number' },
  titulo: { sql: 'a.titulo', kind: 'text', folded: 'a.titulo_dobrado', searchable: true },
  data: { sql: 'a.data', kind: 'date', searchable: true },
  id_usuario: { sql: 'a.id_usuario', kind: 'number' },
  nome_usuario: { sql: 'u.nome', kind: 'text', join: 'u', searchable: true },
  id_tipo_atividade: { sql: 'a.id_tipo_atividade', kind: 'number' },
  nome_tipo_atividade: { sql: 't.nome', kind: 'text', join: 't', searchable: true },
  tipo_atividade: { sql: 't.tipo', kind: 'text', join: 't' },
  id_aluno: { sql: 'a.id_aluno', kind: 'number' },
  nome_aluno: { sql: 's.nome_aluno', kind: 'text', join: 's', folded: 's.nome_dobrado', searchable: true },
  email_aluno: { sql: 's.email', kind: 'text', join: 's', folded: 's.email_dobrado', searchable: true },
  telefone_aluno: { sql: 's.telefone', kind: 'text', join: 's', folded: 's.telefone_dobrado', searchable: true },
  id_status_atividade: { sql: 'a.id_status_atividade', kind: 'number' },
  nome_status_atividade: { sql: 'st.nome', kind: 'text', join: 'st', searchable: true },
  tempo_gasto: { sql: 'a.tempo_gasto', kind: 'number' },
  atualizado_em: { sql: 'a.atualizado_em', kind: 'date', instant: true, searchable: true },
  criado_por: { sql: 'c.nome', kind: 'text', join: 'c' },
  id_criado_por: { sql: 'a.id_criado_por', kind: 'number' },
};

/** The activity statuses' list (GET /api/activitiesStatus). */
export const STATUS_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'st.id', kind: 'number' },
  nome: { sql: 'st.nome', kind: 'text', searchable: true },
};

/** Activities by date, newest first; `id` breaks ties. */
export const ACTIVITY_DEFAULT_SORT = [{ field: 'data', descending: true }];

/**
 * The joins the given fields read, each once. A count joins only what its filters
 * read, a page's keys also what its sort reads: PostgreSQL plans the base table as
 * if an unused LEFT JOIN's column were read, which rules out index-only scans.
 */
export function joinsOf(fields: Iterable<string>): ActivityJoin[] {
  const joins = new Set<ActivityJoin>();
  for (const field of fields) {
    const join = ACTIVITY_LIST_COLUMNS[field]?.join;
    if (join) joins.add(join);
  }
  return [...joins];
}

/** The stored folded text that answers a text filter on `field`, if there is one. */
export const foldedColumnOf = (field: string): string | undefined => ACTIVITY_LIST_COLUMNS[field]?.folded;
