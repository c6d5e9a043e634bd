// The enrolment fact's column table holds the migrated table's columns (which schema.e2e-spec ties to the entity).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { migrate } from '@treina/nest-platform';
import { createTestDatabase, type TestDatabase } from '@treina/nest-platform/testing';
import pg from 'pg';
import { reportingDatabaseOptions } from '../src/database/data-source.js';
import { FACT_COLUMN_TYPES } from '../src/enrolment-fact/enrolment-fact.columns.js';

/** The column table's SQL types as PostgreSQL's catalogue names them. */
const CATALOGUE_NAME: Record<string, string> = { int: 'int4', varchar: 'varchar', numeric: 'numeric', timestamptz: 'timestamptz' };

describe('enrolment fact columns', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('reporting_columns');
    await migrate(reportingDatabaseOptions(db.url));
  });
  afterAll(() => db.drop());

  it('declares every column of matricula_fato, with its type, in the table order', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ column_name: string; udt_name: string }>(
        `SELECT column_name, udt_name FROM information_schema.columns WHERE table_name = 'matricula_fato' ORDER BY ordinal_position`,
      );
      assert.deepEqual(
        rows.map((row) => [row.column_name, row.udt_name]),
        Object.entries(FACT_COLUMN_TYPES).map(([name, type]) => [name, CATALOGUE_NAME[type]]),
      );
    } finally {
      await client.end();
    }
  });
});
