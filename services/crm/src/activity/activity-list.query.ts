import { Inject, Injectable } from '@nestjs/common';
import type { ActivityRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  containsPattern,
  DirectoryUserEntity,
  foldedTerms,
  foldSql,
  isDatePiece,
  type ListQuery,
  type ListQueryWith,
  type Page,
  PLATFORM_CONFIG,
  type PlatformConfig,
  countedRows,
  ListCountCache,
  type ListCounter,
  runList,
  shownDateCondition,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';
import { ActivityTypeEntity } from '../activity-type/activity-type.entity.js';
import { ACTIVITY_DEFAULT_SORT, ACTIVITY_LIST_COLUMNS, foldedColumnOf, joinsOf } from './activity-list.columns.js';
import { ActivityRowQuery } from './activity-row.query.js';
import { ActivityStatusEntity } from './activity-status.entity.js';
import { isSales, SALES_ACTIVITY_TYPE, SALES_VISIBLE_SQL } from '../access.js';
import { isConsultant } from './activity.rules.js';
import type { ActivityListParams } from './dto/activity-list.params.js';

/** A WHERE condition over `atividade a`, its parameters, and the fields whose joins it reads. */
interface Condition {
  sql: string;
  params: ObjectLiteral;
  fields?: string[];
}

/** The small tables a search term is looked up in by name, and the activity's column that references them. */
const NAMED = [
  { key: 'u', entity: DirectoryUserEntity, id: 'id_usuario', column: 'a.id_usuario' },
  { key: 't', entity: ActivityTypeEntity, id: 'id', column: 'a.id_tipo_atividade' },
  { key: 's', entity: ActivityStatusEntity, id: 'id', column: 'a.id_status_atividade' },
] as const;

/** SPEC's narrowing of the list; a consultant's is always to their own activities, a Vendas user's to the FIXED type. */
export function scopeConditions(params: ActivityListParams, actor: AuthenticatedUser): Condition[] {
  const conditions: Condition[] = [];
  if (isConsultant(actor)) conditions.push({ sql: 'a.id_usuario = :consultantId', params: { consultantId: actor.id_usuario } });
  if (params.userId !== undefined) conditions.push({ sql: 'a.id_usuario = :scopeUserId', params: { scopeUserId: params.userId } });
  // The server narrows a Vendas user's list itself: the client's `sales=true` is only a request.
  if (params.sales || isSales(actor)) conditions.push({ sql: SALES_VISIBLE_SQL, params: { salesType: SALES_ACTIVITY_TYPE } });
  if (params.studentId !== undefined) {
    conditions.push({ sql: 'a.id_aluno = :scopeStudentId', params: { scopeStudentId: params.studentId } });
  }
  return conditions;
}

/** GET /api/activities (and activitiesWithStudents): the Atividades list, whole or paged. */
@Injectable()
export class ActivityListQuery {
  /**
   * Search totals kept while no activity changed (migration 1765100000001): counting a broad
   * search reads every match (~100 ms for "proposta" among 1,000,000 activities), the page a few
   * milliseconds; the next pages, a refresh and the same search by another user reuse the total.
   */
  private readonly totals = new ListCountCache('atividades');

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: ActivityRowQuery,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async list(query: ListQueryWith<ActivityListParams>, actor: AuthenticatedUser): Promise<Page<ActivityRow>> {
    const manager = this.dataSource.manager;
    const conditions = scopeConditions(query.params, actor);
    conditions.push(...(await this.searchConditions(manager, query.q)));
    const { conditions: folded, rest } = this.foldedFilters(query);
    conditions.push(...folded);
    const filterJoins = joinsOf([...conditions.flatMap((condition) => condition.fields ?? []), ...rest.filters.map((f) => f.field)]);
    const sortJoins = joinsOf(rest.sort.map((entry) => entry.field));
    const build = (purpose: 'rows' | 'count' | 'keys') => {
      const qb =
        purpose === 'rows'
          ? this.rows.select(manager)
          : this.rows.from(manager, purpose === 'keys' ? [...filterJoins, ...sortJoins] : filterJoins);
      for (const condition of conditions) qb.andWhere(condition.sql, condition.params);
      return qb;
    };
    const byKeys = (ids: number[]) => this.rows.byIds(manager, ids);
    // Every activity (nothing searched, filtered or scoped): the kept count (1,000,000 rows at BENCH_SCALE=10).
    const whole = !conditions.length && !rest.filters.length;
    const total = whole ? () => countedRows(manager, 'atividade') : undefined;
    // A total over the activity's own columns only (no join, no other filter) is under its version.
    const ownColumns = !rest.filters.length && conditions.every((condition) => !joinsOf(condition.fields ?? []).length);
    const key = JSON.stringify(conditions.map((condition) => [condition.sql, condition.params]));
    const countThrough = ownColumns ? (count: ListCounter) => this.totals.total(manager, key, count) : undefined;
    const page = await runList(build, rest, ACTIVITY_LIST_COLUMNS, ACTIVITY_DEFAULT_SORT, 'id', { byKeys, total, countThrough });
    return { ...page, rows: await this.rows.withSubtasks(manager, page.rows) };
  }

  /**
   * `q`: every term must be in one of the visible texts: the description or the
   * student's name, e-mail or phone (`busca`), the name of the responsible user,
   * the type or the status, or, a piece of a date, the date or the last update as shown. Those small tables are searched first (every term in one
   * round trip) and their matching ids inlined, so the planner sees one OR of indexed
   * conditions it can estimate.
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
      // Data Ref. and Atualização as they are shown, DD/MM/YYYY ('15/03/2026', '03/2026', '15/03').
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
}
