import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Controller, type INestApplication, type Type } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EventEnvelope, EventType, UserSnapshotV1 } from '@treina/contracts';
import amqplib, { type GetMessage } from 'amqplib';
import pg from 'pg';
import { DataSource, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import { currentContext } from '../src/context/request-context.js';
import { typeOrmOptions } from '../src/database/typeorm-options.js';
import { JsonLogger } from '../src/logging/json-logger.js';
import {
  AmqpConnection,
  connectEventBus,
  EVENT_BUS,
  EventContext,
  EventPattern,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  MessagingModule,
  OutboxService,
  type ConsumerOptions,
  type MessagingOptions,
  type OutboxTransaction,
  deleteTopology,
} from '../src/messaging/index.js';
import { createTestDatabase, uniqueBusNames, type TestDatabase } from '../src/testing/test-database.js';

/** The consuming queue of every test (logical name; each test has its own prefix). */
export const QUEUE = 'consumer-test.events';

export const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** The effect table of the tests: one row per handler run, so a double effect shows as two rows. */
export class CreateTestEffects1763700000001 implements MigrationInterface {
  name = 'CreateTestEffects1763700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE test_effect (
        id serial PRIMARY KEY,
        message_id uuid NOT NULL,
        type varchar(200) NOT NULL,
        user_id int NOT NULL,
        instance varchar(50) NOT NULL,
        correlation_id varchar(200) NOT NULL,
        causation_id varchar(200),
        context_request_id varchar(200),
        context_correlation_id varchar(200),
        context_causation_id varchar(200)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE test_effect');
  }
}

export interface EffectRow {
  message_id: string;
  type: string;
  user_id: number;
  instance: string;
  correlation_id: string;
  causation_id: string | null;
  context_request_id: string | null;
  context_correlation_id: string | null;
  context_causation_id: string | null;
}

/** Records the handled event (and the context the handler ran in) as one test_effect row. */
export async function recordEffect(manager: EntityManager, event: EventEnvelope, instance: string): Promise<void> {
  const context = currentContext();
  const payload = event.payload as UserSnapshotV1;
  await manager.query(
    `INSERT INTO test_effect (message_id, type, user_id, instance, correlation_id, causation_id, context_request_id, context_correlation_id, context_causation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.id,
      event.type,
      payload.id_usuario,
      instance,
      event.correlationId,
      event.causationId,
      context?.requestId,
      context?.correlationId,
      context?.causationId,
    ],
  );
}

type TestHandler = (event: EventEnvelope, manager: EntityManager, tx: OutboxTransaction, instance: string) => Promise<void>;

/**
 * A message controller with one `@EventPattern` method per handler of the test,
 * decorated at run time exactly as a service's `<module>.events.ts` is in source.
 */
function testEventsController(handlers: Partial<Record<EventType, TestHandler>>, instance: string): Type {
  @Controller()
  class TestEvents {}
  for (const [type, handler] of Object.entries(handlers) as Array<[EventType, TestHandler]>) {
    const key = `on ${type}`;
    const method = (_payload: unknown, context: EventContext) =>
      handler(context.getEnvelope(), context.getManager(), context.getTransaction(), instance);
    Object.defineProperty(TestEvents.prototype, key, { value: method, writable: true, configurable: true });
    Payload()(TestEvents.prototype, key, 0);
    Ctx()(TestEvents.prototype, key, 1);
    EventPattern(type, EVENT_BUS)(TestEvents.prototype, key, Object.getOwnPropertyDescriptor(TestEvents.prototype, key)!);
  }
  return TestEvents;
}

export interface TestApp {
  instance: string;
  app: INestApplication;
  dataSource: DataSource;
  outbox: OutboxService;
  connection: AmqpConnection;
  close(): Promise<void>;
}

export interface StartOptions {
  databaseUrl: string;
  bus: { exchange: string; deadLetterExchange: string; queuePrefix: string };
  instance?: string;
  consumer?: ConsumerOptions;
  handlers?: Partial<Record<EventType, TestHandler>>;
  messaging?: Partial<MessagingOptions>;
}

/** A tiny Nest app: TypeORM on the test database, the messaging module, and the test's handlers. */
export async function startTestApp(options: StartOptions): Promise<TestApp> {
  const instance = options.instance ?? 'a';
  const module = await Test.createTestingModule({
    imports: [
      TypeOrmModule.forRoot(
        typeOrmOptions({
          service: 'test',
          url: options.databaseUrl,
          entities: [...MESSAGING_ENTITIES],
          migrations: [...MESSAGING_MIGRATIONS, CreateTestEffects1763700000001],
        }),
      ),
      MessagingModule.forRoot({
        producer: 'test',
        url: AMQP_URL,
        ...options.bus,
        consumer: options.consumer,
        relayPollMs: 200,
        reconnect: { initialMs: 500, maxMs: 2000 },
        ...options.messaging,
      }),
    ],
    controllers: options.consumer ? [testEventsController(options.handlers ?? {}, instance)] : [],
  })
    .setLogger(new JsonLogger(`test-${instance}`, 'error'))
    .compile();
  const app = module.createNestApplication({ logger: new JsonLogger(`test-${instance}`, 'error') });
  const dataSource = app.get(DataSource);
  await dataSource.runMigrations();
  await app.init();
  try {
    await connectEventBus(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  const connection = app.get(AmqpConnection);
  if (!(await connection.waitForConnect(15_000))) throw new Error('broker não conectou');
  return {
    instance,
    app,
    dataSource,
    outbox: app.get(OutboxService),
    connection,
    close: () => app.close(),
  };
}

export function snapshot(userId: number, revision = 1): UserSnapshotV1 {
  return {
    id_usuario: userId,
    nome: `Usuário ${userId}`,
    email: `u${userId}@treina.test`,
    status: true,
    id_tipo_usuario: 3,
    nome_tipo_usuario: 'Vendas',
    id_aluno: null,
    permissions: ['customer'],
    sessionVersion: 1,
    revision,
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `probe` until it returns a truthy value; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T> | T, timeoutMs = 10_000, intervalMs = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timeout (${timeoutMs} ms) esperando: ${what}; último valor: ${String(last)}`);
    await sleep(intervalMs);
  }
}

