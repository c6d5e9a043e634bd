import { applyListQuery, type ListColumn, type ListQuery, setTotalCount } from '@treina/nest-platform';
import type { Response } from 'express';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export type SortEntry = ListQuery['sort'][number];

/**
 * Runs one list of the paging protocol: search, filters, sort (SPEC's default when
 * none is asked; `tieBreak` appended so pages never overlap) and, with `page`, the
 * total of matching rows in a second query run in parallel (no ORDER BY, and the
 * planner drops LEFT JOINs the filters do not use).
 */
export async function runList<T>(
  qb: SelectQueryBuilder<ObjectLiteral>,
  query: ListQuery,
  columns: Record<string, ListColumn>,
  defaultSort: SortEntry[],
  tieBreak: string,
): Promise<{ rows: T[]; total: number }> {
  const sort = query.sort.length ? query.sort : defaultSort;
  const last = sort[sort.length - 1];
  const stable = sort.some((entry) => entry.field === tieBreak) ? sort : [...sort, { field: tieBreak, descending: last?.descending ?? false }];
  applyListQuery(qb, { ...query, sort: stable }, columns, stable);
  if (query.page === undefined) {
    const rows = await qb.getRawMany<T>();
    return { rows, total: rows.length };
  }
  const counter = qb.clone().select('COUNT(*)::int', 'total').orderBy().offset(undefined).limit(undefined);
  const [rows, counted] = await Promise.all([qb.getRawMany<T>(), counter.getRawOne<{ total: number }>()]);
  return { rows, total: counted?.total ?? 0 };
}

/** A list's answer: its rows, the total in `X-Total-Count`. */
export function sendList<T>(response: Response, list: { rows: T[]; total: number }): T[] {
  setTotalCount(response, list.total);
  return list.rows;
}
