import type { Type } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ALL_PERMISSION_NAMES, type EventEnvelope, type EventType, type UserSnapshotV1, USER_TYPE_NAMES } from '@treina/contracts';
import { envelope } from '@treina/contracts/testing';
import { deleteTopology, migrate } from '@treina/nest-platform';
import {
  ApiClient,
  createTestDatabase,
  startTestApp,
  type TestDatabase,
  uniqueBusNames,
  useServiceEnv,
  useTestSessionSigner,
} from '@treina/nest-platform/testing';
import amqp from 'amqplib';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { academicDatabaseOptions } from '../src/database/data-source.js';

export const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface TestUser {
  id_usuario: number;
  id_tipo_usuario: number;
  permissions: string[];
  id_aluno?: number | null;
  email?: string;
  nome?: string;
}

/** Staff users every test file has (permissions as identity's defaults would give them). */
export const ADMIN: TestUser = { id_usuario: 1, id_tipo_usuario: 1, permissions: [...ALL_PERMISSION_NAMES], nome: 'Admin Teste' };
export const INSTRUCTOR: TestUser = {
  id_usuario: 4,
  id_tipo_usuario: 4,
  nome: 'Instrutora Teste',
  permissions: ['activities', 'class', 'class_update', 'training', 'material', 'material_create', 'material_update', 'student'],
};
export const SALES: TestUser = {
  id_usuario: 3,
  id_tipo_usuario: 3,
  nome: 'Vendas Teste',
  permissions: ['student', 'student_create', 'student_update', 'class', 'training', 'commissions'],
};
export const CONSULTANT: TestUser = {
  id_usuario: 5,
  id_tipo_usuario: 5,
  nome: 'Consultor Teste',
  permissions: ['activities', 'customer', 'services'],
};

