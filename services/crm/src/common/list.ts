import { type ListColumn, type ListQuery, parseListQuery, setTotalCount } from '@treina/nest-platform';
import type { Response } from 'express';
import { withoutNul } from './fields.js';

/**
 * parseListQuery of the raw query string, NULs dropped from its values first (the
 * database refuses them in a LIKE parameter, which would be a 500).
 */
export function listQuery(raw: Record<string, unknown>, columns: Record<string, ListColumn>): ListQuery {
  const clean = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, typeof value === 'string' ? withoutNul(value) : value]));
  return parseListQuery(clean, columns);
}

/** A list's answer: its rows, the total in `X-Total-Count`. */
export function sendList<T>(response: Response, list: { rows: T[]; total: number }): T[] {
  setTotalCount(response, list.total);
  return list.rows;
}
