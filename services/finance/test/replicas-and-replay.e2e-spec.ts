import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CommissionRow, EventEnvelope } from '@treina/contracts';
import { CommissionProjection } from '../src/commission/commission-projection.service.js';
import { envelope, enrolmentStory, type EnrolmentStory } from '@treina/contracts/testing';
import { seeded, shuffle, sleep } from '@treina/nest-platform/testing';
import { type FinanceUnderTest, startFinance } from './finance-harness.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli.js', import.meta.url));

describe('two finance replicas on one queue, and a replay', () => {
  let finance: FinanceUnderTest;
  let admin: string;
  const stories: EnrolmentStory[] = [];
  const handled = [0, 0];

  before(async () => {
    finance = await startFinance({ instances: 2 });
    admin = await finance.login({ id_usuario: 1, id_tipo_usuario: 1 });
    finance.apps.forEach((app, index) => {
      const projection = app.get(CommissionProjection);
      const apply = projection.apply.bind(projection);
      projection.apply = (manager, payload) => {
        handled[index]! += 1;
        return apply(manager, payload);
      };
    });
  });

  after(() => finance.close());

  const allRows = async (): Promise<CommissionRow[]> => {
    const answer = await finance.get<CommissionRow[]>('/api/commissions?sort=id', admin);
    assert.equal(answer.status, 200);
    return answer.body;
  };
  const expectedRows = () =>
    stories
      .map((story) => story.final)
      .filter((state) => state.gera_comissao)
      .map((state) => state.id_matricula)
      .sort((a, b) => a - b);

  it("applies a shuffled, partly redelivered stream once across both replicas, ending in each enrolment's latest state", async () => {
    const random = seeded(42);
    for (let id = 1; id <= 60; id += 1) stories.push(enrolmentStory(id, random));
    const unique = stories.flatMap((story) => story.events);
    const redelivered = unique.filter(() => random() < 0.2);
    const stream: EventEnvelope[] = shuffle([...unique, ...redelivered], random);
    for (let start = 0; start < stream.length; start += 40) await finance.publish(...stream.slice(start, start + 40));
    await finance.waitApplied(
      unique.map((event) => event.id),
      30_000,
    );
    await sleep(300);

    assert.ok(handled[0]! > 0 && handled[1]! > 0, `both replicas consumed (${handled.join(' / ')})`);
    assert.equal(handled[0]! + handled[1]!, unique.length, 'each message ran its handler once, redeliveries included');
    const rows = await allRows();
    assert.deepEqual(
      rows.map((row) => row.id),
      expectedRows(),
    );
    for (const row of rows) {
      const final = stories[row.id - 1]!.final;
      assert.equal(row.id_status_inscricao, final.id_status_inscricao, `status of ${row.id}`);
      assert.equal(row.data_hora_pagamento, final.data_hora_pagamento, `payment of ${row.id}`);
      assert.equal(row.data_hora_cancelamento, final.data_hora_cancelamento, `cancellation of ${row.id}`);
    }
    // Either replica answers the same list.
    const fromSecond = await finance.get<CommissionRow[]>('/api/commissions?sort=id', admin, 1);
    assert.deepEqual(fromSecond.body, rows);
  });

  it('rebuilds the same rows from republished snapshots after reset-projections (replay equals live)', async () => {
    const live = await allRows();
    const liveTable = (await finance.pool.query('SELECT * FROM comissao ORDER BY id_matricula')).rows;
    assert.ok(live.length > 0);

    const reset = await run(process.execPath, [CLI, 'reset-projections'], { env: { ...process.env, DATABASE_URL: finance.db.url } });
    assert.match(reset.stdout, /comissao, matricula_estado, turma_projecao, treinamento_projecao emptied/);
    assert.deepEqual(await allRows(), []);

    // What `academic cli.js republish-enrolments` sends: every enrolment's current state, same sequence.
    const snapshots = stories.map((story) => envelope('academic.enrolment.snapshot.v1', story.final));
    await finance.publish(...shuffle(snapshots, seeded(7)));
    await finance.waitApplied(
      snapshots.map((event) => event.id),
      30_000,
    );

    assert.deepEqual(await allRows(), live);
    assert.deepEqual((await finance.pool.query('SELECT * FROM comissao ORDER BY id_matricula')).rows, liveTable);
    // Live events that were already applied before the reset are older than the snapshot: still no effect.
    const stale = stories[0]!.events[0]!;
    const again = envelope(stale.type as 'academic.enrolment.created.v1', stale.payload as never);
    await finance.publish(again);
    await finance.waitApplied([again.id]);
    assert.deepEqual(await allRows(), live);
  });
});
