import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { HotStatement, PreparedQuery, preparedStatementName, queryRows } from '../src/database/typed-query.js';
import { insertOutboxMessages } from '../src/messaging/outbox.service.js';
import { OutboxMessageEntity } from '../src/messaging/outbox-message.entity.js';
import { createEnvelope } from '../src/messaging/envelope.js';
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

  it('builds a PreparedQuery SQL once per data source and binds the parameters of each call', async () => {
    let built = 0;
    const byIds = new PreparedQuery<{ id: number }, { ids: number[] }>((manager) => {
      built += 1;
      return manager.createQueryBuilder().from('item', 'i').select('i.id AS id').where('i.id = ANY(:ids)').orderBy('i.id');
    });
    const first = await byIds.run(dataSource.manager, { ids: [3, 1, 9] });
    const second = await byIds.run(dataSource.manager, { ids: [2] });
    assert.deepEqual(
      first.map((row) => row.id),
      [1, 3],
    );
    assert.deepEqual(
      second.map((row) => row.id),
      [2],
    );
    assert.equal(built, 1);
  });

  it('runs a PreparedQuery as a statement PostgreSQL keeps prepared on the connection, and one with a :...list as a plain one', async () => {
    const byId = new PreparedQuery<{ nome: string }, { id: number }>((manager) =>
      manager.createQueryBuilder().from('item', 'i').select('i.nome AS nome').where('i.id = :id'),
    );
    const byList = new PreparedQuery<{ id: number }, { ids: number[] }>((manager) =>
      manager.createQueryBuilder().from('item', 'i').select('i.id AS id').where('i.id IN (:...ids)').orderBy('i.id'),
    );
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      const prepared = async () =>
        ((await runner.query('SELECT statement FROM pg_prepared_statements WHERE from_sql = false')) as { statement: string }[]).map(
          (row) => row.statement,
        );
      const before = await prepared();
      // (An earlier test upper-cased some names.)
      const nameOf = async (id: number) => (await byId.run(runner.manager, { id })).map((row) => row.nome.toLowerCase());
      assert.deepEqual(await nameOf(2), ['dois']);
      assert.deepEqual(await nameOf(3), ['três']);
      assert.deepEqual(
        (await byList.run(runner.manager, { ids: [3, 1] })).map((row) => row.id),
        [1, 3],
      );
      assert.deepEqual(
        (await byList.run(runner.manager, { ids: [2, 3, 1] })).map((row) => row.id),
        [1, 2, 3],
      );
      const added = (await prepared()).filter((statement) => !before.includes(statement));
      assert.equal(added.length, 1, 'one prepared statement, for both runs of byId');
      assert.match(added[0]!, /WHERE "?i"?\."?id"? = \$1/);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
  it('runs a HotStatement as one statement PostgreSQL keeps prepared on the connection, whatever the parameters', async () => {
    const renamed = new HotStatement<{ id: number; nome: string }, { id: number; nome: string }>(
      'UPDATE item SET nome = :nome WHERE id = :id RETURNING id, nome',
    );
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      const prepared = async () =>
        ((await runner.query('SELECT name, statement FROM pg_prepared_statements WHERE from_sql = false')) as { name: string }[]).map(
          (row) => row.name,
        );
      const before = await prepared();
      assert.deepEqual(await renamed.run(runner.manager, { id: 2, nome: 'dois' }), [{ id: 2, nome: 'dois' }]);
      assert.deepEqual(await renamed.run(runner.manager, { nome: 'TRÊS', id: 3 }), [{ id: 3, nome: 'TRÊS' }]);
      assert.deepEqual(await renamed.run(runner.manager, { id: 99, nome: 'nenhum' }), []);
      const added = (await prepared()).filter((name) => !before.includes(name));
      assert.deepEqual(added, [preparedStatementName(renamed.sql)]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('names a statement by its text, and leaves one with a :...list unnamed', () => {
    assert.equal(preparedStatementName('SELECT 1 WHERE :a = 1'), preparedStatementName('SELECT 1 WHERE :a = 1'));
    assert.notEqual(preparedStatementName('SELECT 1 WHERE :a = 1'), preparedStatementName('SELECT 2 WHERE :a = 1'));
    assert.match(preparedStatementName('SELECT 1')!, /^treina_[0-9a-f]{20}$/);
    assert.equal(preparedStatementName('SELECT id FROM item WHERE id IN (:...ids)'), undefined);
  });
});

describe('insertOutboxMessages', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('outbox_insert');
    dataSource = await new DataSource({ type: 'postgres', url: db.url, entities: [OutboxMessageEntity], synchronize: true }).initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  it('stores every envelope whole and in the order given, quotes, backslashes and accents included', async () => {
    const awkward = ['Ana "Aninha" d\'Ávila', 'C:\\pasta\\arquivo', '{chaves, e vírgulas}', 'linha\nnova'];
    const envelopes = awkward.map((nome, index) =>
      createEnvelope('identity.user.updated.v1', { id_usuario: index + 1, nome } as never, 'test'),
    );
    await insertOutboxMessages(dataSource.manager, envelopes);
    const stored = await dataSource.getRepository(OutboxMessageEntity).find({ order: { id: 'ASC' } });
    assert.deepEqual(
      stored.map((row) => row.messageId),
      envelopes.map((envelope) => envelope.id),
    );
    assert.deepEqual(
      stored.map((row) => row.envelope),
      envelopes.map((envelope) => JSON.parse(JSON.stringify(envelope)) as unknown),
    );
  });
});
