import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { queryRows } from '../src/database/typed-query.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

describe('queryRows', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('typed_query');
    dataSource = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    await dataSource.query('CREATE TABLE item (id int PRIMARY KEY, nome text NOT NULL)');
    await dataSource.query(`INSERT INTO item VALUES (1, 'um'), (2, 'dois'), (3, 'três')`);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  it('binds named parameters whatever the order they are written in, and a list with :...name', async () => {
    const rows = await queryRows<{ id: number; nome: string }>(
      dataSource.manager,
      'SELECT id, nome FROM item WHERE nome <> :skip AND id IN (:...ids) AND id >= :min ORDER BY id',
      { min: 1, ids: [1, 2, 3], skip: 'dois' },
    );
    assert.deepEqual(rows, [
      { id: 1, nome: 'um' },
      { id: 3, nome: 'três' },
    ]);
  });

  it('passes an array parameter as one PostgreSQL array', async () => {
    const rows = await queryRows<{ id: number }>(dataSource.manager, 'SELECT id FROM item WHERE id = ANY(:ids::int[]) ORDER BY id', {
      ids: [2, 3],
    });
    assert.deepEqual(
      rows.map((row) => row.id),
      [2, 3],
    );
  });

  it('answers the returned rows of an UPDATE … RETURNING as rows', async () => {
    const rows = await queryRows<{ id: number }>(
      dataSource.manager,
      'UPDATE item SET nome = upper(nome) WHERE id IN (:...ids) RETURNING id',
      {
        ids: [1, 3],
      },
    );
    assert.deepEqual(rows.map((row) => row.id).sort(), [1, 3]);
  });
});
