import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { EventEnvelope } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import { WriteBehind } from '../src/database/write-behind.js';
import { deadLetterQueueName, declareTopology, fullQueueName } from '../src/messaging/index.js';
import {
  AMQP_URL,
  count,
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
  type EffectRow,
} from './messaging-test-kit.js';

// Only warnings and errors of the module reach the output.
process.env.LOG_LEVEL ??= 'warn';

const CREATED = 'identity.user.created.v1';
const UPDATED = 'identity.user.updated.v1';
const bindings = [CREATED];

/** The gate: its handler is slow, so the messages published after it wait for the consumer's one slot and form a batch. */
const GATE_USER = 1;
const GATE_MS = 400;

/**
 * Records the effect with the id of the transaction that applied it (in `instance`), so a test
 * sees which messages shared one. Throws instead for the users `failing` picks, after writing
 * its effect (a rolled-back write shows as a missing row).
 */
function handlerOf(failing: (userId: number, attempt: number) => Error | false = () => false) {
  const attempts = new Map<number, number>();
  const handler = async (event: EventEnvelope, manager: EntityManager) => {
    const userId = userOf(event);
    const attempt = (attempts.get(userId) ?? 0) + 1;
    attempts.set(userId, attempt);
    if (userId === GATE_USER) await sleep(GATE_MS);
    const [{ txid }] = (await manager.query('SELECT txid_current()::text AS txid')) as Array<{ txid: string }>;
    await recordEffect(manager, event, txid);
    const failure = failing(userId, attempt);
    if (failure) throw failure;
  };
  return { handler, attempts };
}

async function start(
  fixture: Parameters<Parameters<typeof withFixture>[2]>[0],
  handler: ReturnType<typeof handlerOf>['handler'],
  maxDeliveries = 5,
) {
  await declareTopology(AMQP_URL, fixture.bus, { [QUEUE]: bindings }, { maxDeliveries });
  const app = await startTestApp({
    databaseUrl: fixture.db.url,
    bus: fixture.bus,
    // One slot: what arrives while it is busy waits, and the next turn takes it as one batch.
    consumer: { queue: QUEUE, bindings, concurrency: 1, batchSize: 20, maxDeliveries, retryDelayMs: 50 },
    handlers: { [CREATED]: handler },
  });
  fixture.apps.push(app);
  return app;
}

/** Publishes the gate and then `events` (raw bodies allowed), in that order. */
async function publishBehindGate(exchange: string, events: Array<EventEnvelope | { raw: Buffer; id: string }>): Promise<void> {
  const gate = envelope(CREATED, GATE_USER);
  await publishRaw(exchange, [
    { routingKey: CREATED, body: gate, messageId: gate.id },
    ...events.map((event) =>
      'raw' in event
        ? { routingKey: CREATED, body: event.raw, messageId: event.id }
        : { routingKey: event.type as string, body: event, messageId: event.id },
    ),
  ]);
}

const userOf = (event: EventEnvelope) => (event.payload as { id_usuario: number }).id_usuario;
const rowsOf = (rows: EffectRow[], event: EventEnvelope) => rows.filter((row) => row.message_id === event.id);

async function queueEmpty(prefix: string): Promise<void> {
  await waitFor('queue empty', async () => (await queueDepth(fullQueueName(QUEUE, prefix))) === 0);
}

