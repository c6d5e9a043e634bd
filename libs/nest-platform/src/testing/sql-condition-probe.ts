import pg from 'pg';
import { DataSource } from 'typeorm';
import { DEFAULT_POSTGRES_URL } from '../config/env.js';
import { jestApi } from './jest-api.js';

/** Rows held in memory, read by PostgreSQL under `alias` with each column's SQL type. */
export interface InlineRows<Row extends { id: number }> {
  alias: string;
  columns: { [column in keyof Row & string]: string };
  rows: Row[];
}

export interface SqlConditionProbe {
  /** The ids of the rows a repository's SQL condition keeps, with `:name` parameters bound as the repositories bind them. */
  keptIds<Row extends { id: number }>(table: InlineRows<Row>, condition: string, params?: Record<string, unknown>): Promise<number[]>;
}

/**
 * Holds an access rule's SQL form to its predicate: the condition runs in PostgreSQL over the same
 * rows the predicate is asked about. Opens its pool before the file's tests and closes it after.
 */
export function sqlConditionProbe(): SqlConditionProbe {
  const { beforeAll, afterAll } = jestApi();
  const driver = new DataSource({ type: 'postgres' }).driver;
  let pool: pg.Pool | undefined;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: `${process.env.POSTGRES_URL ?? DEFAULT_POSTGRES_URL}/postgres`, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
  });
  return {
    async keptIds(table, condition, params = {}) {
      if (!pool) throw new Error('sqlConditionProbe() is called at the top of a test file, and used inside its tests');
      const columns = Object.entries(table.columns)
        .map(([name, type]) => `${name} ${type}`)
        .join(', ');
      const [sql, values] = driver.escapeQueryWithParameters(
        `SELECT ${table.alias}.id FROM jsonb_to_recordset(:inlineRows::jsonb) AS ${table.alias}(${columns}) WHERE ${condition} ORDER BY ${table.alias}.id`,
        { ...params, inlineRows: JSON.stringify(table.rows) },
      );
      return (await pool.query<{ id: number }>(sql, values)).rows.map((row) => row.id);
    },
  };
}
