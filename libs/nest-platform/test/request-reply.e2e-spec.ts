import assert from 'node:assert/strict';
import { Controller, type INestApplication } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { CrmPrivacySection, StudentSectionRequestV1 } from '@treina/contracts';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../src/database/typeorm-options.js';
import { JsonLogger } from '../src/logging/json-logger.js';
import {
  connectEventBus,
  deleteTopology,
  EVENT_BUS,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  MessagePattern,
  MessagingModule,
  RequestClient,
  RequestFailure,
} from '../src/messaging/index.js';
import { createTestDatabase, type TestDatabase, uniqueBusNames } from '../src/testing/test-database.js';
import { AMQP_URL } from './messaging-test-kit.js';

const CRM_SECTION = 'crm.privacy.student-section.v1';

/** crm's answer as the test wants it: an empty section naming the student, an error, or never. */
let behaviour: 'answer' | 'fail' | 'hang' = 'answer';

@Controller()
class CrmRequests {
  @MessagePattern(CRM_SECTION, EVENT_BUS)
  async section(@Payload() request: StudentSectionRequestV1): Promise<CrmPrivacySection> {
    if (behaviour === 'fail') throw new Error('o banco de crm caiu');
    if (behaviour === 'hang') await new Promise(() => undefined);
    return {
      aluno: { id_aluno: request.id_aluno, nome_aluno: `Aluno ${request.id_aluno}`, email: '', telefone: '', excluido: false },
      atividades: [],
    };
  }
}

@Controller()
class FinanceAnsweringForCrm {
  @MessagePattern(CRM_SECTION, EVENT_BUS)
  section(): CrmPrivacySection {
    return { aluno: null, atividades: [] };
  }
}

async function startService(
  service: string,
  db: TestDatabase,
  bus: ReturnType<typeof uniqueBusNames>,
  controllers: Array<new () => object>,
): Promise<INestApplication> {
  const module = await Test.createTestingModule({
    imports: [
      TypeOrmModule.forRoot(
        typeOrmOptions({ service, url: db.url, entities: [...MESSAGING_ENTITIES], migrations: [...MESSAGING_MIGRATIONS] }),
      ),
      MessagingModule.forRoot({ producer: service, url: AMQP_URL, ...bus, consumer: { queue: `${service}.events`, bindings: [] } }),
    ],
    controllers,
  })
    .setLogger(new JsonLogger(service, 'error'))
    .compile();
  const app = module.createNestApplication({ logger: new JsonLogger(service, 'error') });
  await app.get(DataSource).runMigrations();
  await app.init();
  try {
    await connectEventBus(app);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

describe('request-reply over the bus (@MessagePattern on the event-bus transport)', () => {
  let db: TestDatabase;
  const bus = uniqueBusNames('request-reply');
  let crm: INestApplication | undefined;
  let academic: INestApplication;
  let requests: RequestClient;

  beforeAll(async () => {
    db = await createTestDatabase('request_reply');
    crm = await startService('crm', db, bus, [CrmRequests]);
    academic = await startService('academic', db, bus, []);
    requests = academic.get(RequestClient);
  }, 60_000);

  afterAll(async () => {
    await crm?.close();
    await academic?.close();
    await deleteTopology(AMQP_URL, bus, ['crm.events', 'academic.events', 'finance.events']).catch(() => undefined);
    await db?.drop();
  });

  it('brings back the reply of the service the type names, each to its own request', async () => {
    const [seven, eight] = await Promise.all([
      requests.request(CRM_SECTION, { id_aluno: 7 }, 5000),
      requests.request(CRM_SECTION, { id_aluno: 8 }, 5000),
    ]);
    assert.equal(seven.aluno?.nome_aluno, 'Aluno 7');
    assert.equal(eight.aluno?.nome_aluno, 'Aluno 8');
  });

  it("rejects with the handler's error, and a request that breaks its contract before any handler runs", async () => {
    behaviour = 'fail';
    const failed = await requests.request(CRM_SECTION, { id_aluno: 7 }, 5000).catch((error: unknown) => error);
    behaviour = 'answer';
    assert.ok(failed instanceof RequestFailure);
    assert.equal(failed.kind, 'failed');
    assert.match(failed.reason, /o banco de crm caiu/);

    const invalid = await requests.request(CRM_SECTION, { id_aluno: 0 }, 5000).catch((error: unknown) => error);
    assert.ok(invalid instanceof RequestFailure);
    assert.match(invalid.reason, /payload inválido.*id_aluno/);
  });

  it('gives up on a silent service after the timeout', async () => {
    behaviour = 'hang';
    const started = Date.now();
    const silent = await requests.request(CRM_SECTION, { id_aluno: 7 }, 300).catch((error: unknown) => error);
    behaviour = 'answer';
    assert.ok(silent instanceof RequestFailure);
    assert.equal(silent.kind, 'timeout');
    assert.ok(Date.now() - started >= 290, 'waited the timeout');
  });

  it('refuses to start a service that answers another service requests', async () => {
    await assert.rejects(
      startService('finance', db, bus, [FinanceAnsweringForCrm]),
      /MessagePattern\('crm\.privacy\.student-section\.v1'\)/,
    );
  });

  it('fails at once when no replica of the service listens', async () => {
    await crm!.close();
    crm = undefined;
    const started = Date.now();
    const nobody = await requests.request(CRM_SECTION, { id_aluno: 7 }, 5000).catch((error: unknown) => error);
    assert.ok(nobody instanceof RequestFailure);
    assert.equal(nobody.kind, 'no-responder');
    assert.ok(Date.now() - started < 2000);
  });
});