export interface AcademicUnderTest {
  url: string;
  app: NestExpressApplication;
  dataSource: DataSource;
  db: TestDatabase;
  uploadDir: string;
  /** Every academic.* event published, in order. */
  events: EventEnvelope[];
  /** Makes the user known to academic (identity's snapshot through the bus) and returns a client with its session. */
  as(user: TestUser): Promise<ApiClient>;
  /** `as` for a record of users, one after the other: `{ admin: ADMIN }` gives `{ admin: <ADMIN's client> }`. */
  sessions<K extends string>(users: Record<K, TestUser>): Promise<Record<K, ApiClient>>;
  anonymous(): ApiClient;
  /** Events of `type` received so far (optionally only those matching). */
  eventsOf<K extends EventType>(type: K, match?: (payload: EventEnvelope<K>['payload']) => boolean): Array<EventEnvelope<K>>;
  /** Waits until the relay has published everything committed, then a little more for delivery. */
  settle(): Promise<void>;
  /** Publishes other services' events on the bus as their producer would, and waits until academic's inbox holds each. */
  deliver(...envelopes: EventEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

/** Academic on its own throwaway database and bus names, with a listener on its events. */
export async function startAcademic(options: { env?: Record<string, string>; module?: Type<unknown> } = {}): Promise<AcademicUnderTest> {
  const signSession = await useTestSessionSigner();
  const db = await createTestDatabase('academic');
  const bus = uniqueBusNames('academic');
  const uploadDir = mkdtempSync(join(tmpdir(), 'treina-uploads-'));
  useServiceEnv(db, bus, {
    UPLOAD_DIR: uploadDir,
    UPLOAD_MAX_BYTES: String(256 * 1024),
    DEMO_SEED: 'false',
    ...options.env,
  });
  await migrate(academicDatabaseOptions());
  const { app, url } = await startTestApp(options.module ?? AppModule, { service: 'academic', logLevel: process.env.LOG_LEVEL });
  const dataSource = app.get(DataSource);

  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  await channel.assertExchange(bus.exchange, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, bus.exchange, 'academic.#');
  const events: EventEnvelope[] = [];
  await channel.consume(
    queue,
    (message) => {
      if (message) events.push(JSON.parse(message.content.toString()) as EventEnvelope);
    },
    { noAck: true },
  );

  // The service's own queue is declared (and bound) once its consumer connects: wait for it.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const probe = await connection.createChannel();
    probe.on('error', () => undefined);
    const exists = await probe.checkQueue(`${bus.queuePrefix}academic.events`).then(
      () => true,
      () => false,
    );
    if (exists) await probe.close().catch(() => undefined);
    if (exists) break;
    await sleep(100);
  }
  await sleep(200);

  const known = new Map<number, number>();
  const sign = (user: TestUser, sessionVersion: number) =>
    signSession({
      userId: user.id_usuario,
      sessionVersion,
      userType: user.id_tipo_usuario,
      permissions: user.permissions,
      studentId: user.id_aluno,
    });

  const harness: AcademicUnderTest = {
    url,
    app,
    dataSource,
    db,
    uploadDir,
    events,
    async as(user) {
      const revision = (known.get(user.id_usuario) ?? 0) + 1;
      known.set(user.id_usuario, revision);
      const snapshot: UserSnapshotV1 = {
        id_usuario: user.id_usuario,
        nome: user.nome ?? `Usuário ${user.id_usuario}`,
        email: user.email ?? `usuario${user.id_usuario}@teste.treina.dev`,
        status: true,
        id_tipo_usuario: user.id_tipo_usuario,
        nome_tipo_usuario: USER_TYPE_NAMES[user.id_tipo_usuario] ?? 'Tipo',
        id_aluno: user.id_aluno ?? null,
        permissions: user.permissions,
        sessionVersion: 1,
        revision,
      };
      const publish = () => {
        const event = envelope('identity.user.updated.v1', snapshot);
        channel.publish(bus.exchange, event.type, Buffer.from(JSON.stringify(event)), {
          persistent: true,
          messageId: event.id,
          contentType: 'application/json',
        });
      };
      for (let attempt = 0; attempt < 400; attempt += 1) {
        // Re-sent now and then: the broker may have been restarted by another test meanwhile.
        if (attempt % 80 === 0) publish();
        const rows: Array<{ revision: number }> = await dataSource.query('SELECT revision FROM usuario_projecao WHERE id_usuario = $1', [
          user.id_usuario,
        ]);
        if (rows[0] && rows[0].revision >= revision) return new ApiClient(url, await sign(user, 1));
        await sleep(25);
      }
      throw new Error(`user ${user.id_usuario} did not reach the users projection`);
    },
    async sessions(users) {
      const clients: Record<string, ApiClient> = {};
      for (const [key, user] of Object.entries<TestUser>(users)) clients[key] = await harness.as(user);
      return clients as Record<keyof typeof users, ApiClient>;
    },
    anonymous: () => new ApiClient(url),
    eventsOf(type, match) {
      return events.filter((event) => event.type === type && (!match || match(event.payload as never))) as never;
    },
    async settle() {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const pending: Array<{ n: number }> = await dataSource.query(
          'SELECT count(*)::int AS n FROM outbox_message WHERE published_at IS NULL',
        );
        if (pending[0]!.n === 0) break;
        await sleep(25);
      }
      await sleep(150);
    },
    async deliver(...envelopes) {
      for (const event of envelopes) {
        channel.publish(bus.exchange, event.type, Buffer.from(JSON.stringify(event)), {
          persistent: true,
          messageId: event.id,
          contentType: 'application/json',
        });
      }
      const ids = [...new Set(envelopes.map((event) => event.id))];
      for (let attempt = 0; attempt < 1600; attempt += 1) {
        const applied: Array<{ n: number }> = await dataSource.query(
          'SELECT count(*)::int AS n FROM inbox_message WHERE message_id = ANY($1::uuid[])',
          [ids],
        );
        if (applied[0]!.n === ids.length) return;
        await sleep(25);
      }
      throw new Error(`academic did not take ${ids.length} message(s) into its inbox`);
    },
    async close() {
      await app.close();
      await channel.close().catch(() => {});
      await connection.close().catch(() => {});
      await deleteTopology(AMQP_URL, bus, ['academic.events']).catch(() => {});
      await db.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A student record (POST /api/students) with sensible defaults. */
let sequence = 0;
export function newStudent(extra: Record<string, unknown> = {}) {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return { nome_aluno: `Aluno ${unique}`, email: `aluno.${unique}@teste.treina.dev`, telefone: '(11) 98765-4321', ...extra };
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

export function fileForm(fields: Record<string, string>, files: Array<{ name: string; type: string; bytes: Buffer }>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}
