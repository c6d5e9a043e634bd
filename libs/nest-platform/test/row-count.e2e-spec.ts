import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { countedRows, ROW_COUNT_TABLE, rowCounterDownSql, rowCounterUpSql } from '../src/database/row-count.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

describe('row counters (countedRows)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const counts = async () => ({
    students: await countedRows(dataSource.manager, 'pessoa', 'true'),
    leads: await countedRows(dataSource.manager, 'pessoa', 'false'),
    items: await countedRows(dataSource.manager, 'item'),
  });
  const actual = async () => {
    const [row] = (await dataSource.query(
      `SELECT count(*) FILTER (WHERE aluno)::int AS students, count(*) FILTER (WHERE NOT aluno)::int AS leads,
              (SELECT count(*)::int FROM item) AS items FROM pessoa`,
    )) as { students: number; leads: number; items: number }[];
    return row;
  };

  beforeAll(async () => {
    db = await createTestDatabase('row_count');
    dataSource = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    await dataSource.query('CREATE TABLE pessoa (id int PRIMARY KEY, aluno boolean NOT NULL, nome text NOT NULL)');
    await dataSource.query('CREATE TABLE item (id int PRIMARY KEY)');
    // Rows already there when the counter is created are counted by the migration.
    await dataSource.query('INSERT INTO pessoa SELECT g, g % 4 = 0, $1 FROM generate_series(1, 100) g', ['x']);
    for (const sql of [...rowCounterUpSql({ table: 'pessoa', group: 'aluno' }), ...rowCounterUpSql({ table: 'item' })]) {
      await dataSource.query(sql);
    }
  });

  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  it('counts the rows there before the counter, per group', async () => {
    assert.deepEqual(await counts(), { students: 25, leads: 75, items: 0 });
  });

  it('follows inserts, deletes, updates that move a row between groups, and INSERT … ON CONFLICT', async () => {
    await dataSource.query('INSERT INTO pessoa SELECT g, true, $1 FROM generate_series(101, 110) g', ['y']);
    await dataSource.query('DELETE FROM pessoa WHERE id BETWEEN 1 AND 8');
    await dataSource.query('UPDATE pessoa SET aluno = NOT aluno WHERE id BETWEEN 9 AND 20');
    await dataSource.query("UPDATE pessoa SET nome = 'z'");
    await dataSource.query('INSERT INTO item SELECT generate_series(1, 7)');
    await dataSource.query('INSERT INTO item SELECT generate_series(5, 12) ON CONFLICT (id) DO NOTHING');
    await dataSource.query('DELETE FROM item WHERE id = 3');
    assert.deepEqual(await counts(), await actual());
    assert.deepEqual(await counts(), { students: 39, leads: 63, items: 11 });
  });

  it('counts nothing a rolled-back transaction wrote', async () => {
    const before = await counts();
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('INSERT INTO item SELECT generate_series(100, 150)');
    await runner.rollbackTransaction();
    await runner.release();
    assert.deepEqual(await counts(), before);
  });

  it('keeps two concurrent writers exact (the second waits for the first commit)', async () => {
    const first = dataSource.createQueryRunner();
    const second = dataSource.createQueryRunner();
    await first.startTransaction();
    await second.startTransaction();
    await first.query('INSERT INTO item SELECT generate_series(200, 209)');
    const waiting = second.query('INSERT INTO item SELECT generate_series(300, 304)');
    await first.commitTransaction();
    await waiting;
    await second.commitTransaction();
    await first.release();
    await second.release();
    assert.deepEqual(await counts(), await actual());
  });

  it('is zero after TRUNCATE, and goes with its last counter', async () => {
    await dataSource.query('TRUNCATE pessoa, item');
    assert.deepEqual(await counts(), { students: 0, leads: 0, items: 0 });
    for (const sql of [...rowCounterDownSql('pessoa'), ...rowCounterDownSql('item')]) await dataSource.query(sql);
    const [{ present }] = (await dataSource.query('SELECT to_regclass($1) IS NOT NULL AS present', [ROW_COUNT_TABLE])) as {
      present: boolean;
    }[];
    assert.equal(present, false);
  });
});