export async function effects(dataSource: DataSource): Promise<EffectRow[]> {
  return dataSource.query('SELECT * FROM test_effect ORDER BY id');
}

export async function count(dataSource: DataSource, sql: string, params: unknown[] = []): Promise<number> {
  const rows: Array<{ n: string }> = await dataSource.query(sql, params);
  return Number(rows[0].n);
}

/** A query on its own connection, for checks after the apps (and their pools) are closed. */
export async function queryDatabase<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Publishes raw bodies straight to an exchange through a confirm channel (a producer that bypasses the outbox). */
export async function publishRaw(
  exchange: string,
  messages: Array<{ routingKey: string; body: Buffer | object; messageId?: string }>,
): Promise<void> {
  const model = await amqplib.connect(AMQP_URL);
  try {
    const channel = await model.createConfirmChannel();
    for (const message of messages) {
      const body = Buffer.isBuffer(message.body) ? message.body : Buffer.from(JSON.stringify(message.body));
      channel.publish(exchange, message.routingKey, body, {
        persistent: true,
        messageId: message.messageId,
        contentType: 'application/json',
      });
    }
    await channel.waitForConfirms();
    await channel.close();
  } finally {
    await model.close();
  }
}

/** Declares a plain queue bound to the exchange (to observe what gets published). */
export async function declareProbe(queue: string, exchange: string, pattern = '#'): Promise<void> {
  const model = await amqplib.connect(AMQP_URL);
  try {
    const channel = await model.createChannel();
    await channel.assertQueue(queue, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
    await channel.bindQueue(queue, exchange, pattern);
    await channel.close();
  } finally {
    await model.close();
  }
}

/** Takes (acks) every message currently in `queue`. */
export async function drainQueue(queue: string): Promise<GetMessage[]> {
  const model = await amqplib.connect(AMQP_URL);
  try {
    const channel = await model.createChannel();
    const taken: GetMessage[] = [];
    for (;;) {
      const message = await channel.get(queue, { noAck: true });
      if (!message) break;
      taken.push(message);
    }
    await channel.close();
    return taken;
  } finally {
    await model.close();
  }
}

export async function queueDepth(queue: string): Promise<number> {
  const model = await amqplib.connect(AMQP_URL);
  try {
    const channel = await model.createChannel();
    const { messageCount } = await channel.checkQueue(queue);
    await channel.close();
    return messageCount;
  } finally {
    await model.close();
  }
}

const run = promisify(execFile);

/** `rabbitmqctl stop_app` / `start_app`: simulates a broker outage without stopping the Erlang node. */
export async function rabbitmqctl(command: 'stop_app' | 'start_app'): Promise<void> {
  await run('rabbitmqctl', [command], { timeout: 60_000 });
}

export interface Fixture {
  db: TestDatabase;
  bus: ReturnType<typeof uniqueBusNames>;
  /** Closed at the end of the test. */
  apps: TestApp[];
}

/** One test's database, bus names and apps, torn down whatever happens. */
export async function withFixture(prefix: string, queues: string[], body: (fixture: Fixture) => Promise<void>): Promise<void> {
  const db = await createTestDatabase(prefix);
  const bus = uniqueBusNames(prefix);
  const apps: TestApp[] = [];
  try {
    await body({ db, bus, apps });
  } finally {
    for (const app of apps) await app.close().catch((error: Error) => console.error('close failed', error));
    await deleteTopology(AMQP_URL, bus, queues).catch((error: Error) => console.error('topology clean-up failed', error));
    await db.drop();
  }
}

/** An envelope as another producer would publish it straight to the exchange. */
export function envelope(type: EventEnvelope['type'], userId: number, id = randomUUID()): EventEnvelope {
  return {
    id,
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    producer: 'raw',
    correlationId: id,
    causationId: null,
    payload: snapshot(userId),
  } as EventEnvelope;
}
