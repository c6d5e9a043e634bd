import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { EventEnvelope } from '@treina/contracts';
import { DataSource } from 'typeorm';
import { runInContext } from '../src/context/request-context.js';
import { typeOrmOptions } from '../src/database/typeorm-options.js';
import {
  createMessaging,
  deadLetterQueueName,
  dispatcherOf,
  declareTopology,
  fullQueueName,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
} from '../src/messaging/index.js';
import {
  AMQP_URL,
  count,
  CreateTestEffects1763700000001,
  declareProbe,
  drainQueue,
  effects,
  envelope,
  publishRaw,
  queryDatabase,
  QUEUE,
  queueDepth,
  recordEffect,
  sleep,
  snapshot,
  startTestApp,
  waitFor,
  withFixture,
  type EffectRow,
} from './messaging-test-kit.js';

// Only warnings and errors of the module reach the output.
process.env.LOG_LEVEL ??= 'warn';

describe('messaging (RabbitMQ + PostgreSQL)', () => {
  it("publishes a committed transaction's events to the consumer, chained by correlation and causation, and nothing for a rolled-back one", async () => {
    await withFixture('msg_commit', [QUEUE, 'probe'], async ({ db, bus, apps }) => {
      const bindings = ['identity.user.created.v1', 'identity.user.updated.v1'];
      await declareTopology(AMQP_URL, bus, { [QUEUE]: bindings });
      await declareProbe(fullQueueName('probe', bus.queuePrefix), bus.exchange);
      const app = await startTestApp({
        databaseUrl: db.url,
        bus,
        consumer: { queue: QUEUE, bindings },
        // No polling during the test: only the wake-up after commit can publish quickly.
        messaging: { relayPollMs: 60_000 },
        handlers: {
          'identity.user.created.v1': async (event, manager, tx, instance) => {
            await recordEffect(manager, event, instance);
            const user = event.payload as ReturnType<typeof snapshot>;
            tx.publish('identity.user.updated.v1', { ...user, revision: user.revision + 1 });
          },
          'identity.user.updated.v1': (event, manager, _tx, instance) => recordEffect(manager, event, instance),
        },
      });
      apps.push(app);

      await assert.rejects(
        app.outbox.transaction(async (tx) => {
          tx.publish('identity.user.created.v1', snapshot(1001));
          throw new Error('regra violada');
        }),
        /regra violada/,
      );

      const started = Date.now();
      const result = await runInContext({ requestId: 'req-e2e-1', correlationId: 'corr-e2e-1', causationId: 'req-e2e-1' }, () =>
        app.outbox.transaction(async (tx) => {
          tx.publish('identity.user.created.v1', snapshot(1002));
          return 'feito';
        }),
      );
      assert.equal(result, 'feito');

      const rows = await waitFor('the created event and its follow-up', async () => {
        const all = await effects(app.dataSource);
        return all.length >= 2 ? all : undefined;
      });
      assert.ok(Date.now() - started < 5000, 'delivered by the wake-up after commit, not by polling');
      const created = rows.find((row) => row.type === 'identity.user.created.v1');
      const updated = rows.find((row) => row.type === 'identity.user.updated.v1');
      assert.ok(created && updated);
      assert.equal(created.user_id, 1002);
      assert.equal(created.correlation_id, 'corr-e2e-1');
      assert.equal(created.causation_id, 'req-e2e-1');
      // The handler ran in the message's context...
      assert.equal(created.context_request_id, created.message_id);
      assert.equal(created.context_correlation_id, 'corr-e2e-1');
      assert.equal(created.context_causation_id, created.message_id);
      // ...so the event it published is caused by the consumed one, in the same correlation.
      assert.equal(updated.user_id, 1002);
      assert.equal(updated.correlation_id, 'corr-e2e-1');
      assert.equal(updated.causation_id, created.message_id);

      await sleep(300);
      assert.equal((await effects(app.dataSource)).length, 2, 'the rolled-back event never arrives');
      assert.equal(
        await count(app.dataSource, `SELECT count(*) AS n FROM outbox_message WHERE (envelope->'payload'->>'id_usuario')::int = 1001`),
        0,
      );
      await waitFor(
        'outbox rows marked published',
        async () => (await count(app.dataSource, 'SELECT count(*) AS n FROM outbox_message WHERE published_at IS NULL')) === 0,
      );
      assert.equal(await count(app.dataSource, 'SELECT count(*) AS n FROM outbox_message'), 2);
      assert.equal(await count(app.dataSource, 'SELECT count(*) AS n FROM inbox_message'), 2);

      const probed = await drainQueue(fullQueueName('probe', bus.queuePrefix));
      assert.equal(probed.length, 2);
      const message = probed.find((m) => m.fields.routingKey === 'identity.user.created.v1');
      assert.ok(message);
      const body = JSON.parse(message.content.toString()) as EventEnvelope;
      assert.equal(message.properties.deliveryMode, 2);
      assert.equal(message.properties.messageId, body.id);
      assert.equal(message.properties.type, 'identity.user.created.v1');
      assert.equal(message.properties.contentType, 'application/json');
      assert.equal(typeof message.properties.timestamp, 'number');
      assert.deepEqual(
        { type: body.type, version: body.version, producer: body.producer, id: body.id },
        { type: 'identity.user.created.v1', version: 1, producer: 'test', id: created.message_id },
      );
    });
  });

  it('applies a message delivered twice only once', async () => {
    await withFixture('msg_dedupe', [QUEUE], async ({ db, bus, apps }) => {
      const bindings = ['identity.user.*.v1'];
      await declareTopology(AMQP_URL, bus, { [QUEUE]: bindings });
      const app = await startTestApp({
        databaseUrl: db.url,
        bus,
        // One at a time, so the sentinel is handled after both copies.
        consumer: { queue: QUEUE, bindings, concurrency: 1 },
        handlers: {
          'identity.user.created.v1': (event, manager, _tx, instance) => recordEffect(manager, event, instance),
        },
      });
      apps.push(app);

      const twice = envelope('identity.user.created.v1', 3001);
      const sentinel = envelope('identity.user.created.v1', 3002);
      await publishRaw(bus.exchange, [
        { routingKey: twice.type, body: twice, messageId: twice.id },
        { routingKey: twice.type, body: twice, messageId: twice.id },
        { routingKey: sentinel.type, body: sentinel, messageId: sentinel.id },
      ]);

      await waitFor('the sentinel', async () => (await effects(app.dataSource)).some((row) => row.user_id === 3002));
      const rows = await effects(app.dataSource);
      assert.equal(rows.filter((row) => row.message_id === twice.id).length, 1);
      assert.equal(await count(app.dataSource, 'SELECT count(*) AS n FROM inbox_message WHERE message_id = $1', [twice.id]), 1);
      await waitFor('queue empty', async () => (await queueDepth(fullQueueName(QUEUE, bus.queuePrefix))) === 0);
    });
  });

  it('dead-letters at once an event nothing handles, an unparsable message and a payload that breaks its contract, and goes on', async () => {
    await withFixture('msg_unknown', [QUEUE], async ({ db, bus, apps }) => {
      const bindings = ['identity.user.#'];
      await declareTopology(AMQP_URL, bus, { [QUEUE]: bindings });
      let attempts = 0;
      const app = await startTestApp({
        databaseUrl: db.url,
        bus,
        consumer: { queue: QUEUE, bindings, concurrency: 1 },
        handlers: {
          'identity.user.created.v1': (event, manager, _tx, instance) => {
            attempts += 1;
            return recordEffect(manager, event, instance);
          },
        },
      });
      apps.push(app);

      // A later version of a contract this service knows only as v1.
      const unknown = { ...envelope('identity.user.created.v1', 4001), type: 'identity.user.created.v2', version: 2 };
      const broken = envelope('identity.user.created.v1', 4003);
      (broken.payload as unknown as Record<string, unknown>).id_usuario = 'quatro mil';
      const sentinel = envelope('identity.user.created.v1', 4002);
      await publishRaw(bus.exchange, [
        { routingKey: unknown.type, body: unknown, messageId: unknown.id },
        { routingKey: 'identity.user.created.v1', body: Buffer.from('{not json'), messageId: 'garbage' },
        { routingKey: broken.type, body: broken, messageId: broken.id },
        { routingKey: sentinel.type, body: sentinel, messageId: sentinel.id },
      ]);

      await waitFor('the sentinel', async () => (await effects(app.dataSource)).some((row) => row.user_id === 4002));
      const dlq = deadLetterQueueName(QUEUE, bus.queuePrefix);
      const dead: Awaited<ReturnType<typeof drainQueue>> = [];
      await waitFor('three messages in the dead-letter queue', async () => {
        dead.push(...(await drainQueue(dlq)));
        return dead.length >= 3;
      });
      assert.deepEqual(
        dead.map((message) => message.properties.messageId),
        [unknown.id, 'garbage', broken.id],
      );
      for (const message of dead)
        assert.equal(message.properties.headers?.['x-first-death-reason'], 'rejected', 'dead-lettered on first delivery');
      assert.equal(JSON.parse(dead[0].content.toString()).type, 'identity.user.created.v2');
      assert.equal(attempts, 1, 'the handler ran only for the valid event');
      assert.equal(await queueDepth(fullQueueName(QUEUE, bus.queuePrefix)), 0);
      assert.equal(await count(app.dataSource, 'SELECT count(*) AS n FROM inbox_message'), 1);
    });
  });

  it('refuses to start a consumer whose queue bindings and handlers disagree, naming them', async () => {
    await withFixture('msg_mismatch', [QUEUE], async ({ db, bus }) => {
      const bindings = ['identity.user.created.v1', 'academic.student.*.v1'];
      await declareTopology(AMQP_URL, bus, { [QUEUE]: bindings });
      await assert.rejects(
        startTestApp({
          databaseUrl: db.url,
          bus,
          consumer: { queue: QUEUE, bindings },
          handlers: {
            'identity.user.created.v1': (event, manager, _tx, instance) => recordEffect(manager, event, instance),
            'identity.user.deactivated.v1': (event, manager, _tx, instance) => recordEffect(manager, event, instance),
          },
        }),
        (error: Error) =>
          /a ligação 'academic\.student\.\*\.v1' da fila consumer-test\.events não tem nenhum @EventPattern/.test(error.message) &&
          /o @EventPattern\('identity\.user\.deactivated\.v1'\) não recebe nada/.test(error.message),
      );
    });
  });

  it('dead-letters a message whose handler keeps throwing after maxDeliveries and still processes the next ones', async () => {
    await withFixture('msg_poison', [QUEUE], async ({ db, bus, apps }) => {
      const bindings = ['identity.user.*.v1'];
      const maxDeliveries = 3;
      await declareTopology(AMQP_URL, bus, { [QUEUE]: bindings }, { maxDeliveries });
      let attempts = 0;
      const app = await startTestApp({
        databaseUrl: db.url,
        bus,
        consumer: { queue: QUEUE, bindings, maxDeliveries, retryDelayMs: 50 },
        handlers: {
          'identity.user.deactivated.v1': async (event, manager, _tx, instance) => {
            attempts += 1;
            await recordEffect(manager, event, instance); // rolled back with the failure
            throw new Error('handler quebrado');
          },
          'identity.user.created.v1': (event, manager, _tx, instance) => recordEffect(manager, event, instance),
        },
      });
      apps.push(app);

      await app.outbox.transaction(async (tx) => {
        tx.publish('identity.user.deactivated.v1', snapshot(2001));
      });
      for (let user = 2002; user <= 2006; user += 1) {
        await app.outbox.transaction(async (tx) => {
          tx.publish('identity.user.created.v1', snapshot(user));
        });
      }

      const dlq = deadLetterQueueName(QUEUE, bus.queuePrefix);
      const dead = await waitFor(
        'the poison message in the dead-letter queue',
        async () => {
          const taken = await drainQueue(dlq);
          return taken.length > 0 ? taken : undefined;
        },
        20_000,
      );
      assert.equal(dead.length, 1);
      const body = JSON.parse(dead[0].content.toString()) as EventEnvelope;
      assert.equal(body.type, 'identity.user.deactivated.v1');
      assert.equal(dead[0].properties.messageId, body.id);
      assert.equal(dead[0].properties.headers?.['x-first-death-reason'], 'delivery_limit');
      assert.equal(attempts, maxDeliveries);

      await waitFor('the five next events', async () => (await effects(app.dataSource)).length === 5);
      const rows = await effects(app.dataSource);
      assert.deepEqual(rows.map((row) => row.user_id).sort(), [2002, 2003, 2004, 2005, 2006]);
      assert.equal(await count(app.dataSource, 'SELECT count(*) AS n FROM inbox_message WHERE message_id = $1', [body.id]), 0);
    });
  });

  it('retries a message in place while the database is unreachable, without spending its deliveries (standalone wiring)', async () => {
    await withFixture('msg_dbdown', [QUEUE], async ({ db, bus }) => {
      const bindings = ['identity.user.created.v1'];
      await declareTopology(AMQP_URL, bus, { [QUEUE]: bindings }, { maxDeliveries: 2 });
      const dataSource = new DataSource(
        typeOrmOptions({
          service: 'test',
          url: db.url,
          entities: [...MESSAGING_ENTITIES],
          migrations: [...MESSAGING_MIGRATIONS, CreateTestEffects1763700000001],
        }),
      );
      await dataSource.initialize();
      const messaging = createMessaging(dataSource, {
        producer: 'test',
        url: AMQP_URL,
        ...bus,
        consumer: { queue: QUEUE, bindings, maxDeliveries: 2, retryDelayMs: 50 },
        relayPollMs: 200,
      });
      try {
        await dataSource.runMigrations();
        let calls = 0;
        await messaging.start(
          dispatcherOf({
            'identity.user.created.v1': async (event, manager) => {
              calls += 1;
              // What pg reports while the server restarts.
              if (calls <= 3) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
              await recordEffect(manager, event, 'standalone');
            },
          }),
        );
        await messaging.outbox.transaction(async (tx) => tx.publish('identity.user.created.v1', snapshot(7001)));

        await waitFor('the effect once the database is back', async () => (await effects(dataSource)).length === 1);
        assert.equal(calls, 4);
        assert.equal(await queueDepth(deadLetterQueueName(QUEUE, bus.queuePrefix)), 0);
        assert.equal(await count(dataSource, 'SELECT count(*) AS n FROM inbox_message'), 1);
      } finally {
        await messaging.stop();
        await dataSource.destroy();
      }
    });
  });

  it('lets two instances share the queue and the outbox with no double effects', async () => {
    await withFixture('msg_replicas', [QUEUE, 'probe'], async ({ db, bus, apps }) => {
      const bindings = ['identity.user.created.v1'];
      await declareTopology(AMQP_URL, bus, { [QUEUE]: bindings });
      const probe = fullQueueName('probe', bus.queuePrefix);
      await declareProbe(probe, bus.exchange);
      const handlers = {
        'identity.user.created.v1': (event: EventEnvelope, manager: Parameters<typeof recordEffect>[0], _tx: unknown, instance: string) =>
          recordEffect(manager, event, instance),
      };
      for (const instance of ['a', 'b']) {
        apps.push(
          await startTestApp({
            databaseUrl: db.url,
            bus,
            instance,
            consumer: { queue: QUEUE, bindings, prefetch: 10, concurrency: 3 },
            handlers,
          }),
        );
      }
      const [a, b] = apps;

      const total = 80;
      await Promise.all(
        Array.from({ length: total / 2 }, (_, index) =>
          Promise.all([
            a.outbox.transaction(async (tx) => tx.publish('identity.user.created.v1', snapshot(6000 + index))),
            b.outbox.transaction(async (tx) => tx.publish('identity.user.created.v1', snapshot(6000 + total / 2 + index))),
          ]),
        ),
      );
      await waitFor('every event applied', async () => (await effects(a.dataSource)).length >= total, 30_000);

      // Redeliver a quarter of them (as after a lost ack): both instances must skip them.
      const published: Array<{ envelope: EventEnvelope }> = await a.dataSource.query(
        'SELECT envelope FROM outbox_message ORDER BY id LIMIT 20',
      );
      await publishRaw(
        bus.exchange,
        published.map(({ envelope: event }) => ({ routingKey: event.type, body: event, messageId: event.id })),
      );
      const queue = fullQueueName(QUEUE, bus.queuePrefix);
      await waitFor('the queue drained', async () => (await queueDepth(queue)) === 0);
      for (const app of apps.splice(0)) await app.close(); // shutdown lets in-flight messages finish and ack

      assert.equal(await queueDepth(queue), 0, 'every delivery was acked');
      const rows = await queryDatabase<EffectRow>(db.url, 'SELECT * FROM test_effect');
      assert.equal(rows.length, total);
      assert.equal(new Set(rows.map((row) => row.message_id)).size, total);
      const byInstance = new Map<string, number>();
      for (const row of rows) byInstance.set(row.instance, (byInstance.get(row.instance) ?? 0) + 1);
      assert.ok(
        (byInstance.get('a') ?? 0) > 0 && (byInstance.get('b') ?? 0) > 0,
        `both instances consumed: ${JSON.stringify([...byInstance])}`,
      );
      // Two relays on one table: SKIP LOCKED gives each row to one of them, so each event went out once.
      assert.equal((await drainQueue(probe)).length, total + published.length);
    });
  });
});
