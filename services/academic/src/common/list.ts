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
