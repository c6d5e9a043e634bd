import type { EntityManager } from 'typeorm';

/**
 * Rows a transaction's handlers hand over one at a time and one set-based statement writes, before the transaction writes anything else
 * or commits (when exactly: libs/nest-platform/README.md, 'Rows written behind'; why: docs/decisions/0005-write-behind.md). A handler must
 * not read back what it handed over in the same transaction: it is not written yet.
 */
export class WriteBehind<Row> {
  /**
   * `write` writes `rows` (in the order they were handed over) through `manager`, set-based (one
   * or a few statements whatever their number); it must give the same result as writing them one
   * by one in that order.
   */
  constructor(readonly write: (manager: EntityManager, rows: Row[]) => Promise<void>) {}

  /** Hands `row` over to `manager`'s transaction; written at once when there is none. */
  async add(manager: EntityManager, row: Row): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) {
      await this.write(manager, [row]);
      return;
    }
    let pending = PENDING.get(manager);
    if (!pending) {
      pending = new Map();
      PENDING.set(manager, pending);
    }
    let rows = pending.get(this as WriteBehind<unknown>);
    if (!rows) {
      rows = [];
      pending.set(this as WriteBehind<unknown>, rows);
    }
    rows.push(row);
  }
}

/**
 * Rows handed over and not written yet, per transaction: keyed by the transaction's
 * EntityManager (DataSource.transaction gives each transaction its own query runner and
 * manager), so a rolled-back transaction's rows go with its manager.
 */
const PENDING = new WeakMap<EntityManager, Map<WriteBehind<unknown>, unknown[]>>();

/** Writes every row handed over in `manager`'s transaction: one write per WriteBehind, in the order each was first used. */
export async function flushWriteBehind(manager: EntityManager): Promise<void> {
  const pending = PENDING.get(manager);
  if (!pending?.size) return;
  PENDING.delete(manager);
  for (const [writer, rows] of pending) await writer.write(manager, rows);
}

/**
 * Of rows with the same key, the one with the highest sequence (the first of equals), ordered by key: what applying them one at a time
 * under a "only a higher sequence changes anything" guard leaves, as one row per key for a set-based upsert (ON CONFLICT cannot touch a row
 * twice). The key order makes concurrent writers lock their rows in one order.
 */
export function latestByKey<Row>(rows: readonly Row[], key: (row: Row) => number, sequence: (row: Row) => number): Row[] {
  const latest = new Map<number, Row>();
  for (const row of rows) {
    const held = latest.get(key(row));
    if (held === undefined || sequence(row) > sequence(held)) latest.set(key(row), row);
  }
  return [...latest.values()].sort((a, b) => key(a) - key(b));
}

/** The SQL type of each column of rows written through unnestSql, by column name. */
export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: string };

/** `unnest(:c1::t1[], …) AS alias(c1, …)`: rows bound as one array per column, each under its column's name (unnestParameters). */
export function unnestSql<Row>(types: ColumnTypes<Row>, alias: string): string {
  const columns = Object.keys(types) as Array<keyof Row & string>;
  return `unnest(${columns.map((column) => `:${column}::${types[column]}[]`).join(', ')}) AS ${alias}(${columns.join(', ')})`;
}

/** unnestSql's parameters for `rows`: one array per column, in the rows' order. */
export function unnestParameters<Row>(types: ColumnTypes<Row>, rows: readonly Row[]): Record<string, unknown[]> {
  return Object.fromEntries(Object.keys(types).map((column) => [column, rows.map((row) => row[column as keyof Row])]));
}
