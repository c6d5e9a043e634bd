import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource, type QueryRunner } from 'typeorm';
import { listVersionDownSql, listVersionUpSql, readListVersion } from '../src/database/list-version.js';
import { ListCountCache } from '../src/http/list-count-cache.js';
import { ListPageCache, listQueryKey } from '../src/http/list-page-cache.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

describe('list versions (versao_lista) and the pages kept by them (ListPageCache)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const version = async () => Number(await readListVersion(dataSource.manager, 'turmas'));
  const moved = async (change: () => Promise<unknown>) => {
    const before = await version();
    await change();
    return (await version()) - before;
  };
  const inTransaction = async (work: (runner: QueryRunner) => Promise<unknown>) => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await work(runner);
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase('list_version');
    dataSource = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    await dataSource.query('CREATE TABLE pessoa (id int PRIMARY KEY, nome text NOT NULL, flag boolean NOT NULL DEFAULT false)');
    await dataSource.query('CREATE TABLE turma (id int PRIMARY KEY, nome text NOT NULL)');
    await dataSource.query(
      'CREATE TABLE inscricao (turma int NOT NULL REFERENCES turma, pessoa int NOT NULL REFERENCES pessoa, status int NOT NULL)',
    );
    await dataSource.query("INSERT INTO pessoa SELECT g, 'Pessoa ' || g FROM generate_series(1, 20) g");
    await dataSource.query("INSERT INTO turma VALUES (1, 'A'), (2, 'B')");
    for (const sql of listVersionUpSql('turmas', [
      { table: 'turma' },
      { table: 'inscricao' },
      { table: 'pessoa', columns: ['nome'], ignoreInserts: true },
    ]))
      await dataSource.query(sql);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  it('moves once per committed transaction that changes what the list shows, however many rows it writes', async () => {
    assert.equal(await version(), 0);
    assert.equal(await moved(() => dataSource.query('INSERT INTO inscricao SELECT 1, g, 1 FROM generate_series(1, 10) g')), 1);
    assert.equal(
      await moved(() =>
        inTransaction(async (runner) => {
          await runner.query('UPDATE inscricao SET status = 3 WHERE turma = 1');
          await runner.query("UPDATE turma SET nome = 'A2' WHERE id = 1");
          await runner.query('DELETE FROM inscricao WHERE pessoa = 10');
        }),
      ),
      1,
    );
    // The next transaction moves it again: the flag that says "moved" is the transaction's own.
    assert.equal(await moved(() => dataSource.query("UPDATE turma SET nome = 'B2' WHERE id = 2")), 1);
    assert.equal(await moved(() => dataSource.query('TRUNCATE inscricao')), 1);
  });

  it('does not move for what the list does not show, nor for a rolled-back transaction', async () => {
    assert.equal(await moved(() => dataSource.query("INSERT INTO pessoa VALUES (21, 'Nova')")), 0, 'a new person is in no class yet');
    assert.equal(await moved(() => dataSource.query('UPDATE pessoa SET flag = true')), 0, 'a column the list does not show');
    assert.equal(await moved(() => dataSource.query('UPDATE turma SET nome = nome WHERE id = 1')), 0, 'an update that changes nothing');
    assert.equal(await moved(() => dataSource.query("UPDATE pessoa SET nome = 'Renomeada' WHERE id = 3")), 1, 'a name the list shows');
    await assert.rejects(
      moved(() =>
        inTransaction(async (runner) => {
          await runner.query("UPDATE turma SET nome = 'nunca' WHERE id = 1");
          throw new Error('desfeita');
        }),
      ),
    );
    assert.equal((await dataSource.query('SELECT nome FROM turma WHERE id = 1'))[0].nome, 'A2');
  });

  it('lets two writers that lock the same rows in opposite orders both commit (the version is taken at commit, last)', async () => {
    // Writer 1 changes an entry, then renames a person; writer 2 renames that person, then changes an entry of the same
    // class. A trigger that took the version's row at its statement would deadlock these two.
    await dataSource.query('INSERT INTO inscricao VALUES (1, 1, 1), (2, 2, 1)');
    const first = dataSource.createQueryRunner();
    const second = dataSource.createQueryRunner();
    await first.startTransaction();
    await second.startTransaction();
    const before = await version();
    await first.query('UPDATE inscricao SET status = 2 WHERE pessoa = 1');
    await second.query("UPDATE pessoa SET nome = 'Dois' WHERE id = 2");
    const firstWaits = first.query("UPDATE pessoa SET nome = 'Um' WHERE id = 2");
    await new Promise((done) => setTimeout(done, 100));
    await second.commitTransaction();
    await firstWaits;
    await first.commitTransaction();
    await first.release();
    await second.release();
    assert.equal((await version()) - before, 2);
  });

  it('serves a page again while the version holds, and computes it anew once something it shows changed', async () => {
    const served: string[] = [];
    const cache = new ListPageCache('turmas', {
      metrics: { listPageServed: (list, cached) => served.push(`${list} ${cached ? 'hit' : 'miss'}`) },
    });
    let computed = 0;
    const names = async () => {
      computed += 1;
      const rows = (await dataSource.query('SELECT id, nome FROM turma ORDER BY id')) as Array<{ id: number; nome: string }>;
      return { rows, total: rows.length };
    };
    const key = listQueryKey({ page: 1, pageSize: 10, sort: [], filters: [] });
    const first = await cache.page(dataSource.manager, key, names);
    const again = await cache.page(dataSource.manager, key, names);
    assert.equal(computed, 1);
    assert.equal(again.json, first.json);
    assert.equal(again.total, 2);
    assert.match(again.etag, /^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    await dataSource.query("UPDATE turma SET nome = 'Nova' WHERE id = 2");
    const after = await cache.page(dataSource.manager, key, names);
    assert.equal(computed, 2);
    assert.deepEqual(JSON.parse(after.json), [
      { id: 1, nome: 'A2' },
      { id: 2, nome: 'Nova' },
    ]);
    // Another query is another page.
    await cache.page(dataSource.manager, listQueryKey({ page: 2, pageSize: 10, sort: [], filters: [] }), names);
    assert.equal(computed, 3);
    assert.deepEqual(served, ['turmas miss', 'turmas hit', 'turmas miss', 'turmas miss']);
  });

  it('keeps at most its size in pages, the least recently used going first', async () => {
    const cache = new ListPageCache('turmas', { maxBytes: 3 * 2 * 100 });
    let computed = 0;
    const page = (size: number) => async () => {
      computed += 1;
      return { rows: ['x'.repeat(size - 4)], total: 1 };
    };
    const key = (page: number) => listQueryKey({ page, pageSize: 10, sort: [], filters: [] });
    for (const n of [1, 2, 3]) await cache.page(dataSource.manager, key(n), page(100));
    await cache.page(dataSource.manager, key(1), page(100));
    assert.equal(computed, 3, 'three pages of 100 characters fit');
    await cache.page(dataSource.manager, key(4), page(100));
    await cache.page(dataSource.manager, key(1), page(100));
    assert.equal(computed, 4, 'page 1 was used last: page 2 went');
    await cache.page(dataSource.manager, key(2), page(100));
    assert.equal(computed, 5);
    await cache.page(dataSource.manager, key(9), page(1000));
    await cache.page(dataSource.manager, key(9), page(1000));
    assert.equal(computed, 7, 'a page bigger than the whole cache is not kept');
  });

  it('keeps a search total while the version holds (per key), counts again once the rows changed, and drops the least recently used', async () => {
    const cache = new ListCountCache('turmas', { maxEntries: 2 });
    const counted: string[] = [];
    const enrolled = (status: number) => async () => {
      counted.push(`status ${status}`);
      const [row] = (await dataSource.query('SELECT count(*)::int AS n FROM inscricao WHERE status = $1', [status])) as { n: number }[];
      return row!.n;
    };
    const total = (status: number) => cache.total(dataSource.manager, `status=${status}`, enrolled(status));
    const first = await total(1);
    assert.equal(await total(1), first);
    assert.deepEqual(counted, ['status 1'], 'the second ask is the kept total');
    await dataSource.query('INSERT INTO inscricao VALUES (2, 20, 1)');
    assert.equal(await total(1), first + 1, 'a new row moved the version: counted again');
    assert.equal(counted.length, 2);
    await total(2);
    await total(3);
    assert.equal(counted.length, 4);
    await total(1);
    assert.equal(counted.length, 5, 'three keys for two places: status 1, the least recently used, went');
    await total(3);
    assert.equal(counted.length, 5);
  });

  it('lets two writers that move two lists in opposite orders both commit (the versions are taken in the lists’ order)', async () => {
    // 'pessoas' shows every column of pessoa, not the classes; 'turmas' shows the classes (and only the names of pessoa).
    for (const sql of listVersionUpSql('pessoas', [{ table: 'pessoa' }])) await dataSource.query(sql);
    const versions = async () =>
      Object.fromEntries(
        ((await dataSource.query('SELECT lista, versao::int AS versao FROM versao_lista')) as { lista: string; versao: number }[]).map(
          (row) => [row.lista, row.versao],
        ),
      );
    const before = await versions();
    const first = dataSource.createQueryRunner();
    const second = dataSource.createQueryRunner();
    await first.startTransaction();
    await second.startTransaction();
    // SET CONSTRAINTS ALL IMMEDIATE runs the deferred triggers queued so far: what a commit would do, at a chosen moment.
    await first.query('UPDATE pessoa SET flag = NOT flag WHERE id = 5');
    await first.query('SET CONSTRAINTS ALL IMMEDIATE'); // first holds 'pessoas'
    await second.query("UPDATE turma SET nome = 'C' WHERE id = 2");
    // second moves 'turmas': it must wait for 'pessoas' (sorting first) before taking 'turmas', or the two deadlock below.
    const secondCommits = second.query('SET CONSTRAINTS ALL IMMEDIATE').then(async () => {
      await second.query('UPDATE pessoa SET flag = NOT flag WHERE id = 6');
      await second.commitTransaction();
    });
    await new Promise((done) => setTimeout(done, 100));
    await first.query("UPDATE turma SET nome = 'D' WHERE id = 1");
    await first.commitTransaction(); // takes 'turmas'
    await secondCommits;
    await first.release();
    await second.release();
    const after = await versions();
    assert.equal(after.pessoas - before.pessoas, 2);
    assert.equal(after.turmas - before.turmas, 2);
    for (const sql of listVersionDownSql('pessoas', ['pessoa'])) await dataSource.query(sql);
  });

  it('removes its triggers and its row with the down migration', async () => {
    for (const sql of listVersionDownSql('turmas', ['turma', 'inscricao', 'pessoa'])) await dataSource.query(sql);
    const triggers = await dataSource.query("SELECT tgname FROM pg_trigger WHERE tgname LIKE 'versao_lista%'");
    assert.deepEqual(triggers, []);
    const table = await dataSource.query("SELECT to_regclass('versao_lista') AS t");
    assert.equal(table[0].t, null);
  });
});
