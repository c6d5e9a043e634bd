import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type ActivityRow,
  type ActivityStatusRow,
  ActivityStatusId,
  ActivityTypeId,
  type ActivityTypeOrigin,
  CONSULTANT_OPEN_ACTIVITY_MESSAGE,
  type StudentOptionRow,
  type SubtaskRow,
} from '@treina/contracts';
import {
  type AuthenticatedUser,
  conflict,
  containsPattern,
  DirectoryUserEntity,
  foldedTerms,
  foldSql,
  type ListColumn,
  type ListQuery,
  notFound,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { fieldError } from '../common/fields.js';
import { ActivityTypeEntity } from '../activity-type/activity-type.entity.js';
import { parseDateInput, today } from '../common/dates.js';
import { StudentEntity } from '../student-directory/student.entity.js';
import { StudentDirectory } from '../student-directory/student-directory.service.js';
import { refreshActivitySearch } from './activity-search.js';
import { ActivityStatusEntity } from './activity-status.entity.js';
import { ActivityEntity } from './activity.entity.js';
import {
  ACTIVITY_NOT_FOUND,
  assertMayChange,
  decideStudent,
  decideType,
  decideUser,
  isConsultant,
  mayReach,
  type Actor,
  type StoredActivity,
} from './activity.rules.js';
import type { CreateActivityDto, UpdateActivityDto } from './dto/create-activity.dto.js';
import { normalizeSubtasks, type StoredSubtask, tempoGasto } from './subtasks.js';

export const INVALID_TYPE = 'Tipo de atividade inválido.';
export const INVALID_USER = 'Usuário responsável inválido ou inativo.';
export const INVALID_STATUS = 'Status da atividade inválido.';
export const STUDENT_NOT_FOUND = 'Aluno não encontrado.';

/** The columns of the Atividades list (row shape of libs/contracts ActivityRow). */
export const ACTIVITY_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'a.id', kind: 'number' },
  titulo: { sql: 'a.titulo', kind: 'text' },
  data: { sql: 'a.data', kind: 'date' },
  id_usuario: { sql: 'a.id_usuario', kind: 'number' },
  nome_usuario: { sql: 'u.nome', kind: 'text' },
  id_tipo_atividade: { sql: 'a.id_tipo_atividade', kind: 'number' },
  nome_tipo_atividade: { sql: 't.nome', kind: 'text' },
  tipo_atividade: { sql: 't.tipo', kind: 'text' },
  id_aluno: { sql: 'a.id_aluno', kind: 'number' },
  nome_aluno: { sql: 's.nome_aluno', kind: 'text' },
  email_aluno: { sql: 's.email', kind: 'text' },
  telefone_aluno: { sql: 's.telefone', kind: 'text' },
  id_status_atividade: { sql: 'a.id_status_atividade', kind: 'number' },
  nome_status_atividade: { sql: 'st.nome', kind: 'text' },
  tempo_gasto: { sql: 'a.tempo_gasto', kind: 'number' },
  atualizado_em: { sql: 'a.atualizado_em', kind: 'date' },
  criado_por: { sql: 'c.nome', kind: 'text' },
  id_criado_por: { sql: 'a.id_criado_por', kind: 'number' },
};

/**
 * Text filters answered from stored folded text (trigram-indexed) rather than by
 * folding every row: same match as the protocol's, a fraction of the cost.
 */
const FOLDED_FILTERS: Record<string, string> = {
  titulo: 'a.titulo_dobrado',
  nome_aluno: 's.nome_dobrado',
  email_aluno: 's.email_dobrado',
  telefone_aluno: 's.telefone_dobrado',
};

/** SPEC: activities by date, newest first. */
const ACTIVITY_DEFAULT_SORT = [{ field: 'data', descending: true }];

export const STATUS_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'st.id', kind: 'number' },
  nome: { sql: 'st.nome', kind: 'text', searchable: true },
};

/** SPEC's narrowing of the activities list (section 7: consultant, user id and sales flags). */
export interface ActivityScope {
  /** Only activities of the FIXED type (id 2), the sales filter. */
  sales?: boolean;
  /** Only this user's activities ('by user'). */
  userId?: number;
  /** Only this student's activities. */
  studentId?: number;
}

