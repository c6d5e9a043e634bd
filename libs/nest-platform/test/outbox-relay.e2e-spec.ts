// The outbox relay against real PostgreSQL and RabbitMQ, with the broker's confirms
// held back by a TCP proxy of the test (the shared broker itself is never stalled:
// other suites use it at the same time).
import assert from 'node:assert/strict';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { describe, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../src/database/typeorm-options.js';
import { JsonLogger } from '../src/logging/json-logger.js';
import {
  AmqpConnection,
  createEnvelope,
  declareTopology,
  deleteTopology,
  EventPublisher,
  fullQueueName,
  insertOutboxMessages,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  OutboxRelay,
  OutboxService,
} from '../src/messaging/index.js';
import { createTestDatabase, uniqueBusNames, type TestDatabase } from '../src/testing/test-database.js';
import { AMQP_URL, declareProbe, drainQueue, queryDatabase, queueDepth, sleep, snapshot, waitFor } from './messaging-test-kit.js';

// Only warnings and errors of the module reach the output.
process.env.LOG_LEVEL ??= 'warn';

interface Link {
  client: Socket;
  broker: Socket;
  /** Broker bytes kept back while stalled, in order. */
  held: Buffer[];
}

/**
 * Sits between one client and RabbitMQ. `stall()` stops forwarding what the broker sends (publisher confirms, heartbeats, everything) while
 * the client's frames still reach the broker; `resume()` delivers the held bytes in order, as a slow network would.
 */
class BrokerProxy {
  private stalled = false;
  private readonly links = new Set<Link>();

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
  ) {
    server.on('connection', (client) => this.link(client));
  }

  static async start(brokerUrl: string): Promise<BrokerProxy> {
    const proxy = new BrokerProxy(createServer(), new URL(brokerUrl));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** The broker URL (same credentials and vhost) through this proxy. */
  get url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String((this.server.address() as { port: number }).port);
    return url.toString();
  }

  stall(): void {
    this.stalled = true;
  }

  resume(): void {
    this.stalled = false;
    for (const link of this.links) {
      for (const chunk of link.held.splice(0)) link.client.write(chunk);
    }
  }

  async close(): Promise<void> {
    for (const link of this.links) {
      link.client.destroy();
      link.broker.destroy();
    }
    await new Promise((resolve) => this.server.close(resolve));
  }

  private link(client: Socket): void {
    const broker = connect(Number(this.target.port || 5672), this.target.hostname);
    const link: Link = { client, broker, held: [] };
    this.links.add(link);
    client.on('data', (chunk) => broker.write(chunk));
    broker.on('data', (chunk) => {
      if (this.stalled) link.held.push(chunk);
      else client.write(chunk);
    });
    const drop = (): void => {
      this.links.delete(link);
      client.destroy();
      broker.destroy();
    };
    for (const socket of [client, broker]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
  }
}

/** What one service process runs: its own pool, broker connection, publisher, relay and outbox. */
interface RelayProcess {
  dataSource: DataSource;
  relay: OutboxRelay;
  outbox: OutboxService;
  close(): Promise<void>;
}

interface ProcessOptions {
  amqpUrl?: string;
  batchSize?: number;
  publishTimeoutMs?: number;
  shutdownTimeoutMs?: number;
  /** False: the relay is started by the test. */
  start?: boolean;
}

type BusNames = ReturnType<typeof uniqueBusNames>;

async function startProcess(name: string, db: TestDatabase, bus: BusNames, options: ProcessOptions = {}): Promise<RelayProcess> {
  const dataSource = new DataSource(
    typeOrmOptions({ service: 'test', url: db.url, entities: [...MESSAGING_ENTITIES], migrations: [...MESSAGING_MIGRATIONS] }),
  );
  await dataSource.initialize();
  await dataSource.runMigrations();
  const logger = new JsonLogger(`relay-${name}`);
  const connection = new AmqpConnection(
    // A long heartbeat, so a stall of a few seconds is not taken for a dead broker.
    {
      url: options.amqpUrl ?? AMQP_URL,
      name: `outbox-relay-test-${name}`,
      reconnectInitialMs: 500,
      reconnectMaxMs: 2000,
      heartbeatSeconds: 60,
    },
    logger,
  );
  const publisher = new EventPublisher(connection, bus, options.publishTimeoutMs ?? 30_000);
  const relay = new OutboxRelay(dataSource, publisher, connection, logger, {
    pollMs: 200,
    batchSize: options.batchSize ?? 100,
    maxBackoffMs: 2000,
    shutdownTimeoutMs: options.shutdownTimeoutMs,
  });
  const outbox = new OutboxService(dataSource, 'test', relay);
  if (!(await connection.waitForConnect(15_000))) throw new Error(`broker não conectou (${name})`);
  if (options.start !== false) relay.start();
  return {
    dataSource,
    relay,
    outbox,
    async close() {
      await relay.stop();
      await publisher.close();
      await connection.close();
      await dataSource.destroy();
    },
  };
}

interface Fixture {
  db: TestDatabase;
  bus: BusNames;
  /** The queue that sees every published event, as a consumer would. */
  probe: string;
  /** Closed at the end of the test, after every proxy resumed. */
  processes: RelayProcess[];
  proxies: BrokerProxy[];
}

async function withFixture(prefix: string, body: (fixture: Fixture) => Promise<void>): Promise<void> {
  const db = await createTestDatabase(prefix);
  const bus = uniqueBusNames(prefix);
  const fixture: Fixture = { db, bus, probe: fullQueueName('probe', bus.queuePrefix), processes: [], proxies: [] };
  try {
    await declareTopology(AMQP_URL, bus, {});
    await declareProbe(fixture.probe, bus.exchange);
    await body(fixture);
  } finally {
    for (const proxy of fixture.proxies) proxy.resume();
    for (const running of fixture.processes) await running.close().catch((error: Error) => console.error('close failed', error));
    for (const proxy of fixture.proxies) await proxy.close();
    await deleteTopology(AMQP_URL, bus, ['probe']).catch((error: Error) => console.error('topology clean-up failed', error));
    await db.drop();
  }
}

/** Commits one event per user id, each in its own transaction through `outbox`. */
async function writeEvents(outbox: OutboxService, userIds: number[]): Promise<void> {
  await Promise.all(userIds.map((userId) => outbox.transaction(async (tx) => tx.publish('identity.user.created.v1', snapshot(userId)))));
}

/** Commits one event per user id, all in one transaction, so the relay claims them as one batch. */
async function writeBatch(outbox: OutboxService, userIds: number[]): Promise<void> {
  await outbox.transaction(async (tx) => {
    for (const userId of userIds) tx.publish('identity.user.created.v1', snapshot(userId));
  });
}

function range(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => from + index);
}

