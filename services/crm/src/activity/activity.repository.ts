import { Inject, Injectable } from '@nestjs/common';
import {
  type ActivityRow,
  type ActivityStatusRow,
  type ActivityTypeOrigin,
  type AuditHistoryItem,
  type SubtaskRow,
} from '@treina/contracts';
import {
  containsPattern,
  countedRows,
  createEnvelope,
  DirectoryUserEntity,
  foldedTerms,
  foldSql,
  insertOutboxMessages,
  isDatePiece,
  ListCountCache,
  type ListCounter,
  type ListQuery,
  notFound,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  PreparedQuery,
  recordHistory,
  runList,
  shownDateCondition,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, In, type ObjectLiteral, type QueryDeepPartialEntity, type SelectQueryBuilder } from 'typeorm';
import { type ActivitySqlRule, OPEN_ACTIVITY_OF_SQL, openActivityOfParams } from '../access.js';
import { ActivityTypeEntity } from '../activity-type/activity-type.entity.js';
import { activitySnapshotOf } from './activity-events.js';
import {
  ACTIVITY_DEFAULT_SORT,
  ACTIVITY_JOINS,
  ACTIVITY_LIST_COLUMNS,
  type ActivityJoin,
  foldedColumnOf,
  joinsOf,
  STATUS_LIST_COLUMNS,
} from './activity-list.columns.js';
import { activitySearchText, searchTextOf } from '../database/activity-search.js';
import { ActivityStatusEntity } from './activity-status.entity.js';
import { ActivityEntity } from './activity.entity.js';
import { ACTIVITY_NOT_FOUND, type StoredActivity } from './activity.rules.js';
import { SubtaskEntity } from './subtask.entity.js';
import type { StoredSubtask } from './subtasks.js';

export type ActivityChanges = QueryDeepPartialEntity<ActivityEntity>;
export type NewActivity = ActivityChanges & { titulo: string; id_aluno: number | null };
/** What the rules need of a stored activity, with what its events need: its id and revision. */
export type LockedActivity = StoredActivity & { id: number; revisao: number };
export type ActivityRowWithoutSubtasks = Omit<ActivityRow, 'subtasks'>;
/** A transaction's handle: the outbox transaction's manager, or the event's inbox transaction's. */
export type ActivityTx = EntityManager;

/** A WHERE condition over `atividade a`, its parameters, and the fields whose joins it reads. */
interface Condition extends ActivitySqlRule {
  fields?: string[];
}

/** The small tables a search term is looked up in by name, and the activity's column that references them. */
const NAMED = [
  { key: 'u', entity: DirectoryUserEntity, id: 'id_usuario', column: 'a.id_usuario' },
  { key: 't', entity: ActivityTypeEntity, id: 'id', column: 'a.id_tipo_atividade' },
  { key: 's', entity: ActivityStatusEntity, id: 'id', column: 'a.id_status_atividade' },
] as const;

const ALL_JOINS = Object.keys(ACTIVITY_JOINS) as ActivityJoin[];

/** `atividade a` with the given joins. */
function activityFrom(manager: EntityManager, joins: Iterable<ActivityJoin>): SelectQueryBuilder<ObjectLiteral> {
  const qb = manager.createQueryBuilder().from(ActivityEntity, 'a');
  for (const alias of new Set(joins)) qb.leftJoin(ACTIVITY_JOINS[alias].entity, alias, ACTIVITY_JOINS[alias].on);
  return qb;
}

/** The row's fields, every join; a missing name, e-mail or phone is ''. */
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

/** Every Atividades page runs these two: prepared once per connection instead of built and planned per page. */
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
 * The activity aggregate in the database: the activity, its subtasks and its searched text,
 * the row as the API answers it (names joined in), the Atividades list, and the references
 * its rules check. A method given a manager runs on that transaction; one without reads outside any.
 */
@Injectable()
export class ActivityRepository {
  /** Search totals kept while no activity changed: a broad search's count reads every match, its page a few rows. */
  private readonly totals = new ListCountCache('atividades');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  // ---- writes, on the caller's transaction ----