type ActivityRowWithoutSubtasks = Omit<ActivityRow, 'subtasks'>;

/** A WHERE condition and its parameters. */
type Condition = [string, Record<string, unknown>];

/** The joins of an activity row, by alias: user, type, status, student, creator. */
const ACTIVITY_JOINS = {
  u: [DirectoryUserEntity, 'u.id_usuario = a.id_usuario'],
  t: [ActivityTypeEntity, 't.id = a.id_tipo_atividade'],
  st: [ActivityStatusEntity, 'st.id = a.id_status_atividade'],
  s: [StudentEntity, 's.id_aluno = a.id_aluno'],
  c: [DirectoryUserEntity, 'c.id_usuario = a.id_criado_por'],
} as const;
type JoinAlias = keyof typeof ACTIVITY_JOINS;

/** The joins some SQL of the activity list reads ('s.nome_dobrado LIKE ...' -> s). */
function joinsOf(sqls: string[]): JoinAlias[] {
  return sqls.flatMap((sql) => [...sql.matchAll(/\b(u|t|st|s|c)\./g)].map((match) => match[1] as JoinAlias));
}

/** SPEC's narrowing of the list; a consultant's is always to their own activities. */
function scopeConditions(scope: ActivityScope, actor: AuthenticatedUser): Condition[] {
  const conditions: Condition[] = [];
  if (isConsultant(actor)) conditions.push(['a.id_usuario = :consultantId', { consultantId: actor.id_usuario }]);
  if (scope.userId !== undefined) conditions.push(['a.id_usuario = :scopeUserId', { scopeUserId: scope.userId }]);
  if (scope.sales) conditions.push(['a.id_tipo_atividade = :salesType', { salesType: ActivityTypeId.FIXED }]);
  if (scope.studentId !== undefined) conditions.push(['a.id_aluno = :scopeStudentId', { scopeStudentId: scope.studentId }]);
  return conditions;
}

