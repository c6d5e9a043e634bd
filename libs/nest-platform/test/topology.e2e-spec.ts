import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { RETIRED_QUEUE_BINDINGS, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { enrolment, envelope as contractEnvelope } from '@treina/contracts/testing';
import { deadLetterQueueName, declareTopology, deleteTopology, fullQueueName, serviceQueues } from '../src/messaging/index.js';
import { uniqueBusNames } from '../src/testing/test-database.js';
import {
  AMQP_URL,
  drainQueue,
  effects,
  envelope,
  publishRaw,
  QUEUE,
  queueDepth,
  recordEffect,
  sleep,
  startTestApp,
  waitFor,
  withFixture,
} from './messaging-test-kit.js';

// Only warnings and errors of the module reach the output.
process.env.LOG_LEVEL ??= 'warn';

/** Identity's queue as the release before academic.waiting-list.seated.v1 declared it. */
const IDENTITY_BOUND_THE_OLD_WAY = ['academic.student.*.v1', 'academic.enrolment.status-changed.v1'];

/** A status change that seats a waiting student, and the seating event academic publishes beside it. */
function statusChangeAndSeating(id: number) {
  const seated = enrolment(id, { id_status_inscricao: 1 });
  return [
    contractEnvelope('academic.enrolment.status-changed.v1', {
      ...seated,
      id_status_inscricao_anterior: 9,
      nome_status_inscricao_anterior: 'Lista de Espera',
    }),
    contractEnvelope('academic.waiting-list.seated.v1', seated),
  ].map((event) => ({ routingKey: event.type, body: event, messageId: event.id }));
}

describe('the topology keeps no binding an earlier release retired (RabbitMQ)', () => {
  it("unbinds identity's status-changed binding from a queue bound the old way: a status change no longer reaches it, a seating does", async () => {
    const bus = uniqueBusNames('topology-retired');
    const queues = serviceQueues(SERVICE_QUEUE_BINDINGS);
    const identityQueue = fullQueueName('identity.events', bus.queuePrefix);
    try {
      await declareTopology(AMQP_URL, bus, { 'identity.events': IDENTITY_BOUND_THE_OLD_WAY });
      await publishRaw(bus.exchange, statusChangeAndSeating(1));
      assert.deepEqual(
        (await drainQueue(identityQueue)).map((message) => message.fields.routingKey),
        ['academic.enrolment.status-changed.v1'],
        'bound the old way, the queue takes every status change',
      );

      // This release's topology, declared as the start-up scripts declare it; twice, since a
      // second run finds the retired binding gone (unbinding it again is no error).
      for (let round = 0; round < 2; round += 1) {
        await declareTopology(AMQP_URL, bus, queues, { retiredBindings: serviceQueues(RETIRED_QUEUE_BINDINGS) });
      }
      await publishRaw(bus.exchange, statusChangeAndSeating(2));
      assert.deepEqual(
        (await drainQueue(identityQueue)).map((message) => message.fields.routingKey),
        ['academic.waiting-list.seated.v1'],
      );
      // Finance and reporting (academic.enrolment.#) still take the status change, and not the seating.
      for (const service of ['finance', 'reporting']) {
        assert.deepEqual(
          (await drainQueue(fullQueueName(`${service}.events`, bus.queuePrefix))).map((message) => message.fields.routingKey),
          ['academic.enrolment.status-changed.v1'],
          service,
        );
      }
      assert.equal(await queueDepth(deadLetterQueueName('identity.events', bus.queuePrefix)), 0);
    } finally {
      await deleteTopology(AMQP_URL, bus, Object.keys(queues)).catch((error: Error) => console.error('topology clean-up failed', error));
    }
  });

  it("a service's consumer unbinds its retired bindings when it declares its queue, so it never dead-letters what it no longer handles", async () => {
    await withFixture('topology_consumer', [QUEUE], async ({ db, bus, apps }) => {
      await declareTopology(AMQP_URL, bus, { [QUEUE]: ['identity.user.created.v1', 'identity.user.deactivated.v1'] });
      const app = await startTestApp({
        databaseUrl: db.url,
        bus,
        consumer: { queue: QUEUE, bindings: ['identity.user.created.v1'], retiredBindings: ['identity.user.deactivated.v1'] },
        handlers: { 'identity.user.created.v1': (event, manager, _tx, instance) => recordEffect(manager, event, instance) },
      });
      apps.push(app);
      await waitFor('the consumer to declare its queue', () => app.connection.isConnected());
      await sleep(500);

      await publishRaw(bus.exchange, [
        { routingKey: 'identity.user.deactivated.v1', body: envelope('identity.user.deactivated.v1', 701) },
        { routingKey: 'identity.user.created.v1', body: envelope('identity.user.created.v1', 702) },
      ]);
      await waitFor('the created event', async () => (await effects(app.dataSource)).length > 0);
      await sleep(300);
      assert.deepEqual(
        (await effects(app.dataSource)).map((row) => [row.type, row.user_id]),
        [['identity.user.created.v1', 702]],
      );
      assert.equal(await queueDepth(deadLetterQueueName(QUEUE, bus.queuePrefix)), 0, 'the deactivation never reached the queue');
    });
  });
});
