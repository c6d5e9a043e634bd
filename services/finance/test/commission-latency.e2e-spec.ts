import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  createMessaging,
  JsonLogger,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  type Messaging,
  typeOrmOptions,
} from '@treina/nest-platform';
import { enrolment } from '@treina/contracts/testing';
import { createTestDatabase, sleep, TEST_AMQP_URL as AMQP_URL, type TestDatabase } from '@treina/nest-platform/testing';
import { DataSource } from 'typeorm';
import { type FinanceUnderTest, startFinance } from './finance-harness.js';

const SAMPLES = Number(process.env.LATENCY_SAMPLES ?? 40);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * From the commit of academic's transaction (the enrolment and its outbox row) to the commission in
 * GET /api/commissions: relay, broker, finance's inbox transaction and the HTTP read. Academic is stood
 * in for by the same outbox machinery (createMessaging on a database of its own), at its default polling.
 */
describe('commission latency', () => {
  let finance: FinanceUnderTest;
  let academicDb: TestDatabase;
  let academicData: DataSource;
  let academic: Messaging;
  let admin: string;

  beforeAll(async () => {
    finance = await startFinance();
    admin = await finance.login({ id_usuario: 1, id_tipo_usuario: 1 });
    academicDb = await createTestDatabase('academic_standin');
    academicData = new DataSource(
      typeOrmOptions({
        service: 'academic',
        url: academicDb.url,
        entities: [...MESSAGING_ENTITIES],
        migrations: [...MESSAGING_MIGRATIONS],
      }),
    );
    await academicData.initialize();
    await academicData.runMigrations();
    await academicData.query('CREATE TABLE matricula (id int PRIMARY KEY, dados jsonb NOT NULL)');
    academic = createMessaging(academicData, { producer: 'academic', url: AMQP_URL, ...finance.bus }, new JsonLogger('academic', 'error'));
    await academic.start();
    if (!(await academic.connection.waitForConnect(15_000))) throw new Error('broker não conectou');
  });

  afterAll(async () => {
    await academic.stop();
    await academicData.destroy();
    await academicDb.drop();
    await finance.close();
  });

  it(`shows a commission within 1 s of the enrolment's commit (p95 of ${SAMPLES} enrolments)`, async () => {
    const latencies: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const id = 5000 + sample;
      const payload = enrolment(id, { data_hora_inclusao: new Date().toISOString() });
      await academic.outbox.transaction(async (tx) => {
        await tx.manager.query('INSERT INTO matricula (id, dados) VALUES ($1, $2)', [id, JSON.stringify(payload)]);
        tx.publish('academic.enrolment.created.v1', payload);
      });
      const committed = performance.now();
      for (;;) {
        const answer = await finance.get<Array<{ id: number }>>(`/api/commissions?filter.id=${id}`, admin);
        if (answer.body.some((row) => row.id === id)) break;
        if (performance.now() - committed > 5000) throw new Error(`commission ${id} not visible after 5 s`);
        await sleep(5);
      }
      latencies.push(performance.now() - committed);
      // Spread the samples a little, so they do not ride one relay round.
      await sleep(20 + (sample % 5) * 17);
    }
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const summary = `commission latency over ${SAMPLES} enrolments: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`;
    console.log(summary);
    assert.ok(p95 < 1000, summary);
  });
});
