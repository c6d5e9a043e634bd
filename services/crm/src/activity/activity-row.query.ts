import { Injectable } from '@nestjs/common';
import type { ActivityRow, SubtaskRow } from '@treina/contracts';
import { notFound, PreparedQuery } from '@treina/nest-platform';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ACTIVITY_JOINS, type ActivityJoin } from './activity-list.columns.js';
import { ActivityEntity } from './activity.entity.js';
import { ACTIVITY_NOT_FOUND } from './activity.rules.js';
import { SubtaskEntity } from './subtask.entity.js';

export type ActivityRowWithoutSubtasks = Omit<ActivityRow, 'subtasks'>;

const ALL_JOINS = Object.keys(ACTIVITY_JOINS) as ActivityJoin[];

/** `atividade a` with the given joins. */
function activityFrom(manager: EntityManager, joins: Iterable<ActivityJoin>): SelectQueryBuilder<ObjectLiteral> {
  const qb = manager.createQueryBuilder().from(ActivityEntity, 'a');
  for (const alias of new Set(joins)) qb.leftJoin(ACTIVITY_JOINS[alias].entity, alias, ACTIVITY_JOINS[alias].on);
  return qb;
}

/** The row's fields, every join; a missing name, e-mail or phone is '' (SPEC section 3). */
function activitySelect(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return activityFrom(manager, ALL_JOINS)
    .select('a.id', 'id')
    .addSelect('a.titulo', 'titulo')
    .addSelect(`to_char(a.data, 'YYYY-MM-DD')`, 'data')
    .addSelect('a.id_usuario', 'id_usuario')
    .addSelect(`COALESCE(u.nome, '')`, 'nome_usuario')
    .addSelect('a.id_tipo_atividade', 'id_tipo_atividade')
    .addSelect(`COALESCE(t.nome, '')`, 'nome_tipo_atividade')
    .addSelect('t.tipo', 'tipo_atividade')
    .addSelect('a.id_aluno', 'id_aluno')
    .addSelect(`COALESCE(s.nome_aluno, '')`, 'nome_aluno')
    .addSelect(`COALESCE(s.email, '')`, 'email_aluno')
    .addSelect(`COALESCE(s.telefone, '')`, 'telefone_aluno')
    .addSelect('a.id_status_atividade', 'id_status_atividade')
    .addSelect(`COALESCE(st.nome, '')`, 'nome_status_atividade')
    .addSelect('a.tempo_gasto', 'tempo_gasto')
    .addSelect('a.atualizado_em', 'atualizado_em')
    .addSelect(`COALESCE(c.nome, '')`, 'criado_por')
    .addSelect('a.id_criado_por', 'id_criado_por');
}

/**
 * A page's rows and their subtasks: the two statements every Atividades page runs, built once
 * and prepared once per connection (PreparedQuery) instead of a QueryBuilder rebuilt, and its
 * text parsed and planned, on every page.
 */
const ROWS_BY_IDS = new PreparedQuery<ActivityRowWithoutSubtasks, { ids: number[] }>((manager) =>
  activitySelect(manager).where('a.id = ANY(:ids)'),
);
const SUBTASKS_OF = new PreparedQuery<SubtaskRow & { id_atividade: number }, { ids: number[] }>((manager) =>
  manager
    .createQueryBuilder()
    .from(SubtaskEntity, 'st')
    .select('st.id_atividade', 'id_atividade')
    .addSelect('st.id', 'id')
    .addSelect(`to_char(st.data, 'YYYY-MM-DD')`, 'date')
    .addSelect('st.tempo', 'time')
    .addSelect('st.descricao', 'desc')
    .where('st.id_atividade = ANY(:ids)')
    .orderBy('st.id_atividade')
    .addOrderBy('st.data', 'DESC')
    .addOrderBy('st.ordem'),
);

/**
 * The activity as the API answers it (ActivityRow): the activity with its user,
 * type, status, student and creator names, and its subtasks. Read by the list and
 * by the commands, in their transaction, after a write.
 */
@Injectable()
export class ActivityRowQuery {
  /** `atividade a` with the given joins (all of them by default). */
  from(manager: EntityManager, joins: Iterable<ActivityJoin> = ALL_JOINS): SelectQueryBuilder<ObjectLiteral> {
    return activityFrom(manager, joins);
  }

  /** The row's fields; a missing name, e-mail or phone is '' (SPEC section 3). */
  select(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
    return activitySelect(manager);
  }

  /** The rows of these ids, in no particular order (a page's keys). */
  byIds(manager: EntityManager, ids: number[]): Promise<ActivityRowWithoutSubtasks[]> {
    return ROWS_BY_IDS.run(manager, { ids });
  }

  /** These activities with their subtasks, in two queries whatever their number (a batch delete's audit). */
  async manyWithSubtasks(manager: EntityManager, ids: number[]): Promise<ActivityRow[]> {
    return this.withSubtasks(manager, await this.byIds(manager, ids));
  }

  /** One activity with its subtasks, else a 404. */
  async one(manager: EntityManager, id: number): Promise<ActivityRow> {
    const row = await this.select(manager).where('a.id = :id', { id }).getRawOne<ActivityRowWithoutSubtasks>();
    if (!row) throw notFound(ACTIVITY_NOT_FOUND);
    const [withSubtasks] = await this.withSubtasks(manager, [row]);
    return withSubtasks!;
  }

  /** The subtasks of a page of activities in one query, newest date first (ties in the order sent). */
  async withSubtasks(manager: EntityManager, rows: ActivityRowWithoutSubtasks[]): Promise<ActivityRow[]> {
    if (!rows.length) return [];
    const subtasks = await SUBTASKS_OF.run(manager, { ids: rows.map((row) => row.id) });
    const byActivity = new Map<number, SubtaskRow[]>();
    for (const { id_atividade, ...subtask } of subtasks) {
      const list = byActivity.get(id_atividade) ?? [];
      list.push(subtask);
      byActivity.set(id_atividade, list);
    }
    return rows.map((row) => ({ ...row, subtasks: byActivity.get(row.id) ?? [] }));
  }
}
