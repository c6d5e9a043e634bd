import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  type ClassSnapshotV1,
  type EnrolmentSnapshotV1,
  type StudentSnapshotV1,
  type EventEnvelope,
  type EventPayloads,
  type EventType,
  queueNameOf,
  SERVICE_QUEUE_BINDINGS,
  type TrainingSnapshotV1,
  type UserSnapshotV1,
} from '@treina/contracts';
import { configureApp, declareTopology, deleteTopology, JsonLogger, migrate, SESSION_AUDIENCE, SESSION_ISSUER, UserDirectory } from '@treina/nest-platform';
import { createTestDatabase, type TestDatabase, uniqueBusNames, useTestSessionKeys } from '@treina/nest-platform/testing';
import amqplib from 'amqplib';
import { importPKCS8, SignJWT } from 'jose';
import pg from 'pg';
import { AppModule } from '../src/app.module.js';
import { reportingDatabaseOptions } from '../src/database/data-source.js';

export const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
export const QUEUE = queueNameOf('reporting');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ReportingUnderTest {
  apps: NestExpressApplication[];
  /** Base URL of each instance. */
  urls: string[];
  db: TestDatabase;
  bus: ReturnType<typeof uniqueBusNames>;
  /** A pool on the test database, for direct checks. */
  pool: pg.Pool;
  /** Publishes envelopes to the test exchange (confirmed), like academic's relay does. */
  publish(...envelopes: EventEnvelope[]): Promise<void>;
  /** Waits until every message id is in the inbox (applied or skipped by the handler). */
  waitApplied(ids: string[], timeoutMs?: number): Promise<void>;
  /** A user in the users projection (via identity's event) and a session token for them. */
  login(user: Partial<UserSnapshotV1> & { id_usuario: number }): Promise<string>;
  get<T = any>(path: string, token?: string, instance?: number): Promise<Answer<T>>;
  close(): Promise<void>;
}

async function startInstance(): Promise<{ app: NestExpressApplication; url: string }> {
  const logger = new JsonLogger('reporting', 'error');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger, bodyParser: false });
  configureApp(app, { service: 'reporting', logger });
  await app.listen(0, '127.0.0.1');
  return { app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}

/** Reporting on its own throwaway database and bus names; `instances` replicas share the queue. */
export async function startReporting(options: { instances?: number } = {}): Promise<ReportingUnderTest> {
  const { privateKey } = await useTestSessionKeys();
  const signingKey = await importPKCS8(privateKey, 'ES256');
  const db = await createTestDatabase('reporting');
  const bus = uniqueBusNames('reporting');
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    EVENTS_EXCHANGE: bus.exchange,
    DEAD_LETTER_EXCHANGE: bus.deadLetterExchange,
    QUEUE_PREFIX: bus.queuePrefix,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  });
  await migrate(reportingDatabaseOptions());
  // As the start script does: the queue exists and is bound before anything is published.
  await declareTopology(AMQP_URL, bus, { [QUEUE]: SERVICE_QUEUE_BINDINGS.reporting! });
  const apps: NestExpressApplication[] = [];
  const urls: string[] = [];
  for (let index = 0; index < (options.instances ?? 1); index += 1) {
    const started = await startInstance();
    apps.push(started.app);
    urls.push(started.url);
  }
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  let link: { connection: amqplib.ChannelModel; channel: amqplib.ConfirmChannel } | undefined;
  const connect = async () => {
    const connection = await amqplib.connect(AMQP_URL);
    connection.on('error', () => undefined);
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    return { connection, channel };
  };

  /**
   * Confirmed publishing; if the broker goes away for a moment (other suites on this
   * machine may restart it), reconnects and publishes the batch again: the consumer's
   * inbox absorbs the repeats.
   */
  const publish = async (...envelopes: EventEnvelope[]) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        link ??= await connect();
        for (const envelope of envelopes) {
          link.channel.publish(bus.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
            persistent: true,
            messageId: envelope.id,
            contentType: 'application/json',
          });
        }
        await link.channel.waitForConfirms();
        return;
      } catch (error) {
        const broken = link;
        link = undefined;
        await broken?.connection.close().catch(() => undefined);
        if (attempt >= 20) throw error;
        await sleep(1500);
      }
    }
  };

  const waitApplied = async (ids: string[], timeoutMs = 45_000) => {
    const deadline = Date.now() + timeoutMs;
    const unique = [...new Set(ids)];
    for (;;) {
      const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_message WHERE message_id = ANY($1::uuid[])', [unique]);
      if (rows[0]!.n === unique.length) return;
      if (Date.now() > deadline) throw new Error(`only ${rows[0]!.n} of ${unique.length} messages applied after ${timeoutMs} ms`);
      await sleep(25);
    }
  };

  const login = async (user: Partial<UserSnapshotV1> & { id_usuario: number }) => {
    const snapshot: UserSnapshotV1 = {
      nome: `Usuário ${user.id_usuario}`,
      email: `u${user.id_usuario}@treina.test`,
      status: true,
      id_tipo_usuario: 1,
      nome_tipo_usuario: 'Administrador',
      id_aluno: null,
      permissions: ['commissions'],
      sessionVersion: 1,
      revision: 1,
      ...user,
    };
    const event = envelope('identity.user.created.v1', snapshot);
    await publish(event);
    await waitApplied([event.id]);
    const directory = apps[0]!.get(UserDirectory);
    if (!(await directory.read(user.id_usuario))) throw new Error('user not projected');
    return new SignJWT({ sv: snapshot.sessionVersion, typ: snapshot.id_tipo_usuario, perms: snapshot.permissions })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(String(user.id_usuario))
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setExpirationTime('1h')
      .sign(signingKey);
  };

  const get = async <T>(path: string, token?: string, instance = 0): Promise<Answer<T>> => {
    const response = await fetch(`${urls[instance]}${path}`, { headers: token ? { cookie: `treina_session=${token}` } : {} });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, body: body as T, headers: response.headers };
  };

  return {
    apps,
    urls,
    db,
    bus,
    pool,
    publish,
    waitApplied,
    login,
    get,
    async close() {
      await link?.connection.close().catch(() => undefined);
      for (const app of apps) await app.close().catch(() => undefined);
      await pool.end();
      await deleteTopology(AMQP_URL, bus, [QUEUE]).catch(() => undefined);
      await db.drop();
    },
  };
}

