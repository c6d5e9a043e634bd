import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserSnapshotV1 } from '@treina/contracts';
import { envelope } from '@treina/contracts/testing';
import {
  connectEventBus,
  CreateUserDirectory1763700000001,
  declareTopology,
  deleteTopology,
  DirectoryUserEntity,
  JsonLogger,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  MessagingModule,
  typeOrmOptions,
  USER_DIRECTORY_BINDINGS,
  UserDirectory,
  UserDirectoryModule,
} from '../src/index.js';
import { createTestDatabase, type TestDatabase, uniqueBusNames } from '../src/testing/index.js';
import { AMQP_URL, publishRaw, waitFor } from './messaging-test-kit.js';

const QUEUE = 'directory-test.events';

function snapshot(revision: number, changes: Partial<UserSnapshotV1> = {}): UserSnapshotV1 {
  return {
    id_usuario: 7,
    nome: `Nome r${revision}`,
    email: 'ana@treina.dev',
    status: true,
    id_tipo_usuario: 4,
    nome_tipo_usuario: 'Instrutor',
    id_aluno: null,
    permissions: ['class'],
    sessionVersion: 1,
    revision,
    ...changes,
  };
}

describe('users projection from identity events', () => {
  let db: TestDatabase;
  let app: INestApplication;
  let directory: UserDirectory;
  const bus = uniqueBusNames('directory');

  beforeAll(async () => {
    // The queue exists and is bound before anything is published, as `npm start` does
    // it; otherwise an event sent while the consumer is still connecting goes nowhere.
    await declareTopology(AMQP_URL, bus, { [QUEUE]: USER_DIRECTORY_BINDINGS });
    db = await createTestDatabase('directory');
    const module = await Test.createTestingModule({
      imports: [
        TypeOrmModule.forRoot(
          typeOrmOptions({
            service: 'test',
            url: db.url,
            entities: [...MESSAGING_ENTITIES, DirectoryUserEntity],
            migrations: [...MESSAGING_MIGRATIONS, CreateUserDirectory1763700000001],
          }),
        ),
        MessagingModule.forRoot({ producer: 'test', url: AMQP_URL, ...bus, consumer: { queue: QUEUE, bindings: USER_DIRECTORY_BINDINGS } }),
        UserDirectoryModule,
      ],
    })
      .setLogger(new JsonLogger('test', 'error'))
      .compile();
    app = module.createNestApplication({ logger: new JsonLogger('test', 'error') });
    await app.get(DataSource).runMigrations();
    await app.init();
    await connectEventBus(app);
    directory = app.get(UserDirectory);
  });

  afterAll(async () => {
    await app.close();
    await deleteTopology(AMQP_URL, bus, [QUEUE]).catch(() => {});
    await db.drop();
  });

  it('creates the user, applies newer snapshots and ignores late and repeated ones', async () => {
    await publishRaw(bus.exchange, [{ routingKey: 'identity.user.created.v1', body: envelope('identity.user.created.v1', snapshot(1)) }]);
    await waitFor('created', async () => (await directory.read(7))?.nome === 'Nome r1' || undefined);

    const third = envelope('identity.user.updated.v1', snapshot(3, { permissions: ['class', 'class_update'] }));
    await publishRaw(bus.exchange, [{ routingKey: third.type, body: third }]);
    await waitFor('revision 3', async () => (await directory.read(7))?.nome === 'Nome r3' || undefined);

    // A late revision 2 and a redelivery of revision 3 change nothing.
    await publishRaw(bus.exchange, [
      { routingKey: 'identity.user.updated.v1', body: envelope('identity.user.updated.v1', snapshot(2, { nome: 'Atrasado' })) },
      { routingKey: third.type, body: third },
    ]);
    await new Promise((done) => setTimeout(done, 800));
    const state = await directory.read(7);
    assert.equal(state?.nome, 'Nome r3');
    assert.deepEqual(state?.permissions, ['class', 'class_update']);
  });

  it('records a deactivation with its new session version, so the guard refuses old tokens', async () => {
    await publishRaw(bus.exchange, [
      {
        routingKey: 'identity.user.deactivated.v1',
        body: envelope('identity.user.deactivated.v1', snapshot(4, { status: false, permissions: [], sessionVersion: 2 })),
      },
    ]);
    const state = await waitFor('deactivated', async () => {
      const read = await directory.read(7);
      return read && read.status === false ? read : undefined;
    });
    assert.equal(state.sessionVersion, 2);
    assert.deepEqual(state.permissions, []);
    assert.equal(await directory.read(999), null);
  });
});
