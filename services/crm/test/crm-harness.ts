import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ALL_PERMISSION_NAMES,
  type EventEnvelope,
  type EventType,
  queueNameOf,
  SERVICE_QUEUE_BINDINGS,
  type StudentSnapshotV1,
  USER_TYPE_NAMES,
  type UserSnapshotV1,
} from '@treina/contracts';
import { envelope, studentSnapshot } from '@treina/contracts/testing';
import { declareTopology, deleteTopology, migrate, serviceQueues } from '@treina/nest-platform';
import {
  ApiClient,
  createTestDatabase,
  signSessionToken,
  sleep,
  startTestApp,
  TEST_AMQP_URL,
  type TestDatabase,
  TestEventPublisher,
  uniqueBusNames,
  useServiceEnv,
  useTestSessionKeys,
  waitFor,
  waitForInbox,
} from '@treina/nest-platform/testing';
import pg from 'pg';
import { AppModule } from '../src/app.module.js';
import { DemoAppModule } from '../src/seed/demo-app.module.js';
import { crmDatabaseOptions } from '../src/database/data-source.js';

/** The test users every file starts with (ids fixed; sessions signed with the test key). */
export const ADMIN = { id_usuario: 1, nome: 'Ana Admin', id_tipo_usuario: 1, permissions: [...ALL_PERMISSION_NAMES] };
export const SALES = {
  id_usuario: 2,
  nome: 'Vitor Vendas',
  id_tipo_usuario: 3,
  permissions: [
    'activities',
    'activities_create',
    'activities_update',
    'customer',
    'customer_create',
    'customer_update',
    'services',
    'services_create',
    'services_update',
  ],
};
export const CONSULTANT = {
  id_usuario: 3,
  nome: 'Carla Consultora',
  id_tipo_usuario: 5,
  permissions: ['activities', 'activities_create', 'activities_update', 'activities_delete', 'customer', 'services'],
};
export const CONSULTANT_2 = { ...CONSULTANT, id_usuario: 4, nome: 'Caio Consultor' };
/** Logged in, no permission at all. */
export const NOBODY = { id_usuario: 5, nome: 'Nina Sem Permissão', id_tipo_usuario: 4, permissions: [] as string[] };

export type TestUser = Pick<UserSnapshotV1, 'id_usuario' | 'nome' | 'id_tipo_usuario' | 'permissions'>;

/** Runs `work` again for a while when it fails: another test may be restarting the broker. */
async function retrying<T>(work: () => Promise<T>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}

export class CrmUnderTest {
  private readonly revisions = new Map<number, number>();
  private readonly pool: pg.Pool;
  private readonly publisher: TestEventPublisher;

  constructor(
    readonly app: NestExpressApplication,
    readonly url: string,
    readonly db: TestDatabase,
    readonly bus: ReturnType<typeof uniqueBusNames>,
    private readonly privateKey: string,
  ) {
    this.pool = new pg.Pool({ connectionString: db.url, max: 2 });
    this.publisher = new TestEventPublisher(bus.exchange);
  }