  /** What the rules need of these activities, locked until the transaction ends. */
  lockStored(manager: ActivityTx, ids: number[]): Promise<LockedActivity[]> {
    return manager
      .createQueryBuilder()
      .from(ActivityEntity, 'a')
      .innerJoin(ActivityTypeEntity, 't', 't.id = a.id_tipo_atividade')
      .select('a.id', 'id')
      .addSelect('a.revisao', 'revisao')
      .addSelect('a.id_usuario', 'id_usuario')
      .addSelect('a.id_tipo_atividade', 'id_tipo_atividade')
      .addSelect('t.tipo', 'tipo')
      .addSelect('a.id_aluno', 'id_aluno')
      .addSelect('a.id_status_atividade', 'id_status_atividade')
      .where('a.id = ANY(:ids)', { ids })
      .setLock('pessimistic_write', undefined, ['a'])
      .getRawMany<LockedActivity>();
  }

  /** Inserts the activity with its subtasks and searched text; answers its id. */
  async insert(manager: ActivityTx, activity: NewActivity, subtasks: StoredSubtask[]): Promise<number> {
    const search = searchTextOf(activity);
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ActivityEntity)
      .values({ ...activity, busca: search.sql })
      .setParameters(search.params)
      .execute();
    const id = (inserted.identifiers[0] as { id: number }).id;
    await this.insertSubtasks(manager, id, subtasks);
    return id;
  }

  /** Changes the activity (and its searched text); `subtasks`, when given, replace its list. */
  async update(manager: ActivityTx, id: number, changes: ActivityChanges, subtasks?: StoredSubtask[]): Promise<void> {
    if (subtasks) {
      await manager.delete(SubtaskEntity, { id_atividade: id });
      await this.insertSubtasks(manager, id, subtasks);
    }
    const search = searchTextOf(changes, 'atividade');
    await manager
      .createQueryBuilder()
      .update(ActivityEntity)
      .set({ ...changes, busca: search.sql })
      .where({ id })
      .setParameters(search.params)
      .execute();
  }

  /** Deletes the activities (their subtasks go with them: ON DELETE CASCADE). */
  async delete(manager: ActivityTx, ids: number[]): Promise<void> {
    await manager.delete(ActivityEntity, { id: In(ids) });
  }

  /** Rewrites the searched text of a student's activities after the students projection changed them. */
  async rewriteSearchOfStudent(manager: ActivityTx, studentId: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ActivityEntity)
      .set({ busca: () => activitySearchText('atividade') })
      .where({ id_aluno: studentId })
      .execute();
  }

  /**
   * True when one of the user's activities is open (access.ts: isOpenActivityOf). Takes a
   * transaction-long advisory lock on the user first, so two simultaneous creations of a
   * consultant wait for each other and only one of them finds none.
   */
  async hasOpenActivity(manager: ActivityTx, userId: number): Promise<boolean> {
    await manager
      .createQueryBuilder()
      .select(`pg_advisory_xact_lock(hashtext('crm.consultant-open-activity'), :userId)`)
      .fromDummy()
      .setParameters({ userId })
      .getRawOne();
    return manager.createQueryBuilder().from(ActivityEntity, 'a').where(OPEN_ACTIVITY_OF_SQL, openActivityOfParams(userId)).getExists();
  }

  // ---- the references an activity's rules check ----

  /** The origin (SYSTEM, FIXED, CUSTOM) of an activity type; undefined when there is no such type. */
  async typeOrigin(manager: ActivityTx, typeId: number): Promise<ActivityTypeOrigin | undefined> {
    return (await manager.findOne(ActivityTypeEntity, { where: { id: typeId } }))?.tipo;
  }

  /** True when the user is in the users projection and active. */
  isActiveUser(manager: ActivityTx, userId: number): Promise<boolean> {
    return manager.exists(DirectoryUserEntity, { where: { id_usuario: userId, status: true } });
  }

  statusExists(manager: ActivityTx, status: number): Promise<boolean> {
    return manager.exists(ActivityStatusEntity, { where: { id: status } });
  }

  // ---- the row as the API answers it ----

  /** `atividade a` with the row's fields and every join (the privacy export narrows it). */
  select(manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<ObjectLiteral> {
    return activitySelect(manager);
  }

  /** One activity with its subtasks, else a 404. */
  async one(id: number, manager: ActivityTx = this.dataSource.manager): Promise<ActivityRow> {
    const row = await activitySelect(manager).where('a.id = :id', { id }).getRawOne<ActivityRowWithoutSubtasks>();
    if (!row) throw notFound(ACTIVITY_NOT_FOUND);
    const [withSubtasks] = await this.withSubtasks(manager, [row]);
    return withSubtasks!;
  }

  /** These activities with their subtasks, in two queries whatever their number (a batch delete's audit). */
  async manyWithSubtasks(manager: ActivityTx, ids: number[]): Promise<ActivityRow[]> {
    return this.withSubtasks(manager, await ROWS_BY_IDS.run(manager, { ids }));
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

  /** The activity's changes, its subtasks included, newest first. */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'activity', id, query, {
      exists: (manager) => manager.existsBy(ActivityEntity, { id }),
      notFoundMessage: ACTIVITY_NOT_FOUND,
    });
  }

  /** The activity statuses, by id. */
  statuses(query: ListQuery): Promise<Page<ActivityStatusRow>> {
    const qb = this.dataSource.createQueryBuilder().from(ActivityStatusEntity, 'st').select(['st.id AS id', 'st.nome AS nome']);
    return runList<ActivityStatusRow>(qb, query, STATUS_LIST_COLUMNS, [{ field: 'id', descending: false }], 'id');
  }

  // ---- the Atividades list ----

  /** A page (or all) of the activities `scope` allows, searched (`q`), filtered and sorted as `query` asks. */
  async page(query: ListQuery, scope: ActivitySqlRule[]): Promise<Page<ActivityRow>> {
    const manager = this.dataSource.manager;
    const conditions: Condition[] = [...scope];
    conditions.push(...(await this.searchConditions(manager, query.q)));
    const { conditions: folded, rest } = this.foldedFilters(query);
    conditions.push(...folded);
    const filterJoins = joinsOf([...conditions.flatMap((condition) => condition.fields ?? []), ...rest.filters.map((f) => f.field)]);
    const sortJoins = joinsOf(rest.sort.map((entry) => entry.field));
    const build = (purpose: 'rows' | 'count' | 'keys') => {
      const qb =
        purpose === 'rows'
          ? activitySelect(manager)
          : activityFrom(manager, purpose === 'keys' ? [...filterJoins, ...sortJoins] : filterJoins);
      for (const condition of conditions) qb.andWhere(condition.sql, condition.params);
      return qb;
    };
    const byKeys = (ids: number[]) => ROWS_BY_IDS.run(manager, { ids });
    // Nothing searched, filtered or scoped: the trigger-kept count of every activity.
    const whole = !conditions.length && !rest.filters.length;
    const total = whole ? () => countedRows(manager, 'atividade') : undefined;
    // A total over the activity's own columns only (no join, no other filter) is kept under its version.
    const ownColumns = !rest.filters.length && conditions.every((condition) => !joinsOf(condition.fields ?? []).length);
    const key = JSON.stringify(conditions.map((condition) => [condition.sql, condition.params]));
    const countThrough = ownColumns ? (count: ListCounter) => this.totals.total(manager, key, count) : undefined;
    const page = await runList(build, rest, ACTIVITY_LIST_COLUMNS, ACTIVITY_DEFAULT_SORT, 'id', { byKeys, total, countThrough });
    return { ...page, rows: await this.withSubtasks(manager, page.rows) };
  }

  /**
   * `q`: every term must be in one of the visible texts (description, student's name, e-mail or phone,
   * user, type or status names, the dates as shown). The names are looked up first, every term in one
   * round trip, and their ids inlined, so the planner sees one OR of indexed conditions.
   */
  private async searchConditions(manager: EntityManager, q: string | undefined): Promise<Condition[]> {
    const terms = foldedTerms(q);
    if (!terms.length) return [];
    const named = await this.namedIds(manager, terms);
    return terms.map((term, index) => {
      const alternatives = [`a.busca LIKE :q${index}`];
      const params: ObjectLiteral = { [`q${index}`]: containsPattern(term) };
      for (const { key, column } of NAMED) {
        const ids = named[`${key}${index}`] ?? [];
        if (!ids.length) continue;
        alternatives.push(`${column} = ANY(:${key}${index})`);
        params[`${key}${index}`] = ids;
      }
      // Data Ref. and Atualização as they are shown, DD/MM/YYYY, MM/YYYY or DD/MM.
      if (isDatePiece(term)) {
        for (const [key, column] of [
          ['dr', ACTIVITY_LIST_COLUMNS.data!],
          ['da', ACTIVITY_LIST_COLUMNS.atualizado_em!],
        ] as const) {
          const date = shownDateCondition(column, term, `${key}${index}`, this.platform.schoolTimeZone);
          alternatives.push(date.sql);
          Object.assign(params, date.params);
        }
      }
      return { sql: `(${alternatives.join(' OR ')})`, params };
    });
  }

  /** Per term (`u0`, `t0`, `s0`, `u1` …): the ids of the users, types and statuses whose name contains it. */
  private async namedIds(manager: EntityManager, terms: string[]): Promise<Record<string, number[]>> {
    const qb = manager.createQueryBuilder().select('1', 'one').fromDummy();
    terms.forEach((term, index) => {
      qb.setParameter(`p${index}`, containsPattern(term));
      for (const { key, entity, id } of NAMED) {
        const names = qb
          .subQuery()
          .select(`n.${id}`)
          .from(entity, 'n')
          .where(`${foldSql('n.nome')} LIKE :p${index}`)
          .getQuery();
        qb.addSelect(`ARRAY${names}`, `${key}${index}`);
      }
    });
    return (await qb.getRawOne<Record<string, number[]>>()) ?? {};
  }

  /** Text filters answered from stored folded text; the rest is left to the list protocol. */
  private foldedFilters(query: ListQuery): { conditions: Condition[]; rest: ListQuery } {
    const conditions: Condition[] = [];
    const filters = query.filters.filter((filter, index) => {
      const column = foldedColumnOf(filter.field);
      if (column) {
        conditions.push({
          sql: `${column} LIKE :f${index}`,
          params: { [`f${index}`]: containsPattern(filter.value) },
          fields: [filter.field],
        });
      }
      return !column;
    });
    return { conditions, rest: { ...query, q: undefined, filters } };
  }

  private async insertSubtasks(manager: ActivityTx, activityId: number, subtasks: StoredSubtask[]): Promise<void> {
    if (!subtasks.length) return;
    await manager.insert(
      SubtaskEntity,
      subtasks.map((subtask) => ({ id_atividade: activityId, ...subtask })),
    );
  }
}