describe('messaging: batches of waiting messages (RabbitMQ + PostgreSQL)', () => {
  it('applies waiting messages in one transaction, each in its own context, and a duplicate in the batch only once', async () => {
    await withFixture('msg_batch', [QUEUE], async (fixture) => {
      const { handler, attempts } = handlerOf();
      const app = await start(fixture, handler);
      const earlier = envelope(CREATED, 100);
      await publishRaw(fixture.bus.exchange, [{ routingKey: CREATED, body: earlier, messageId: earlier.id }]);
      await waitFor('the earlier message', async () => (await effects(app.dataSource)).length === 1);

      const [a, b, c] = [101, 102, 103].map((user) => envelope(CREATED, user));
      // `earlier` again (already in the inbox) and `b` twice in the same batch.
      await publishBehindGate(fixture.bus.exchange, [a, earlier, b, b, c]);
      await waitFor('the batch', async () => rowsOf(await effects(app.dataSource), c).length === 1);
      await queueEmpty(fixture.bus.queuePrefix);

      const rows = await effects(app.dataSource);
      for (const event of [earlier, a, b, c]) assert.equal(rowsOf(rows, event).length, 1, `${userOf(event)} applied once`);
      assert.equal(attempts.get(100), 1, 'the message already in the inbox is not handled again');
      assert.equal(attempts.get(102), 1, 'the copy in the same batch is not handled again');
      const transactions = new Set([a, b, c].map((event) => rowsOf(rows, event)[0].instance));
      assert.equal(transactions.size, 1, 'the waiting messages were applied in one transaction');
      for (const row of rows) assert.equal(row.context_request_id, row.message_id, "each handler ran in its own message's context");
      assert.equal(await count(app.dataSource, 'SELECT count(*) AS n FROM inbox_message'), 5, 'one inbox row per message (gate included)');
      // The batch's inbox rows carry the time their handlers finished, after the gate's commit.
      const [times] = await app.dataSource.query(
        `SELECT (SELECT received_at FROM inbox_message WHERE message_id = $1) < min(received_at) AS later
           FROM inbox_message WHERE message_id = ANY($2::uuid[])`,
        [rows.find((row) => row.user_id === GATE_USER)!.message_id, [a.id, b.id, c.id]],
      );
      assert.equal(times.later, true);
    });
  });

  it('retries only the message whose handler throws; its batch-mates are applied once, without it', async () => {
    await withFixture('msg_batch_retry', [QUEUE], async (fixture) => {
      // 202 fails on its first attempt only.
      const { handler, attempts } = handlerOf((user, attempt) => user === 202 && attempt === 1 && new Error('falha passageira'));
      const app = await start(fixture, handler);
      const [a, failing, c] = [201, 202, 203].map((user) => envelope(CREATED, user));
      await publishBehindGate(fixture.bus.exchange, [a, failing, c]);
      await waitFor('the failed message applied on its retry', async () => rowsOf(await effects(app.dataSource), failing).length === 1);
      await queueEmpty(fixture.bus.queuePrefix);

      const rows = await effects(app.dataSource);
      for (const event of [a, failing, c]) assert.equal(rowsOf(rows, event).length, 1, `${userOf(event)} applied once`);
      assert.equal(attempts.get(202), 2, 'the failing handler ran once per delivery: the failure and the retry');
      assert.equal(rowsOf(rows, a)[0].instance, rowsOf(rows, c)[0].instance, 'the others were applied again together');
      assert.notEqual(rowsOf(rows, failing)[0].instance, rowsOf(rows, a)[0].instance);
      assert.equal(await queueDepth(deadLetterQueueName(QUEUE, fixture.bus.queuePrefix)), 0);
    });
  });

  it('dead-letters a handler that keeps throwing after maxDeliveries, and a poison message at once, while their batch-mates are applied', async () => {
    await withFixture('msg_batch_poison', [QUEUE], async (fixture) => {
      const maxDeliveries = 3;
      const { handler, attempts } = handlerOf((user) => user === 302 && new Error('handler quebrado'));
      const app = await start(fixture, handler, maxDeliveries);
      const [a, throwing, c, d] = [301, 302, 303, 304].map((user) => envelope(CREATED, user));
      const broken = envelope(CREATED, 305);
      (broken.payload as unknown as Record<string, unknown>).id_usuario = 'trezentos';
      await publishBehindGate(fixture.bus.exchange, [a, throwing, broken, { raw: Buffer.from('{not json'), id: 'garbage' }, c, d]);

      const dlq = deadLetterQueueName(QUEUE, fixture.bus.queuePrefix);
      const dead: Awaited<ReturnType<typeof drainQueue>> = [];
      await waitFor(
        'three messages in the dead-letter queue',
        async () => {
          dead.push(...(await drainQueue(dlq)));
          return dead.length >= 3;
        },
        20_000,
      );
      await queueEmpty(fixture.bus.queuePrefix);
      const reasons = Object.fromEntries(
        dead.map((message) => [message.properties.messageId, message.properties.headers?.['x-first-death-reason']]),
      );
      assert.deepEqual(reasons, { garbage: 'rejected', [broken.id]: 'rejected', [throwing.id]: 'delivery_limit' });
      assert.equal(attempts.get(302), maxDeliveries, 'the throwing handler ran once per delivery');

      const rows = await effects(app.dataSource);
      for (const event of [a, c, d]) assert.equal(rowsOf(rows, event).length, 1, `${userOf(event)} applied once`);
      assert.equal(rowsOf(rows, throwing).length + rowsOf(rows, broken).length, 0, 'nothing of the dead-lettered messages stayed');
      assert.equal(
        await count(app.dataSource, 'SELECT count(*) AS n FROM inbox_message WHERE message_id = ANY($1::uuid[])', [
          [throwing.id, broken.id],
        ]),
        0,
      );
    });
  });

  it('applies a batch one message at a time when its failure belongs to the transaction (a deadlock), spending no delivery', async () => {
    await withFixture('msg_batch_deadlock', [QUEUE], async (fixture) => {
      // What PostgreSQL reports to the victim of a deadlock, once.
      const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
      const { handler, attempts } = handlerOf((user, attempt) => user === 402 && attempt === 1 && deadlock);
      // One delivery each: a deadlock blamed on the victim would dead-letter it.
      const app = await start(fixture, handler, 1);
      const [a, victim, c] = [401, 402, 403].map((user) => envelope(CREATED, user));
      await publishBehindGate(fixture.bus.exchange, [a, victim, c]);
      await waitFor('every message', async () => (await effects(app.dataSource)).length === 4);
      await queueEmpty(fixture.bus.queuePrefix);

      const rows = await effects(app.dataSource);
      for (const event of [a, victim, c]) assert.equal(rowsOf(rows, event).length, 1, `${userOf(event)} applied once`);
      assert.equal(attempts.get(402), 2, 'ran in the batch, then alone');
      assert.equal(new Set([a, victim, c].map((event) => rowsOf(rows, event)[0].instance)).size, 3, 'each in its own transaction');
      assert.equal(await queueDepth(deadLetterQueueName(QUEUE, fixture.bus.queuePrefix)), 0);
    });
  });

  it('retries a batch in place while the database is unreachable, without spending deliveries', async () => {
    await withFixture('msg_batch_dbdown', [QUEUE], async (fixture) => {
      // What pg reports while the server restarts; maxDeliveries 2 would dead-letter on a second failed delivery.
      const outage = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      const { handler, attempts } = handlerOf((user, attempt) => user === 502 && attempt <= 3 && outage);
      const app = await start(fixture, handler, 2);
      const [a, b, c] = [501, 502, 503].map((user) => envelope(CREATED, user));
      await publishBehindGate(fixture.bus.exchange, [a, b, c]);
      await waitFor('every message', async () => (await effects(app.dataSource)).length === 4);
      await queueEmpty(fixture.bus.queuePrefix);

      const rows = await effects(app.dataSource);
      for (const event of [a, b, c]) assert.equal(rowsOf(rows, event).length, 1, `${userOf(event)} applied once`);
      assert.equal(attempts.get(502), 4);
      assert.equal(new Set([a, b, c].map((event) => rowsOf(rows, event)[0].instance)).size, 1, 'still one batch');
      assert.equal(await queueDepth(deadLetterQueueName(QUEUE, fixture.bus.queuePrefix)), 0);
    });
  });
  it('writes the rows a handler hands over in one statement, before another handler runs and before commit', async () => {
    await withFixture('msg_batch_write_behind', [QUEUE], async (fixture) => {
      const both = [CREATED, UPDATED];
      await declareTopology(AMQP_URL, fixture.bus, { [QUEUE]: both });
      /** How many rows each write had. */
      const writes: number[] = [];
      const effectsBehind = new WriteBehind<{ event: EventEnvelope; txid: string }>(async (manager, rows) => {
        writes.push(rows.length);
        for (const row of rows) await recordEffect(manager, row.event, row.txid);
      });
      const txidOf = async (manager: EntityManager) =>
        ((await manager.query('SELECT txid_current()::text AS txid')) as Array<{ txid: string }>)[0].txid;
      /** What the UPDATED handler saw: the effects its transaction holds when it runs. */
      const seenByUpdate: number[] = [];
      const app = await startTestApp({
        databaseUrl: fixture.db.url,
        bus: fixture.bus,
        consumer: { queue: QUEUE, bindings: both, concurrency: 1, batchSize: 20, retryDelayMs: 50 },
        handlers: {
          [CREATED]: async (event, manager) => {
            if (userOf(event) === GATE_USER) await sleep(GATE_MS);
            await effectsBehind.add(manager, { event, txid: await txidOf(manager) });
          },
          [UPDATED]: async (event, manager) => {
            seenByUpdate.push(Number(((await manager.query('SELECT count(*) AS n FROM test_effect')) as Array<{ n: string }>)[0].n));
            await recordEffect(manager, event, await txidOf(manager));
          },
        },
      });
      fixture.apps.push(app);
      const [a, b, c] = [601, 602, 603].map((user) => envelope(CREATED, user));
      const update = envelope(UPDATED, 601);
      await publishBehindGate(fixture.bus.exchange, [a, b, update, c]);
      await waitFor('the batch', async () => (await effects(app.dataSource)).length === 5);
      await queueEmpty(fixture.bus.queuePrefix);

      const rows = await effects(app.dataSource);
      for (const event of [a, b, update, c]) assert.equal(rowsOf(rows, event).length, 1, `${event.type} ${userOf(event)} applied once`);
      assert.equal(new Set([a, b, update, c].map((event) => rowsOf(rows, event)[0].instance)).size, 1, 'one transaction');
      assert.deepEqual(writes, [1, 2, 1], 'the gate alone; a and b before the other handler; c before commit');
      assert.deepEqual(seenByUpdate, [3], "the other handler saw the gate's, a's and b's rows");
    });
  });
});
