import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EventPayloads, EventType, StudentSnapshotV1 } from '@treina/contracts';
import { envelope } from '@treina/contracts/testing';
import { migrate } from '@treina/nest-platform';
import {
  ApiClient as BaseApiClient,
  createTestDatabase,
  sleep,
  startTestApp,
  TEST_AMQP_URL,
  TestEventPublisher,
  type TestDatabase,
  uniqueBusNames,
  useServiceEnv,
  useTestSessionKeys,
  waitFor,
} from '@treina/nest-platform/testing';
import amqp from 'amqplib';
import { DataSource } from 'typeorm';
import { DemoAppModule } from '../src/seed/demo-app.module.js';
import { identityDatabaseOptions } from '../src/database/data-source.js';

export interface IdentityUnderTest {
  app: NestExpressApplication;
  url: string;
  db: TestDatabase;
  bus: ReturnType<typeof uniqueBusNames>;
  mailDir: string;
  close(): Promise<void>;
}

/** Identity as npm start runs it (the demo entry: the demo accounts seeded) on its own throwaway database and bus names. */
export async function startIdentity(): Promise<IdentityUnderTest> {
  await useTestSessionKeys();
  const db = await createTestDatabase('identity');
  const bus = uniqueBusNames('identity');
  const mailDir = mkdtempSync(join(tmpdir(), 'treina-mail-'));
  useServiceEnv(db, bus, { MAIL_DIR: mailDir, DEMO_SEED: 'true' });
  await migrate(identityDatabaseOptions());
  const { app, url } = await startTestApp(DemoAppModule, { service: 'identity', logLevel: process.env.LOG_LEVEL });
  return {
    app,
    url,
    db,
    bus,
    mailDir,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** The platform's cookie-keeping client, with identity's log-in call. */
export class ApiClient extends BaseApiClient {
  login(username: string, password: string) {
    return this.post('/api/auth/login', { username, password });
  }

  /**
   * Logs in a user someone else created and, as such a user must before anything else,
   * sets their own password once (the same one, so the test's later log-ins keep working).
   */
  async loginAsNewUser(username: string, password: string) {
    const answer = await this.login(username, password);
    if (answer.body?.deve_trocar_senha) {
      const changed = await this.patch(`/api/user/${answer.body.id_usuario}`, { senha: password });
      if (changed.status !== 200) throw new Error(`password change failed: ${changed.status} ${JSON.stringify(changed.body)}`);
    }
    return answer;
  }
}

export const ADMIN = { username: 'admin@treina.dev', password: 'Admin#2026' };
export const CONSULTANT = { username: 'consultor@treina.dev', password: 'Consultor#2026' };
export const SALES = { username: 'vendas@treina.dev', password: 'Vendas#2026' };

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@teste.treina.dev`;
}

/** Events sent to identity's exchange as another service's relay sends them, and a wait for identity to apply each. */
export interface IdentityEventBus {
  /** Publishes one event (confirmed by the broker); answers its message id. `id` repeats an earlier one (a redelivery). */
  publish<K extends EventType>(type: K, payload: EventPayloads[K], id?: string): Promise<string>;
  /** Resolves once identity's inbox holds the message: the event was applied (or skipped as a repeat) in that transaction. */
  handled(messageId: string | Promise<string>): Promise<void>;
  close(): Promise<void>;
}

/** Waits until identity's consumer has declared its queue, then answers a bus to it. */
export async function identityEventBus(identity: IdentityUnderTest): Promise<IdentityEventBus> {
  const connection = await amqp.connect(TEST_AMQP_URL);
  await waitFor('identity to declare its queue', async () => {
    const probe = await connection.createChannel();
    probe.on('error', () => undefined);
    const exists = await probe.checkQueue(`${identity.bus.queuePrefix}identity.events`).then(
      () => true,
      () => false,
    );
    await probe.close().catch(() => undefined);
    return exists;
  });
  // The queue is declared before its bindings: give the consumer a moment to bind it.
  await sleep(1000);
  const publisher = new TestEventPublisher(identity.bus.exchange);
  const dataSource = identity.app.get(DataSource);
  return {
    async publish(type, payload, id = randomUUID()) {
      await publisher.publish(envelope(type, payload, id));
      return id;
    },
    async handled(messageId) {
      const id = await messageId;
      await waitFor(
        `identity to apply message ${id}`,
        async () => ((await dataSource.query('SELECT 1 FROM inbox_message WHERE message_id = $1', [id])) as unknown[]).length > 0,
        15_000,
        25,
      );
    },
    async close() {
      await publisher.close();
      const channel = await connection.createChannel();
      await channel.deleteExchange(identity.bus.exchange).catch(() => undefined);
      await connection.close().catch(() => undefined);
    },
  };
}

/** A student as academic's student events carry them, with a login (`possui_login`). */
export function studentSnapshot(id_aluno: number, revision: number, changes: Partial<StudentSnapshotV1> = {}): StudentSnapshotV1 {
  return {
    id_aluno,
    nome_aluno: `Aluno ${id_aluno}`,
    email: `aluno${id_aluno}@teste.treina.dev`,
    telefone: '(11) 98765-4321',
    id_status_aluno: 3,
    id_canal_aluno: 1,
    nome_canal_aluno: 'Site',
    data_criacao: new Date().toISOString(),
    possui_login: true,
    is_student: true,
    revision,
    ...changes,
  };
}