/**
 * Queues one `crm.activity.snapshot.v1` per activity in the outbox, at its current revision (a
 * consumer that holds it changes nothing): a replay's source. Batches of `batchSize`, each in its
 * own transaction, so a long history never holds one huge transaction. Answers how many were queued.
 */
export async function republishActivities(dataSource: DataSource, batchSize = 1000): Promise<number> {
  let total = 0;
  let after = 0;
  for (;;) {
    const count = await dataSource.transaction(async (manager) => {
      const batch = await activitySelect(manager)
        .addSelect('a.revisao', 'revisao')
        .where('a.id > :after', { after })
        .orderBy('a.id')
        .limit(batchSize)
        .getRawMany<ActivityRowWithoutSubtasks & { revisao: number }>();
      if (!batch.length) return 0;
      const envelopes = batch.map(({ revisao, ...row }) =>
        createEnvelope('crm.activity.snapshot.v1', activitySnapshotOf(row, revisao), 'crm'),
      );
      await insertOutboxMessages(manager, envelopes);
      after = batch[batch.length - 1]!.id;
      return batch.length;
    });
    if (!count) return total;
    total += count;
  }
}

/**
 * The same searched text for the rows of a benchmark's fill (`where` filters `atividade a`,
 * e.g. 'a.id > $1'), through any client with `query(sql, params)`. Only the benches import it.
 * @public
 */
export async function refreshActivitySearch(
  client: { query(sql: string, params: unknown[]): Promise<unknown> },
  where: string,
  params: unknown[],
): Promise<void> {
  await client.query(`UPDATE atividade a SET busca = ${activitySearchText('a')} WHERE ${where}`, params);
}
