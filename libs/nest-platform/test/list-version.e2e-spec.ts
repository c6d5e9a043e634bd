import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource, type QueryRunner } from 'typeorm';
import { listVersionDownSql, listVersionUpSql, readListVersion } from '../src/database/list-version.js';
import { ListCountCache, type ListCounter } from '../src/http/list-count-cache.js';
import { runList } from '../src/http/run-list.js';
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
    const total = async (status: number) => {
      const answer = await cache.total(dataSource.manager, `status=${status}`, enrolled(status));
      assert.equal(answer.atLeast, false, 'a quick count is exact');
      return answer.total;
    };
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

  it('answers a long count with "at least" the bound, counted up to it, and keeps the exact total once its count ends', async () => {
    const cache = new ListCountCache('turmas', { patienceMs: 30, atLeastBound: 5 });
    await dataSource.query('INSERT INTO inscricao SELECT 1, g, 7 FROM generate_series(1, 12) g');
    const asked: Array<number | 'all'> = [];
    const gate = () => {
      let open!: () => void;
      return { opened: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    };
    // The whole count waits until the test lets it end: a count far slower than the answer's patience.
    const count = (status: number, until: Promise<void>) => async (limit?: number) => {
      asked.push(limit ?? 'all');
      if (limit === undefined) await until;
      const rows = (await dataSource.query(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM inscricao WHERE status = $1 ${limit ? 'LIMIT $2' : ''}) AS s`,
        limit ? [status, limit] : [status],
      )) as { n: number }[];
      return rows[0]!.n;
    };
    const first = gate();
    const started = Date.now();
    assert.deepEqual(await cache.total(dataSource.manager, 'status=7', count(7, first.opened)), { total: 5, atLeast: true });
    assert.ok(Date.now() - started < 1000, 'the answer did not wait for the whole count');
    assert.deepEqual(asked, ['all', 6], 'the exact count started; the answer counted up to one past the bound');
    assert.deepEqual(await cache.total(dataSource.manager, 'status=7', count(7, first.opened)), { total: 5, atLeast: true });
    assert.deepEqual(asked, ['all', 6, 6], 'a second ask waits on the same exact count, not a new one');
    first.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(await cache.total(dataSource.manager, 'status=7', count(7, first.opened)), { total: 12, atLeast: false });
    assert.equal(asked.length, 3, 'the exact total was kept when its count ended');

    // Fewer rows than the bound: the bounded count is the exact total, even while the whole count is slow.
    await dataSource.query('INSERT INTO inscricao SELECT 2, g, 8 FROM generate_series(1, 3) g');
    const second = gate();
    assert.deepEqual(await cache.total(dataSource.manager, 'status=8', count(8, second.opened)), { total: 3, atLeast: false });
    assert.deepEqual(asked.slice(3), ['all', 6]);
    second.open();
  });

  it("runs a list's count stopped at a bound with the list's own search (runList's countThrough)", async () => {
    const columns = { nome: { sql: 'p.nome', kind: 'text' as const, searchable: true }, id: { sql: 'p.id', kind: 'number' as const } };
    const build = dataSource.createQueryBuilder().select('p.id', 'id').addSelect('p.nome', 'nome').from('pessoa', 'p');
    const query = { page: 1, pageSize: 2, sort: [], q: 'pessoa 1', filters: [] };
    const counts: Record<string, number> = {};
    const countThrough = async (count: ListCounter) => {
      counts.whole = await count();
      counts.upToFour = await count(4);
      return { total: counts.upToFour, atLeast: true };
    };
    const page = await runList(build, query, columns, [{ field: 'id', descending: false }], 'id', { countThrough });
    // "Pessoa 1", "Pessoa 10" … "Pessoa 19": eleven match; the bounded count stopped at four.
    assert.deepEqual(counts, { whole: 11, upToFour: 4 });
    assert.deepEqual(page, {
      rows: [
        { id: 1, nome: 'Pessoa 1' },
        { id: 10, nome: 'Pessoa 10' },
      ],
      total: 4,
      totalIsLowerBound: true,
    });
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
