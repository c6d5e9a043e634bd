import assert from 'node:assert/strict';
import { afterAll, describe, it } from '@jest/globals';
import { declareTopology } from '../src/messaging/index.js';
import {
  AMQP_URL,
  count,
  effects,
  QUEUE,
  rabbitmqctl,
  recordEffect,
  sleep,
  snapshot,
  startTestApp,
  waitFor,
  withFixture,
} from './messaging-test-kit.js';

// Only warnings and errors of the module reach the output.
process.env.LOG_LEVEL ??= 'warn';
/** Above the sum of the test's own waits (rabbitmqctl, disconnection, delivery after the restart). */
const TEST_TIMEOUT_MS = 240_000;

// `.serial.`: this file stops the shared broker, so the test runner runs it alone.
describe('messaging during a broker outage (RabbitMQ + PostgreSQL)', () => {
  let brokerStopped = false;

  afterAll(async () => {
    // Never leave the shared broker down.
    if (brokerStopped) await rabbitmqctl('start_app');
  });

  it(
    'delivers events committed while RabbitMQ is stopped once it is back',
    async () => {
      await withFixture('msg_outage', [QUEUE], async ({ db, bus, apps }) => {
        const bindings = ['identity.user.created.v1'];
        await declareTopology(AMQP_URL, bus, { [QUEUE]: bindings });
        const app = await startTestApp({
          databaseUrl: db.url,
          bus,
          consumer: { queue: QUEUE, bindings },
          handlers: {
            'identity.user.created.v1': (event, manager, _tx, instance) => recordEffect(manager, event, instance),
          },
        });
        apps.push(app);
        await app.outbox.transaction(async (tx) => tx.publish('identity.user.created.v1', snapshot(5000)));
        await waitFor('the warm-up event', async () => (await effects(app.dataSource)).length === 1);

        const users = Array.from({ length: 10 }, (_, index) => 5001 + index);
        brokerStopped = true;
        try {
          await rabbitmqctl('stop_app');
          await waitFor('the disconnection', () => !app.connection.isConnected(), 15_000);
          for (const user of users) {
            await app.outbox.transaction(async (tx) => tx.publish('identity.user.created.v1', snapshot(user)));
          }
          await sleep(500);
          assert.equal(
            await count(app.dataSource, 'SELECT count(*) AS n FROM outbox_message WHERE published_at IS NULL'),
            users.length,
            'committed events wait in the outbox while the broker is away',
          );
        } finally {
          await rabbitmqctl('start_app');
          brokerStopped = false;
        }

        await waitFor(
          'every event after the broker returned',
          async () => (await effects(app.dataSource)).length === users.length + 1,
          60_000,
          250,
        );
        const arrived = (await effects(app.dataSource)).map((row) => row.user_id);
        for (const user of users) assert.ok(arrived.includes(user), `user ${user} arrived`);
        assert.equal(await count(app.dataSource, 'SELECT count(*) AS n FROM outbox_message WHERE published_at IS NULL'), 0);
      });
    },
    TEST_TIMEOUT_MS,
  );
});
