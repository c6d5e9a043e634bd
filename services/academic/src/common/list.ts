import type { ListQuery } from '@treina/nest-platform';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Runs a list query built with applyListQuery: the rows, and with `page` the total
 * matching rows (the same query without order and paging, counted by PostgreSQL).
 */
export async function runList<T>(qb: SelectQueryBuilder<ObjectLiteral>, query: ListQuery): Promise<{ rows: T[]; total: number }> {
  const counting = async () => {
    const [sql, parameters] = qb.clone().orderBy().offset(undefined).limit(undefined).getQueryAndParameters();
    const answer: Array<{ total: number }> = await qb.connection.query(`SELECT count(*)::int AS total FROM (${sql}) AS counted`, parameters);
    return answer[0]?.total ?? 0;
  };
  const [rows, total] = await Promise.all([qb.getRawMany<T>(), query.page !== undefined ? counting() : Promise.resolve(-1)]);
  return { rows, total: total < 0 ? rows.length : total };
}

/**
 * The RETURNING rows of an UPDATE or DELETE run through `manager.query`, which TypeORM's
 * PostgreSQL driver answers as `[rows, affectedCount]` (an INSERT answers the rows).
 */
export async function returningRows<T>(pending: Promise<unknown>): Promise<T[]> {
  const result = await pending;
  return (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) ? result[0] : result) as T[];
}

/** Rows grouped by a key, in their order (for the lists' per-row details). */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