  /** A query on the service's database. */
  async query<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, params)).rows as T[];
  }

  /** Publishes envelopes on the test exchange as their producer would (confirmed by the broker). */
  publish(envelopes: EventEnvelope[]): Promise<void> {
    return this.publisher.publish(...envelopes);
  }

  /** Publishes envelopes and waits until the consumer has recorded each of them in its inbox. */
  async publishAndWait(envelopes: EventEnvelope[]): Promise<void> {
    await this.publish(envelopes);
    await waitForInbox(
      this.pool,
      envelopes.map((item) => item.id),
    );
  }

  /** Publishes an identity user snapshot and waits until the users projection holds it. */
  async putUser(user: TestUser, changes: Partial<UserSnapshotV1> = {}): Promise<UserSnapshotV1> {
    const revision = changes.revision ?? (this.revisions.get(user.id_usuario) ?? 0) + 1;
    this.revisions.set(user.id_usuario, Math.max(revision, this.revisions.get(user.id_usuario) ?? 0));
    const snapshot: UserSnapshotV1 = {
      ...user,
      email: `u${user.id_usuario}@teste.treina.dev`,
      status: true,
      nome_tipo_usuario: USER_TYPE_NAMES[user.id_tipo_usuario] ?? 'Outro',
      id_aluno: null,
      sessionVersion: 1,
      ...changes,
      revision,
    };
    await this.publish([envelope(revision === 1 ? 'identity.user.created.v1' : 'identity.user.updated.v1', snapshot)]);
    await waitFor(`usuário ${user.id_usuario} r${revision} na projeção`, async () => {
      const rows = await this.query<{ revision: number }>('SELECT revision FROM usuario_projecao WHERE id_usuario = $1', [user.id_usuario]);
      return rows[0] && rows[0].revision >= revision;
    });
    return snapshot;
  }

  /** Publishes an academic student snapshot and waits until the projection holds it (or a newer one). */
  async putStudent(
    student: Partial<StudentSnapshotV1> & { id_aluno: number; revision: number },
    type: EventType = 'academic.student.updated.v1',
  ) {
    const snapshot = studentSnapshot(student.id_aluno, student);
    await this.publish([envelope(type, snapshot as never)]);
    await waitFor(`aluno ${student.id_aluno} r${student.revision} na projeção`, async () => {
      const rows = await this.query<{ revision: number }>('SELECT revision FROM aluno_projecao WHERE id_aluno = $1', [student.id_aluno]);
      return rows[0] && rows[0].revision >= student.revision;
    });
    return snapshot;
  }

  /** A session token as identity would sign it. */
  token(userId: number, sessionVersion = 1): Promise<string> {
    return signSessionToken(this.privateKey, { userId, sessionVersion });
  }

  /** An API client with a session of `user` (no user: anonymous). */
  async as(user?: TestUser): Promise<ApiClient> {
    return new ApiClient(this.url, user ? await this.token(user.id_usuario) : undefined);
  }

  /** Clients for a record of users at once: `{ admin: ADMIN }` gives `{ admin: <ADMIN's client> }`. */
  async sessions<K extends string>(users: Record<K, TestUser>): Promise<Record<K, ApiClient>> {
    const entries = Object.entries<TestUser>(users).map(async ([key, user]) => [key, await this.as(user)] as const);
    return Object.fromEntries(await Promise.all(entries)) as Record<K, ApiClient>;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.publisher.close();
    await this.pool.end();
    await deleteTopology(TEST_AMQP_URL, this.bus, [queueNameOf('crm')]).catch(() => undefined);
    await this.db.drop();
  }
}

/**
 * CRM on its own throwaway database and bus names (its queue declared and bound
 * first, so no event is routed nowhere), with the standard test users in its
 * users projection.
 */
export async function startCrm(options: { demoSeed?: boolean; users?: TestUser[] } = {}): Promise<CrmUnderTest> {
  const { privateKey } = await useTestSessionKeys();
  const db = await createTestDatabase('crm');
  const bus = uniqueBusNames('crm');
  useServiceEnv(db, bus, { DEMO_SEED: options.demoSeed ? 'true' : 'false', DEMO_SEED_POLL_MS: '200' });
  await retrying(() => declareTopology(TEST_AMQP_URL, bus, serviceQueues({ crm: SERVICE_QUEUE_BINDINGS.crm! })));
  await migrate(crmDatabaseOptions());
  // With the demo data: the demo entry's module (the app plus the seeder), as npm start runs it.
  const { app, url } = await startTestApp(options.demoSeed ? DemoAppModule : AppModule, {
    service: 'crm',
    logLevel: process.env.LOG_LEVEL,
  });
  const crm = new CrmUnderTest(app, url, db, bus, privateKey);
  for (const user of options.users ?? [ADMIN, SALES, CONSULTANT, CONSULTANT_2, NOBODY]) await crm.putUser(user);
  return crm;
}
