import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type EventEnvelope, queueNameOf, SERVICE_QUEUE_BINDINGS, type UserSnapshotV1 } from '@treina/contracts';
import { envelope } from '@treina/contracts/testing';
import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { migrate } from '../database/migrate.js';
import { runProjectionCli } from '../database/projection-cli.js';
import { declareTopology, deleteTopology } from '../messaging/topology.js';
import { UserDirectory } from '../user-directory/user-directory.service.js';
import { type Answer, ApiClient } from './api-client.js';
import { TEST_AMQP_URL, TestEventPublisher, waitForInbox } from './event-bus.js';
import { sessionClaimsOf, userSnapshot, useTestSessionSigner } from './session-tokens.js';
import { sessionsOf } from './sessions.js';
import { startTestApp } from './test-app.js';
import { createTestDatabase, type TestDatabase, uniqueBusNames, useServiceEnv } from './test-database.js';

/** A service that consumes other services' events, running for a test (see startConsumerUnderTest). */
export interface ConsumerUnderTest {
  apps: NestExpressApplication[];
  /** Base URL of each instance. */
  urls: string[];
  db: TestDatabase;
  bus: ReturnType<typeof uniqueBusNames>;
  /** A pool on the test database, for direct checks. */
  pool: pg.Pool;
  /** Publishes envelopes to the test exchange (confirmed), like the producers' relays do. */
  publish(...envelopes: EventEnvelope[]): Promise<void>;
  /** Waits until every message id is in the inbox (applied or skipped by the handler). */
  waitApplied(ids: string[], timeoutMs?: number): Promise<void>;
  /** Publishes the envelopes and waits until they are all applied. */
  send(...envelopes: EventEnvelope[]): Promise<void>;
  /** A user in the users projection (via identity's event) and a session token for them. */
  login(user: Partial<UserSnapshotV1> & { id_usuario: number }): Promise<string>;
  /** `login` for a record of users at once: `{ admin: { id_usuario: 1 } }` gives `{ admin: <admin's session token> }`. */
  sessions<K extends string>(users: Record<K, Partial<UserSnapshotV1> & { id_usuario: number }>): Promise<Record<K, string>>;
  /**
   * Runs the service's `cli.js reset-projections` (see runProjectionCli) in this process,
   * on the test database, and returns what it printed. Needs `projectionTables` in the options.
   */
  resetProjections(): Promise<string>;
  /** GET on one instance, with the session of `token` if given. */
  get<T = any>(path: string, token?: string, instance?: number): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface ConsumerUnderTestOptions {
  /** The service's name: its queue, bindings (SERVICE_QUEUE_BINDINGS), database and bus name prefix. */
  service: string;
  /** Its root module: each instance starts it as in production (startTestApp). */
  app: Type<unknown>;
  /** Its TypeORM options, as its cli.js reads them: the schema is migrated with them once DATABASE_URL is the test database. */
  databaseOptions(): DataSourceOptions;
  /** The tables its `cli.js reset-projections` empties (see resetProjections). */
  projectionTables?: readonly string[];
  /** What the users `login` projects are unless told otherwise. */
  userDefaults?: Partial<UserSnapshotV1>;
  /** Replicas sharing the queue; 1 unless told. */
  instances?: number;
}

/**
 * An event-consuming service on its own throwaway database and bus names, with its
 * queue declared and bound before anything is published (as the start script does),
 * test session keys in env, and `instances` replicas sharing the queue.
 */
export async function startConsumerUnderTest(options: ConsumerUnderTestOptions): Promise<ConsumerUnderTest> {
  const { service } = options;
  const queue = queueNameOf(service);
  const bindings = SERVICE_QUEUE_BINDINGS[service];
  if (!bindings) throw new Error(`no queue bindings for ${service} in SERVICE_QUEUE_BINDINGS`);
  const sign = await useTestSessionSigner();
  const db = await createTestDatabase(service);
  const bus = uniqueBusNames(service);
  useServiceEnv(db, bus);
  await migrate(options.databaseOptions());
  await declareTopology(TEST_AMQP_URL, bus, { [queue]: bindings });
  const apps: NestExpressApplication[] = [];
  const urls: string[] = [];
  for (let index = 0; index < (options.instances ?? 1); index += 1) {
    const started = await startTestApp(options.app, { service });
    apps.push(started.app);
    urls.push(started.url);
  }
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const publisher = new TestEventPublisher(bus.exchange);

  const publish = (...envelopes: EventEnvelope[]) => publisher.publish(...envelopes);
  const waitApplied = (ids: string[], timeoutMs?: number) => waitForInbox(pool, ids, timeoutMs);
  const login = async (user: Partial<UserSnapshotV1> & { id_usuario: number }) => {
    const snapshot = userSnapshot(user, options.userDefaults);
    const event = envelope('identity.user.created.v1', snapshot);
    await publish(event);
    await waitApplied([event.id]);
    if (!(await apps[0]!.get(UserDirectory).read(user.id_usuario))) throw new Error('user not projected');
    return sign(sessionClaimsOf(snapshot));
  };

  return {
    apps,
    urls,
    db,
    bus,
    pool,
    publish,
    waitApplied,
    async send(...envelopes) {
      await publish(...envelopes);
      await waitApplied(envelopes.map((event) => event.id));
    },
    login,
    sessions: (users) => sessionsOf(users, login),
    async resetProjections() {
      const { databaseOptions, projectionTables } = options;
      if (!projectionTables) throw new Error(`no projectionTables given to startConsumerUnderTest for ${service}`);
      return printedBy(() => runProjectionCli({ service, databaseOptions, projectionTables }, 'reset-projections'));
    },
    get: <T>(path: string, token?: string, instance = 0) => new ApiClient(urls[instance]!, token).get<T>(path),
    async close() {
      await publisher.close();
      for (const app of apps) await app.close().catch(() => undefined);
      await pool.end();
      await deleteTopology(TEST_AMQP_URL, bus, [queue]).catch(() => undefined);
      await db.drop();
    },
  };
}

/** What is written to stdout while `work` runs, kept off the terminal. */
async function printedBy(work: () => Promise<void>): Promise<string> {
  const write = process.stdout.write;
  let printed = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    printed += chunk.toString();
    return true;
  }) as typeof process.stdout.write;
  try {
    await work();
  } finally {
    process.stdout.write = write;
  }
  return printed;
}