/** An envelope as academic's (or identity's) relay publishes it. */
export function envelope<K extends EventType>(type: K, payload: EventPayloads[K], id = randomUUID()): EventEnvelope<K> {
  const producer = type.split('.')[0]!;
  return { id, type, version: 1, occurredAt: new Date().toISOString(), producer, correlationId: id, causationId: null, payload };
}

const STATUS_NAMES: Record<number, string> = {
  1: 'INSCRITO',
  2: 'Pagamento Pendente',
  3: 'Pago',
  4: 'Cancelado',
  5: 'Estornado',
  6: 'Solicitação de Transferência',
  7: 'Transferido',
  8: 'Transferência Paga',
};

/** An enrolment as academic's events carry it. */
export function enrolment(id: number, changes: Partial<EnrolmentSnapshotV1> = {}): EnrolmentSnapshotV1 {
  const status = changes.id_status_inscricao ?? 1;
  return {
    id_matricula: id,
    sequence: 1,
    id_turma: 100 + (id % 3),
    id_treinamento: 10 + (id % 3),
    nome_treinamento: `Treinamento ${10 + (id % 3)}`,
    data_inicio: '2026-03-02',
    data_fim: '2026-03-06',
    id_status_turma: 1,
    id_aluno: 1000 + id,
    nome_aluno: `Aluno ${id}`,
    email_aluno: `aluno${id}@treina.test`,
    id_status_inscricao: status,
    nome_status_inscricao: STATUS_NAMES[status]!,
    id_forma_pagto: null,
    nome_forma_pagto: null,
    valor_pago: null,
    cod_pagto: null,
    cci: id.toString(36).toUpperCase(),
    data_hora_inclusao: new Date(Date.UTC(2026, 1, 1, 12) + id * 60_000).toISOString(),
    data_hora_pagamento: null,
    data_hora_cancelamento: null,
    gera_comissao: true,
    libera_conteudo: false,
    id_status_contrato_aluno: null,
    id_turma_origem: null,
    id_usuario_venda: null,
    ...changes,
    ...(changes.id_status_inscricao && !changes.nome_status_inscricao ? { nome_status_inscricao: STATUS_NAMES[status]! } : {}),
  };
}

