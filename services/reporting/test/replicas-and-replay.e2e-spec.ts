import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { EnrolmentSummary, EventEnvelope } from '@treina/contracts';
import { EnrolmentFacts } from '../src/enrolment-fact/enrolment-fact.service.js';
import { envelope, enrolmentStory, type EnrolmentStory } from '@treina/contracts/testing';
import { seeded, shuffle, sleep } from '@treina/nest-platform/testing';
import { type ReportingUnderTest, startReporting } from './reporting-harness.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli.js', import.meta.url));
const PERIOD = 'from=2026-01-01&to=2026-12-31';

describe('two reporting replicas on one queue, and a replay', () => {
  let reporting: ReportingUnderTest;
  let admin: string;
  const stories: EnrolmentStory[] = [];
  const handled = [0, 0];

  before(async () => {
    reporting = await startReporting({ instances: 2 });
    admin = await reporting.login({ id_usuario: 1, id_tipo_usuario: 1 });
    reporting.apps.forEach((app, index) => {
      const facts = app.get(EnrolmentFacts);
      const apply = facts.apply.bind(facts);
      facts.apply = (manager, payload) => {
        handled[index]! += 1;
        return apply(manager, payload);
      };
    });
  });

  after(() => reporting.close());

  const summary = async (instance = 0): Promise<EnrolmentSummary> => {
    const answer = await reporting.get<EnrolmentSummary>(`/api/reports/enrolments/summary?${PERIOD}`, admin, instance);
    assert.equal(answer.status, 200);
    return answer.body;
  };

  it('counts a shuffled, partly redelivered stream once across both replicas', async () => {
    const random = seeded(2026);
    for (let id = 1; id <= 60; id += 1) stories.push(enrolmentStory(id, random));
    const unique = stories.flatMap((story) => story.events);
    const redelivered = unique.filter(() => random() < 0.25);
    const stream: EventEnvelope[] = shuffle([...unique, ...redelivered], random);
    for (let start = 0; start < stream.length; start += 40) await reporting.publish(...stream.slice(start, start + 40));
    await reporting.waitApplied(
      unique.map((event) => event.id),
      30_000,
    );
    await sleep(300);

    assert.ok(handled[0]! > 0 && handled[1]! > 0, `both replicas consumed (${handled.join(' / ')})`);
    assert.equal(handled[0]! + handled[1]!, unique.length, 'each message ran its handler once, redeliveries included');

    const figures = await summary();
    const finals = stories.map((story) => story.final);
    assert.equal(figures.total, finals.length);
    const expectedStatuses = new Map<number, number>();
    for (const final of finals) expectedStatuses.set(final.id_status_inscricao, (expectedStatuses.get(final.id_status_inscricao) ?? 0) + 1);
    assert.deepEqual(
      figures.byStatus.map((row) => [row.id_status_inscricao, row.count]),
      [...expectedStatuses.entries()].sort((a, b) => a[0] - b[0]),
    );
    const expectedRevenue = finals
      .filter((final) => [3, 8].includes(final.id_status_inscricao))
      .reduce((sum, final) => sum + (final.valor_pago ?? 0), 0);
    assert.equal(
      figures.byMonth.reduce((sum, month) => sum + month.revenue, 0),
      expectedRevenue,
    );
    assert.equal(
      figures.byMonth.reduce((sum, month) => sum + month.cancellations, 0),
      finals.filter((final) => [4, 5].includes(final.id_status_inscricao)).length,
    );
    assert.deepEqual(await summary(1), figures, 'either replica answers the same figures');
  });

  it('rebuilds the same figures from republished snapshots after reset-projections (replay equals live)', async () => {
    const live = await summary();
    const liveFacts = (await reporting.pool.query('SELECT * FROM matricula_fato ORDER BY id_matricula')).rows;

    const reset = await run(process.execPath, [CLI, 'reset-projections'], { env: { ...process.env, DATABASE_URL: reporting.db.url } });
    assert.match(reset.stdout, /matricula_fato, turma_projecao, treinamento_projecao emptied/);
    assert.equal((await summary()).total, 0);

    const snapshots = stories.map((story) => envelope('academic.enrolment.snapshot.v1', story.final));
    await reporting.publish(...shuffle(snapshots, seeded(9)));
    await reporting.waitApplied(
      snapshots.map((event) => event.id),
      30_000,
    );

    assert.deepEqual(await summary(), live);
    assert.deepEqual((await reporting.pool.query('SELECT * FROM matricula_fato ORDER BY id_matricula')).rows, liveFacts);
  });
});