interface OutboxRow {
  id: string;
  message_id: string;
  published: boolean;
  leased: boolean;
  claimed_by: string | null;
  attempts: number;
  last_error: string | null;
}

async function outboxRows(db: TestDatabase): Promise<OutboxRow[]> {
  return queryDatabase<OutboxRow>(
    db.url,
    `SELECT id, message_id, published_at IS NOT NULL AS published, coalesce(claimed_until > now(), false) AS leased,
            claimed_by, attempts, last_error
     FROM outbox_message ORDER BY id`,
  );
}

/** How many times each message id reached the probe queue (takes them off the queue). */
async function probeCounts(probe: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const message of await drainQueue(probe)) {
    const id = String(message.properties.messageId);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

interface DatabaseFootprint {
  /** Sessions of the test database (other than the probe's) with a transaction open. */
  openTransactions: Array<{ pid: number; state: string; query: string }>;
  /** Table locks on outbox_message held by other sessions. */
  outboxLocks: Array<{ pid: number; mode: string }>;
  /** Pending rows a new transaction can lock (SKIP LOCKED leaves out the rows somebody holds). */
  lockablePendingRows: number;
}

/** What the relay leaves on the database, seen from a session of its own. */
async function databaseFootprint(db: TestDatabase): Promise<DatabaseFootprint> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const openTransactions = (
      await client.query(
        `SELECT pid, state, query FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
      )
    ).rows;
    const outboxLocks = (
      await client.query(
        `SELECT pid, mode FROM pg_locks
         WHERE database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND relation = 'outbox_message'::regclass AND pid <> pg_backend_pid()`,
      )
    ).rows;
    await client.query('BEGIN');
    const lockable = await client.query('SELECT id FROM outbox_message WHERE published_at IS NULL FOR UPDATE SKIP LOCKED');
    await client.query('ROLLBACK');
    return { openTransactions, outboxLocks, lockablePendingRows: lockable.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}

describe('outbox relay (RabbitMQ + PostgreSQL)', () => {
  it('holds no transaction or row lock while the broker withholds its confirms, so writes keep committing; every row goes out once when the confirms arrive', async () => {
    await withFixture('relay_stall', async ({ db, bus, probe, processes, proxies }) => {
      const proxy = await BrokerProxy.start(AMQP_URL);
      proxies.push(proxy);
      const service = await startProcess('a', db, bus, { amqpUrl: proxy.url });
      processes.push(service);
      await writeEvents(service.outbox, [1]);
      await waitFor('the warm-up event published', async () => (await outboxRows(db)).every((row) => row.published));

      proxy.stall();
      const stalledUsers = range(100, 10);
      await writeBatch(service.outbox, stalledUsers);
      // The broker has every message, the relay has not heard back: it is waiting for the confirms.
      await waitFor('the stalled batch at the broker', async () => (await queueDepth(probe)) === 1 + stalledUsers.length);
      const waiting = (await outboxRows(db)).filter((row) => !row.published);
      assert.equal(waiting.length, stalledUsers.length);
      assert.ok(
        waiting.every((row) => row.leased && row.claimed_by === service.relay.relayId),
        'the unconfirmed rows are leased to the waiting relay',
      );

      for (let sample = 0; sample < 5; sample += 1) {
        const footprint = await databaseFootprint(db);
        assert.deepEqual(footprint.openTransactions, [], 'no transaction open (no "idle in transaction") while waiting for confirms');
        assert.deepEqual(footprint.outboxLocks, [], 'no lock on outbox_message while waiting for confirms');
        assert.equal(footprint.lockablePendingRows, stalledUsers.length, 'no pending row is locked');
        await sleep(100);
      }

      // More concurrent writes than the pool has connections (10), all adding outbox rows.
      const writers = range(200, 30);
      const started = performance.now();
      const latencies = await Promise.all(
        writers.map(async (userId) => {
          const begun = performance.now();
          await service.outbox.transaction(async (tx) => tx.publish('identity.user.created.v1', snapshot(userId)));
          return performance.now() - begun;
        }),
      );
      const wallMs = performance.now() - started;
      latencies.sort((a, b) => a - b);
      const slowest = latencies[latencies.length - 1];
      console.log(
        `${writers.length} concurrent writes while confirms are stalled: all committed in ${wallMs.toFixed(0)} ms; ` +
          `latency median ${latencies[writers.length >> 1].toFixed(0)} ms, max ${slowest.toFixed(0)} ms`,
      );
      assert.ok(slowest < 2000, `every write commits quickly while the relay waits (slowest ${slowest.toFixed(0)} ms)`);
      const stillWaiting = (await outboxRows(db)).filter((row) => !row.published);
      assert.equal(stillWaiting.length, stalledUsers.length + writers.length, 'the relay was still waiting for its confirms meanwhile');
      assert.equal(
        stillWaiting.filter((row) => row.leased).length,
        stalledUsers.length,
        'the new rows are not claimed before the batch is done',
      );

      proxy.resume();
      await waitFor('every row marked sent', async () => (await outboxRows(db)).every((row) => row.published), 20_000);
      const rows = await outboxRows(db);
      assert.equal(rows.length, 1 + stalledUsers.length + writers.length);
      assert.ok(
        rows.every((row) => row.attempts === 1 && row.last_error === null && !row.leased),
        'each row was published by one attempt',
      );
      await waitFor('every message at the probe', async () => (await queueDepth(probe)) === rows.length);
      const counts = await probeCounts(probe);
      assert.deepEqual(
        rows.map((row) => counts.get(row.message_id)),
        rows.map(() => 1),
        'each row reached the consumer exactly once',
      );
      assert.equal(counts.size, rows.length, 'nothing else was published');
    });
  });

  it('lets two relays on one database publish each row once, also while one of them waits for confirms', async () => {
    await withFixture('relay_pair', async ({ db, bus, probe, processes, proxies }) => {
      const proxy = await BrokerProxy.start(AMQP_URL);
      proxies.push(proxy);
      const a = await startProcess('a', db, bus, { amqpUrl: proxy.url, batchSize: 5 });
      const b = await startProcess('b', db, bus, { batchSize: 5, start: false });
      processes.push(a, b);
      await writeEvents(a.outbox, [1]);
      await waitFor('the warm-up event published', async () => (await outboxRows(db)).every((row) => row.published));

      // a claims a batch and waits for confirms that do not come; b must leave that batch alone.
      proxy.stall();
      await writeBatch(a.outbox, range(100, 5));
      await waitFor('a waiting for its batch', async () => (await outboxRows(db)).filter((row) => row.leased).length === 5);
      b.relay.start();
      await writeEvents(b.outbox, range(200, 20));
      await waitFor('b publishing its own rows', async () => (await outboxRows(db)).filter((row) => row.published).length === 1 + 20);
      await sleep(500);
      const duringStall = await outboxRows(db);
      assert.deepEqual(
        duringStall.filter((row) => !row.published).map((row) => [row.claimed_by, row.leased]),
        Array.from({ length: 5 }, () => [a.relay.relayId, true]),
        'the batch a waits for is still its own, unpublished',
      );
      proxy.resume();

      // The normal case: both relays woken by commits at the same time, small batches.
      const users = range(1000, 200);
      await Promise.all([writeEvents(a.outbox, users.slice(0, 100)), writeEvents(b.outbox, users.slice(100))]);
      await waitFor('every row marked sent', async () => (await outboxRows(db)).every((row) => row.published), 30_000);
      const rows = await outboxRows(db);
      assert.equal(rows.length, 1 + 5 + 20 + users.length);
      await waitFor('every message at the probe', async () => (await queueDepth(probe)) >= rows.length);
      await sleep(300);
      const counts = await probeCounts(probe);
      const repeated = rows.filter((row) => counts.get(row.message_id) !== 1);
      assert.deepEqual(repeated, [], 'no row was published by both relays (or lost)');
      assert.equal(counts.size, rows.length);
      assert.ok(
        rows.every((row) => row.attempts === 1),
        'each row was claimed and published once',
      );
      const relayed = new Set(rows.slice(-users.length).map((row) => row.claimed_by));
      assert.deepEqual([...relayed].sort(), [a.relay.relayId, b.relay.relayId].sort(), 'both relays took part');
    });
  });

  it('releases the rows of a publish whose confirm timed out and publishes them again after the broker answers', async () => {
    await withFixture('relay_timeout', async ({ db, bus, probe, processes, proxies }) => {
      const proxy = await BrokerProxy.start(AMQP_URL);
      proxies.push(proxy);
      const service = await startProcess('a', db, bus, { amqpUrl: proxy.url, publishTimeoutMs: 1000 });
      processes.push(service);
      await writeEvents(service.outbox, [1]);
      await waitFor('the warm-up event published', async () => (await outboxRows(db)).every((row) => row.published));

      proxy.stall();
      await writeBatch(service.outbox, range(100, 3));
      const released = await waitFor('the timed-out rows released', async () => {
        const pending = (await outboxRows(db)).filter((row) => !row.published);
        return pending.length === 3 && pending.every((row) => row.last_error === 'timeout' && !row.leased) ? pending : undefined;
      });
      assert.ok(released.every((row) => row.attempts >= 1));
      proxy.resume();

      await waitFor('the rows marked sent on a later attempt', async () => (await outboxRows(db)).every((row) => row.published), 20_000);
      const rows = await outboxRows(db);
      assert.ok(rows.slice(1).every((row) => row.attempts >= 2 && row.last_error === null && !row.leased));
      await sleep(300);
      const counts = await probeCounts(probe);
      assert.ok(
        rows.every((row) => (counts.get(row.message_id) ?? 0) >= 1),
        'each row reached the consumer at least once (its inbox absorbs the repeats)',
      );
    });
  });

  it('publishes the rows of a relay that died once its lease has run out', async () => {
    await withFixture('relay_lease', async ({ db, bus, probe, processes }) => {
      const service = await startProcess('a', db, bus);
      processes.push(service);
      const orphans = range(100, 3).map((userId) => createEnvelope('identity.user.created.v1', snapshot(userId), 'test'));
      await service.dataSource.transaction(async (manager) => {
        await insertOutboxMessages(manager, orphans);
        await manager.query(`UPDATE outbox_message SET claimed_by = 'crashed-relay', claimed_until = now() + interval '3 seconds'`);
      });

      await writeEvents(service.outbox, [1]);
      await waitFor('the fresh event published', async () => (await outboxRows(db)).some((row) => row.published));
      let rows = await outboxRows(db);
      assert.deepEqual(
        rows.filter((row) => !row.published).map((row) => row.claimed_by),
        ['crashed-relay', 'crashed-relay', 'crashed-relay'],
        'rows under a live lease are left alone',
      );

      await waitFor(
        'the orphans published after the lease ran out',
        async () => (await outboxRows(db)).every((row) => row.published),
        10_000,
      );
      rows = await outboxRows(db);
      assert.ok(rows.every((row) => row.claimed_by === service.relay.relayId && row.attempts === 1));
      await waitFor('every message at the probe', async () => (await queueDepth(probe)) === rows.length);
      const counts = await probeCounts(probe);
      assert.deepEqual([...counts.values()], [1, 1, 1, 1]);
    });
  });

  it('stop() waits for the batch in flight to be confirmed and marked, but no longer than the shutdown timeout', async () => {
    await withFixture('relay_stop', async ({ db, bus, processes, proxies }) => {
      const proxy = await BrokerProxy.start(AMQP_URL);
      proxies.push(proxy);
      const patient = await startProcess('patient', db, bus, { amqpUrl: proxy.url, shutdownTimeoutMs: 5000 });
      processes.push(patient);
      await writeEvents(patient.outbox, [1]);
      await waitFor('the warm-up event published', async () => (await outboxRows(db)).every((row) => row.published));

      proxy.stall();
      await writeBatch(patient.outbox, range(100, 3));
      await waitFor('the batch in flight', async () => (await outboxRows(db)).filter((row) => row.leased).length === 3);
      setTimeout(() => proxy.resume(), 500);
      await patient.relay.stop();
      assert.ok(
        (await outboxRows(db)).every((row) => row.published),
        'the batch was marked sent before stop() returned',
      );

      const hasty = await startProcess('hasty', db, bus, { amqpUrl: proxy.url, shutdownTimeoutMs: 1000 });
      processes.push(hasty);
      proxy.stall();
      await writeBatch(hasty.outbox, range(200, 3));
      await waitFor('the second batch in flight', async () => (await outboxRows(db)).filter((row) => row.leased).length === 3);
      const stopping = performance.now();
      await hasty.relay.stop();
      const waitedMs = performance.now() - stopping;
      assert.ok(waitedMs >= 900 && waitedMs < 3000, `stop() gave up after the shutdown timeout (${waitedMs.toFixed(0)} ms)`);
      const leftover = (await outboxRows(db)).filter((row) => !row.published);
      assert.ok(
        leftover.length === 3 && leftover.every((row) => row.leased && row.claimed_by === hasty.relay.relayId),
        'the unconfirmed rows stay leased, to go out again once the lease runs out',
      );
    });
  });
});
