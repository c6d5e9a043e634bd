import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EventEnvelope } from '@treina/contracts';
import { enrolment, envelope } from '@treina/contracts/testing';
import { deadLetterQueueName } from '@treina/nest-platform';
import { takeQueued, waitFor } from '@treina/nest-platform/testing';
import { type FinanceUnderTest, QUEUE, startFinance } from './finance-harness.js';

describe('events finance has no handler for', () => {
  let finance: FinanceUnderTest;
  let admin: string;

  beforeAll(async () => {
    finance = await startFinance();
    admin = await finance.login({ id_usuario: 1, id_tipo_usuario: 1 });
  });

  afterAll(() => finance.close());

  it('puts an academic.enrolment.created.v2 (bound by academic.enrolment.#) in finance.events.dlq, never acks it away, and applies the next valid event', async () => {
    const future = {
      ...envelope('academic.enrolment.created.v1', enrolment(901)),
      type: 'academic.enrolment.created.v2',
      version: 2,
    } as unknown as EventEnvelope;
    const valid = envelope('academic.enrolment.created.v1', enrolment(902));
    await finance.publish(future, valid);
    await finance.waitApplied([valid.id]);

    const dlq = deadLetterQueueName(QUEUE, finance.bus.queuePrefix);
    const dead = await waitFor('the v2 event in the dead-letter queue', async () => {
      const taken = await takeQueued(dlq);
      return taken.length ? taken : undefined;
    });
    assert.deepEqual(
      dead.map((message) => [(message.body as EventEnvelope).id, (message.body as EventEnvelope).type, message.reason]),
      [[future.id, 'academic.enrolment.created.v2', 'rejected']],
    );
    const { rows } = await finance.pool.query('SELECT count(*)::int AS n FROM inbox_message WHERE message_id = $1', [future.id]);
    assert.equal(rows[0].n, 0, 'not recorded as handled');

    const list = await finance.get<Array<{ id: number }>>('/api/commissions?filter.id=902', admin);
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((row) => row.id),
      [902],
    );
  });

  it('dead-letters at once an enrolment event whose payload breaks the contract, and goes on', async () => {
    const broken = envelope('academic.enrolment.created.v1', enrolment(903));
    delete (broken.payload as unknown as Record<string, unknown>).gera_comissao;
    const valid = envelope('academic.enrolment.created.v1', enrolment(904));
    await finance.publish(broken, valid);
    await finance.waitApplied([valid.id]);
    const dead = await waitFor('the broken event in the dead-letter queue', async () => {
      const taken = await takeQueued(deadLetterQueueName(QUEUE, finance.bus.queuePrefix));
      return taken.length ? taken : undefined;
    });
    assert.deepEqual(
      dead.map((message) => [(message.body as EventEnvelope).id, message.reason]),
      [[broken.id, 'rejected']],
    );
    const list = await finance.get<Array<{ id: number }>>('/api/commissions?filter.id=903', admin);
    assert.deepEqual(list.body, []);
  });
});
