import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListTotal, ListCounter } from './list-count-cache.js';
import type { Page } from './page.js';
import { applyListQuery, type ListColumn, type ListQuery } from './paging.js';

export type SortEntry = ListQuery['sort'][number];

/**
 * The base query of a list: for its rows, for counting them, or for the keys of a page. A count or a page's keys need only the joins their
 * filters and sort use: PostgreSQL drops an unused LEFT JOIN but still plans the base table as if the join column were read, which rules
 * out index-only scans.
 */
export type ListBuilder = (purpose: 'rows' | 'count' | 'keys') => SelectQueryBuilder<ObjectLiteral>;

export interface ListOptions<T> {
  /**
   * Fetches the full rows of a page's keys (in any order). With it, a page is
   * found as keys first (filters and sort only) and its rows joined afterwards, so
   * sorting by a joined column does not join every matching row.
   */
  byKeys?: (keys: number[]) => Promise<T[]>;
  /**
   * For a search whose matches may be rare: the total is counted first (through the search's indexes) and, when `fewEnough(total)`, the
   * page comes from `build` (the matches behind an OFFSET 0 fence, then sorted) instead of a walk of the sort's index over the whole table.
   * A function, so that what the threshold depends on is read only when the total does not decide.
   */
  few?: { fewEnough: (total: number) => boolean | Promise<boolean>; build: SelectQueryBuilder<ObjectLiteral> };
  /**
   * The total, read from a kept count (countedRows) instead of counting: for a list the
   * caller knows is narrowed by nothing (no search, no filter, no scope) but what that count
   * counts. Used only when `query` has no search and no filters either.
   */
  total?: () => Promise<number>;
  /**
   * Counts the matching rows through the caller (a ListCountCache keeps them while the list's
   * version holds, and answers a long count with a lower bound): `count` runs the count
   * query, whole or stopped at a limit.
   */
  countThrough?: (count: ListCounter) => Promise<ListTotal>;
}

/**
 * Runs one list of the paging protocol: search, filters, sort (the product's default when none is asked; `tieBreak` appended in the
 * direction of the last sort entry, so pages never overlap) and, with `page`, the total of matching rows in a second query run in parallel.
 * A caller that searches or filters some fields its own way applies those to the base query and leaves them out of `query`.
 */
export async function runList<T extends object>(
  build: ListBuilder | SelectQueryBuilder<ObjectLiteral>,
  query: ListQuery,
  columns: Record<string, ListColumn>,
  defaultSort: SortEntry[],
  tieBreak: string,
  options: ListOptions<T> = {},
): Promise<Page<T>> {
  const builder: ListBuilder = typeof build === 'function' ? build : (purpose) => (purpose === 'rows' ? build : build.clone());
  const sort = query.sort.length ? query.sort : defaultSort;
  const last = sort[sort.length - 1];
  const stable = sort.some((entry) => entry.field === tieBreak)
    ? sort
    : [...sort, { field: tieBreak, descending: last?.descending ?? false }];
  if (query.page === undefined) {
    const rows = await applyListQuery(builder('rows'), { ...query, sort: stable }, columns, stable).getRawMany<T>();
    return { rows, total: rows.length };
  }
  const matching = () => applyListQuery(builder('count'), { ...query, page: undefined, sort: [] }, columns, []).orderBy();
  const runCount: ListCounter = async (limit) => {
    if (limit === undefined) return (await matching().select('COUNT(*)::int', 'total').getRawOne<{ total: number }>())?.total ?? 0;
    // A count that stops at `limit` rows: the scan ends there, however many more match.
    const upTo = matching().select('1').limit(limit);
    const bounded = upTo
      .createQueryBuilder()
      .select('COUNT(*)::int', 'total')
      .from(`(${upTo.getQuery()})`, 'bounded')
      .setParameters(upTo.getParameters());
    return (await bounded.getRawOne<{ total: number }>())?.total ?? 0;
  };
  const count = async (): Promise<ListTotal> =>
    options.countThrough ? options.countThrough(runCount) : { total: await runCount(), atLeast: false };
  const answer = (rows: T[], total: ListTotal): Page<T> =>
    total.atLeast ? { rows, total: total.total, totalIsLowerBound: true } : { rows, total: total.total };
  const page = async (fenced?: SelectQueryBuilder<ObjectLiteral>): Promise<T[]> => {
    const base = fenced ?? builder(options.byKeys ? 'keys' : 'rows');
    const ordered = applyListQuery(base, { ...query, sort: stable }, columns, stable);
    if (fenced) return ordered.getRawMany<T>();
    if (!options.byKeys) return ordered.getRawMany<T>();
    const keys = (await ordered.select(columns[tieBreak]!.sql, 'key').getRawMany<{ key: number }>()).map((row) => row.key);
    const found = keys.length ? await options.byKeys(keys) : [];
    const byKey = new Map(found.map((row) => [(row as Record<string, unknown>)[tieBreak], row]));
    return keys.map((key) => byKey.get(key)).filter((row): row is T => row !== undefined);
  };
  if (options.few) {
    const total = await count();
    // A lower bound is "many": the page is walked from the sort's index.
    if (total.atLeast || !(await options.few.fewEnough(total.total))) return answer(await page(), total);
    return answer(total.total ? await page(options.few.build) : [], total);
  }
  if (options.total && !query.q && !query.filters.length) {
    const [rows, total] = await Promise.all([page(), options.total()]);
    return { rows, total };
  }
  const [rows, total] = await Promise.all([page(), count()]);
  return answer(rows, total);
}