@Injectable()
export class ActivityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly students: StudentDirectory,
  ) {}

  /** GET /api/activities: a consultant only ever sees their own. */
  async list(query: ListQuery, scope: ActivityScope, actor: AuthenticatedUser): Promise<{ rows: ActivityRow[]; total: number }> {
    const conditions = scopeConditions(scope, actor);
    const rest = await this.searchConditions(query, conditions);
    // A count joins only what its conditions and filters read; a page's keys also what its sort reads.
    const filterJoins = joinsOf([
      ...conditions.map(([sql]) => sql),
      ...rest.filters.map((filter) => ACTIVITY_LIST_COLUMNS[filter.field]!.sql),
    ]);
    const sortJoins = joinsOf(rest.sort.map((entry) => ACTIVITY_LIST_COLUMNS[entry.field]!.sql));
    const manager = this.dataSource.manager;
    const build = (purpose: 'rows' | 'count' | 'keys') => {
      const qb =
        purpose === 'rows' ? this.select(manager) : this.from(manager, purpose === 'keys' ? [...filterJoins, ...sortJoins] : filterJoins);
      for (const [sql, params] of conditions) qb.andWhere(sql, params);
      return qb;
    };
    const byKeys = (ids: number[]) => this.select(manager).where('a.id = ANY(:ids)', { ids }).getRawMany<ActivityRowWithoutSubtasks>();
    const { rows, total } = await runList(build, rest, ACTIVITY_LIST_COLUMNS, ACTIVITY_DEFAULT_SORT, 'id', { byKeys });
    return { rows: await this.withSubtasks(manager, rows), total };
  }

  /** GET /api/activity/{id} */
  async get(id: number, actor: AuthenticatedUser): Promise<ActivityRow> {
    const row = await this.row(this.dataSource.manager, id);
    if (!mayReach(actor, row)) throw notFound(ACTIVITY_NOT_FOUND);
    return row;
  }

  /** POST /api/activity */
  create(dto: CreateActivityDto, actor: AuthenticatedUser): Promise<ActivityRow> {
    return this.dataSource.transaction((manager) => this.createIn(manager, dto, actor));
  }

  /** Creates an activity inside the caller's transaction (the request's, or the demo seed's). */
  async createIn(manager: EntityManager, dto: CreateActivityDto, actor: Actor): Promise<ActivityRow> {
    const typeId = decideType(actor, dto.id_tipo_atividade);
    const origin = await this.originOf(manager, typeId);
    const userId = decideUser(actor, origin, dto.id_usuario);
    const student = decideStudent(origin, dto.id_aluno);
    if (student.verify) await this.assertStudent(manager, student.id_aluno!);
    if (userId !== actor.id_usuario) await this.assertUser(manager, userId);
    const status = dto.id_status_atividade ?? ActivityStatusId.PENDENTE;
    await this.assertStatus(manager, status);
    const subtasks = this.subtasksOf(dto.subtasks);
    if (isConsultant(actor)) await this.assertNoOpenActivity(manager, actor.id_usuario);

    const inserted = await manager.insert(ActivityEntity, {
      titulo: dto.titulo,
      data: parseDateInput(dto.data ?? '') ?? today(),
      id_usuario: userId,
      id_tipo_atividade: typeId,
      id_aluno: student.id_aluno,
      id_status_atividade: status,
      tempo_gasto: tempoGasto(subtasks),
      atualizado_em: null,
      id_criado_por: actor.id_usuario,
    });
    const id = (inserted.identifiers[0] as { id: number }).id;
    await this.writeSubtasks(manager, id, subtasks);
    await refreshActivitySearch(manager, 'a.id = $1', [id]);
    return this.row(manager, id);
  }

  /** PATCH /api/activity/{id}: what is absent stays; `subtasks`, when sent, replaces the list. */
  async update(id: number, dto: UpdateActivityDto, actor: AuthenticatedUser): Promise<ActivityRow> {
    return this.dataSource.transaction(async (manager) => {
      const stored = await this.lockStored(manager, id);
      if (!stored || !mayReach(actor, stored)) throw notFound(ACTIVITY_NOT_FOUND);
      assertMayChange(actor, stored);

      const typeId = decideType(actor, dto.id_tipo_atividade, stored);
      const origin = typeId === stored.id_tipo_atividade ? stored.tipo : await this.originOf(manager, typeId);
      const userId = decideUser(actor, origin, dto.id_usuario, stored);
      const student = decideStudent(origin, dto.id_aluno, stored);
      if (student.verify) await this.assertStudent(manager, student.id_aluno!);
      if (userId !== stored.id_usuario && userId !== actor.id_usuario) await this.assertUser(manager, userId);
      if (dto.id_status_atividade !== undefined && dto.id_status_atividade !== stored.id_status_atividade) {
        await this.assertStatus(manager, dto.id_status_atividade);
      }

      const changes: Partial<ActivityEntity> = {
        id_tipo_atividade: typeId,
        id_usuario: userId,
        id_aluno: student.id_aluno,
        atualizado_em: new Date(),
      };
      if (dto.titulo !== undefined) changes.titulo = dto.titulo;
      if (dto.data !== undefined) changes.data = parseDateInput(dto.data)!;
      if (dto.id_status_atividade !== undefined) changes.id_status_atividade = dto.id_status_atividade;
      if (dto.subtasks !== undefined) {
        const subtasks = this.subtasksOf(dto.subtasks);
        await manager.query('DELETE FROM subtarefa WHERE id_atividade = $1', [id]);
        await this.writeSubtasks(manager, id, subtasks);
        changes.tempo_gasto = tempoGasto(subtasks);
      }
      await manager.update(ActivityEntity, { id }, changes);
      await refreshActivitySearch(manager, 'a.id = $1', [id]);
      return this.row(manager, id);
    });
  }

  /** DELETE /api/activity?activitiesIds=: all or nothing; an id the user cannot reach is a 404. */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const stored = await this.lockStoredMany(manager, ids);
      if (stored.length !== ids.length || stored.some((activity) => !mayReach(actor, activity))) throw notFound(ACTIVITY_NOT_FOUND);
      for (const activity of stored) assertMayChange(actor, activity);
      await manager.query('DELETE FROM atividade WHERE id = ANY($1::int[])', [ids]);
    });
  }

  /** GET /api/activitiesStatus */
  statuses(query: ListQuery): Promise<{ rows: ActivityStatusRow[]; total: number }> {
    const qb = this.dataSource.createQueryBuilder().from(ActivityStatusEntity, 'st').select(['st.id AS id', 'st.nome AS nome']);
    return runList<ActivityStatusRow>(qb, query, STATUS_LIST_COLUMNS, [{ field: 'id', descending: false }], 'id');
  }

  /** GET /api/activity/students: the FIXED type's student typeahead. */
  searchStudents(q: string, limit: number): Promise<StudentOptionRow[]> {
    return this.students.search(q, limit);
  }

  /**
   * `q` and the folded text filters; answers what is left for applyListQuery. Every
   * term of `q` must be in one of the visible texts: the description or the
   * student's name, e-mail or phone (`busca`), or the name of the responsible user,
   * the type or the status. Those small tables are searched first and their matching
   * ids inlined, so the planner sees one OR of indexed conditions it can estimate.
   */
  private async searchConditions(query: ListQuery, conditions: Condition[]): Promise<ListQuery> {
    for (const [index, term] of foldedTerms(query.q).entries()) {
      const pattern = containsPattern(term);
      const named: Array<{ k: 'u' | 't' | 's'; id: number }> = await this.dataSource.query(
        `SELECT 'u' AS k, id_usuario AS id FROM usuario_projecao WHERE ${foldSql('nome')} LIKE $1
         UNION ALL SELECT 't', id FROM tipo_atividade WHERE ${foldSql('nome')} LIKE $1
         UNION ALL SELECT 's', id FROM status_atividade WHERE ${foldSql('nome')} LIKE $1`,
        [pattern],
      );
      const alternatives = [`a.busca LIKE :q${index}`];
      const params: Record<string, unknown> = { [`q${index}`]: pattern };
      for (const [kind, column] of [
        ['u', 'a.id_usuario'],
        ['t', 'a.id_tipo_atividade'],
        ['s', 'a.id_status_atividade'],
      ] as const) {
        const ids = named.filter((row) => row.k === kind).map((row) => row.id);
        if (!ids.length) continue;
        alternatives.push(`${column} = ANY(:${kind}${index})`);
        params[`${kind}${index}`] = ids;
      }
      conditions.push([`(${alternatives.join(' OR ')})`, params]);
    }
    const rest = query.filters.filter((filter, index) => {
      const column = FOLDED_FILTERS[filter.field];
      if (column) conditions.push([`${column} LIKE :f${index}`, { [`f${index}`]: containsPattern(filter.value) }]);
      return !column;
    });
    return { ...query, q: undefined, filters: rest };
  }

  /** The row query: the activity with its user, type, status, student and creator names. */
  /** `atividade a` with the named joins (all of them for rows). */
  private from(
    manager: EntityManager,
    aliases: Iterable<JoinAlias> = Object.keys(ACTIVITY_JOINS) as JoinAlias[],
  ): SelectQueryBuilder<ObjectLiteral> {
    const qb = manager.createQueryBuilder().from(ActivityEntity, 'a');
    for (const alias of new Set(aliases)) {
      const [entity, on] = ACTIVITY_JOINS[alias];
      qb.leftJoin(entity, alias, on);
    }
    return qb;
  }

  private select(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
    return this.from(manager)
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

  private async row(manager: EntityManager, id: number): Promise<ActivityRow> {
    const row = await this.select(manager).where('a.id = :id', { id }).getRawOne<ActivityRowWithoutSubtasks>();
    if (!row) throw notFound(ACTIVITY_NOT_FOUND);
    const [withSubtasks] = await this.withSubtasks(manager, [row]);
    return withSubtasks!;
  }

  /** The subtasks of a page of activities in one query, newest date first. */
  private async withSubtasks(manager: EntityManager, rows: ActivityRowWithoutSubtasks[]): Promise<ActivityRow[]> {
    if (!rows.length) return [];
    const subtasks: Array<SubtaskRow & { id_atividade: number }> = await manager.query(
      `SELECT id_atividade, id, to_char(data, 'YYYY-MM-DD') AS date, tempo AS time, descricao AS "desc"
         FROM subtarefa
        WHERE id_atividade = ANY($1::int[])
        ORDER BY id_atividade, data DESC, ordem`,
      [rows.map((row) => row.id)],
    );
    const byActivity = new Map<number, SubtaskRow[]>();
    for (const { id_atividade, ...subtask } of subtasks) {
      const list = byActivity.get(id_atividade) ?? [];
      list.push(subtask);
      byActivity.set(id_atividade, list);
    }
    return rows.map((row) => ({ ...row, subtasks: byActivity.get(row.id) ?? [] }));
  }

  private subtasksOf(subtasks: CreateActivityDto['subtasks']): StoredSubtask[] {
    return normalizeSubtasks(subtasks ?? [], parseDateInput, randomUUID, fieldError);
  }

  private async writeSubtasks(manager: EntityManager, activityId: number, subtasks: StoredSubtask[]): Promise<void> {
    if (!subtasks.length) return;
    await manager.query(
      `INSERT INTO subtarefa (id_atividade, id, ordem, data, tempo, segundos, descricao)
       SELECT $1, s.id, s.ordem, s.data::date, s.tempo, s.segundos, s.descricao
         FROM jsonb_to_recordset($2::jsonb) AS s(id text, ordem int, data text, tempo text, segundos int, descricao text)`,
      [activityId, JSON.stringify(subtasks)],
    );
  }

  private async lockStored(manager: EntityManager, id: number): Promise<StoredActivity | undefined> {
    return (await this.lockStoredMany(manager, [id]))[0];
  }

  private lockStoredMany(manager: EntityManager, ids: number[]): Promise<StoredActivity[]> {
    return manager.query(
      `SELECT a.id_usuario, a.id_tipo_atividade, t.tipo, a.id_aluno, a.id_status_atividade
         FROM atividade a JOIN tipo_atividade t ON t.id = a.id_tipo_atividade
        WHERE a.id = ANY($1::int[])
        FOR UPDATE OF a`,
      [ids],
    );
  }

  private async originOf(manager: EntityManager, typeId: number): Promise<ActivityTypeOrigin> {
    const rows: Array<{ tipo: ActivityTypeOrigin }> = await manager.query('SELECT tipo FROM tipo_atividade WHERE id = $1', [typeId]);
    if (!rows[0]) throw fieldError('id_tipo_atividade', INVALID_TYPE);
    return rows[0].tipo;
  }

  private async assertUser(manager: EntityManager, userId: number): Promise<void> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM usuario_projecao WHERE id_usuario = $1 AND status', [userId]);
    if (!rows.length) throw fieldError('id_usuario', INVALID_USER);
  }

  private async assertStatus(manager: EntityManager, status: number): Promise<void> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM status_atividade WHERE id = $1', [status]);
    if (!rows.length) throw fieldError('id_status_atividade', INVALID_STATUS);
  }

  private async assertStudent(manager: EntityManager, studentId: number): Promise<void> {
    if (!(await this.students.exists(studentId, manager))) throw fieldError('id_aluno', STUDENT_NOT_FOUND);
  }

  /**
   * SPEC section 4: a consultant cannot create an activity while one of theirs is
   * not concluded. The advisory lock makes two simultaneous creations wait for
   * each other, so only one of them passes.
   */
  private async assertNoOpenActivity(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('crm.consultant-open-activity'), $1)`, [userId]);
    const open: unknown[] = await manager.query('SELECT 1 FROM atividade WHERE id_usuario = $1 AND id_status_atividade <> $2 LIMIT 1', [
      userId,
      ActivityStatusId.CONCLUIDO,
    ]);
    if (open.length) throw conflict(CONSULTANT_OPEN_ACTIVITY_MESSAGE);
  }
}