/** A small deterministic random source (tests are reproducible). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface EnrolmentStory {
  events: EventEnvelope[];
  /** The enrolment's state after its last change (what republish-enrolments re-sends). */
  final: EnrolmentSnapshotV1;
}

/**
 * The life of one enrolment as academic would publish it: created, then status
 * changes (pay, cancel, transfer request) and updates (amount, commission flag), each
 * with the next sequence.
 */
export function enrolmentStory(id: number, random: () => number, base: Partial<EnrolmentSnapshotV1> = {}): EnrolmentStory {
  let state = enrolment(id, { gera_comissao: random() < 0.8, id_usuario_venda: random() < 0.5 ? 3 : 4, ...base });
  const events: EventEnvelope[] = [envelope('academic.enrolment.created.v1', state)];
  const changes = Math.floor(random() * 5);
  const clock = Date.parse(state.data_hora_inclusao);
  for (let step = 1; step <= changes; step += 1) {
    const at = new Date(clock + step * 86_400_000).toISOString();
    const roll = random();
    const previous = state;
    if (roll < 0.35) {
      state = { ...state, sequence: state.sequence + 1, id_status_inscricao: 3, nome_status_inscricao: 'Pago', data_hora_pagamento: at, data_hora_cancelamento: null, valor_pago: 500 + Math.round(random() * 1000) };
    } else if (roll < 0.55) {
      state = { ...state, sequence: state.sequence + 1, id_status_inscricao: 4, nome_status_inscricao: 'Cancelado', data_hora_pagamento: null, data_hora_cancelamento: at };
    } else if (roll < 0.65) {
      state = { ...state, sequence: state.sequence + 1, id_status_inscricao: 6, nome_status_inscricao: 'Solicitação de Transferência', data_hora_pagamento: null, data_hora_cancelamento: at };
    } else if (roll < 0.85) {
      state = { ...state, sequence: state.sequence + 1, gera_comissao: !state.gera_comissao };
      events.push(envelope('academic.enrolment.updated.v1', { ...state, campos_alterados: ['gera_comissao'] }));
      continue;
    } else {
      state = { ...state, sequence: state.sequence + 1, valor_pago: Math.round(random() * 2000) };
      events.push(envelope('academic.enrolment.updated.v1', { ...state, campos_alterados: ['valor_pago'] }));
      continue;
    }
    events.push(envelope('academic.enrolment.status-changed.v1', {
      ...state,
      id_status_inscricao_anterior: previous.id_status_inscricao,
      nome_status_inscricao_anterior: previous.nome_status_inscricao,
    }));
  }
  return { events, final: state };
}

/** Fisher-Yates with the seeded source. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

/** A student as academic's student events carry it. */
export function student(id: number, changes: Partial<StudentSnapshotV1> = {}): StudentSnapshotV1 {
  return {
    id_aluno: id,
    nome_aluno: `Aluno ${id}`,
    email: `aluno${id}@treina.test`,
    telefone: '(11) 90000-0000',
    id_status_aluno: 1,
    id_canal_aluno: 1,
    nome_canal_aluno: 'Instagram',
    data_criacao: '2026-01-01T12:00:00.000Z',
    possui_login: false,
    is_student: false,
    revision: 1,
    ...changes,
  };
}

/** A training as academic's training events carry it. */
export function trainingSnapshot(id: number, changes: Partial<TrainingSnapshotV1> = {}): TrainingSnapshotV1 {
  return {
    id_treinamento: id,
    nome_treinamento: `Treinamento ${id}`,
    id_instrutor: null,
    id_status_treinamento: 1,
    nome_status_treinamento: 'Ativo',
    id_material: [],
    revision: 1,
    ...changes,
  };
}

/** A class as academic's class events carry it. */
export function classSnapshot(id: number, changes: Partial<ClassSnapshotV1> = {}): ClassSnapshotV1 {
  return {
    id_turma: id,
    id_treinamento: 10,
    nome_treinamento: 'Treinamento 10',
    id_instrutor: null,
    data_inicio: '2026-03-02',
    data_fim: '2026-03-06',
    id_periodo_turma: 1,
    nome_periodo_turma: 'Manhã',
    id_status_turma: 1,
    nome_status_turma: 'Aberta',
    desc_turma: null,
    gera_comissao: true,
    revision: 1,
    ...changes,
  };
}

type ClassFieldsOfEnrolment = Pick<EnrolmentSnapshotV1, 'id_turma' | 'id_treinamento' | 'nome_treinamento' | 'data_inicio' | 'data_fim' | 'id_status_turma'>;

/**
 * Academic's trainings, classes and enrolments, publishing what academic publishes:
 * a class or training change raises its revision and sends its snapshot, a rename
 * also re-sends every class of the training (TrainingService.update), and an
 * enrolment event carries its class's fields as they are when it is written;
 * academic sends no enrolment event when only the class or training changed.
 */
export class AcademicStandIn {
  readonly trainings = new Map<number, TrainingSnapshotV1>();
  readonly classes = new Map<number, ClassSnapshotV1>();
  /** Each enrolment's own latest state (its class fields as of its last event). */
  readonly enrolments = new Map<number, EnrolmentSnapshotV1>();

  training(id: number, name = `Treinamento ${id}`): EventEnvelope {
    const snapshot = trainingSnapshot(id, { nome_treinamento: name });
    this.trainings.set(id, snapshot);
    return envelope('academic.training.created.v1', snapshot);
  }

  class(id: number, trainingId: number, dates: Partial<Pick<ClassSnapshotV1, 'data_inicio' | 'data_fim'>> = {}): EventEnvelope {
    const snapshot = classSnapshot(id, { id_treinamento: trainingId, nome_treinamento: this.trainings.get(trainingId)!.nome_treinamento, ...dates });
    this.classes.set(id, snapshot);
    return envelope('academic.class.created.v1', snapshot);
  }

  /** As academic's TrainingService.update: the training's event, then one class event per class of the training. */
  renameTraining(id: number, name: string): EventEnvelope[] {
    const training = { ...this.trainings.get(id)!, nome_treinamento: name };
    training.revision += 1;
    this.trainings.set(id, training);
    const events: EventEnvelope[] = [envelope('academic.training.updated.v1', training)];
    for (const current of [...this.classes.values()].filter((item) => item.id_treinamento === id)) {
      const next = { ...current, nome_treinamento: name, revision: current.revision + 1 };
      this.classes.set(next.id_turma, next);
      events.push(envelope('academic.class.updated.v1', next));
    }
    return events;
  }

  changeClass(id: number, changes: Partial<Pick<ClassSnapshotV1, 'id_treinamento' | 'data_inicio' | 'data_fim'>>): EventEnvelope {
    const current = this.classes.get(id)!;
    const trainingId = changes.id_treinamento ?? current.id_treinamento;
    const next = { ...current, ...changes, nome_treinamento: this.trainings.get(trainingId)!.nome_treinamento, revision: current.revision + 1 };
    this.classes.set(id, next);
    return envelope('academic.class.updated.v1', next);
  }

  classFieldsOf(classId: number): ClassFieldsOfEnrolment {
    const current = this.classes.get(classId)!;
    return {
      id_turma: classId,
      id_treinamento: current.id_treinamento,
      nome_treinamento: this.trainings.get(current.id_treinamento)!.nome_treinamento,
      data_inicio: current.data_inicio,
      data_fim: current.data_fim,
      id_status_turma: current.id_status_turma,
    };
  }

  enrol(id: number, classId: number, changes: Partial<EnrolmentSnapshotV1> = {}): EventEnvelope {
    const snapshot = enrolment(id, { ...changes, ...this.classFieldsOf(classId) });
    this.enrolments.set(id, snapshot);
    return envelope('academic.enrolment.created.v1', snapshot);
  }

  changeEnrolment(id: number, changes: Partial<EnrolmentSnapshotV1>): EventEnvelope {
    const current = this.enrolments.get(id)!;
    const next = { ...current, ...changes, ...this.classFieldsOf(current.id_turma), sequence: current.sequence + 1 };
    this.enrolments.set(id, next);
    return envelope('academic.enrolment.updated.v1', { ...next, campos_alterados: Object.keys(changes) });
  }

  /** What `republish-enrolments` sends: every enrolment's current state, read with its class's current fields. */
  snapshots(): EventEnvelope[] {
    return [...this.enrolments.values()].map((state) => envelope('academic.enrolment.snapshot.v1', { ...state, ...this.classFieldsOf(state.id_turma) }));
  }
}
