import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import amqp from 'amqplib';
import { type EventPayloads, type EventType, STUDENT_DEFAULT_PASSWORD, type StudentSnapshotV1 } from '@treina/contracts';
import { envelope } from '@treina/contracts/testing';
import { USER_INACTIVE } from '../src/auth/auth.service.js';
import { ADMIN, ApiClient, type IdentityUnderTest, startIdentity } from './identity-harness.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('student logins from academic student events', () => {
  let identity: IdentityUnderTest;
  let admin: ApiClient;
  let connection: amqp.ChannelModel;
  let channel: amqp.Channel;

  beforeAll(async () => {
    identity = await startIdentity();
    admin = new ApiClient(identity.url);
    await admin.login(ADMIN.username, ADMIN.password);
    connection = await amqp.connect(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    channel = await connection.createChannel();
    // Identity declares and binds its own queue when its consumer connects.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const probe = await connection.createChannel();
      probe.on('error', () => undefined);
      const exists = await probe.checkQueue(`${identity.bus.queuePrefix}identity.events`).then(
        () => true,
        () => false,
      );
      if (exists) {
        await probe.close().catch(() => undefined);
        break;
      }
      await sleep(100);
    }
  });

  afterAll(async () => {
    await channel.deleteExchange(identity.bus.exchange).catch(() => {});
    await connection.close();
    await identity.close();
  });

  const student = (id_aluno: number, revision: number, changes: Partial<StudentSnapshotV1> = {}): StudentSnapshotV1 => ({
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
  });

  function publish<K extends EventType>(type: K, payload: EventPayloads[K], id: string = randomUUID()): string {
    channel.publish(identity.bus.exchange, type, Buffer.from(JSON.stringify(envelope(type, payload, id))), {
      persistent: true,
      messageId: id,
    });
    return id;
  }

  async function handled(messageId: string): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const rows: unknown[] = await identity.app
        .get((await import('typeorm')).DataSource)
        .query('SELECT 1 FROM inbox_message WHERE message_id = $1', [messageId]);
      if (rows.length) return;
      await sleep(25);
    }
    throw new Error('the event was not handled');
  }

  async function userOf(id_aluno: number) {
    const users = await admin.get('/api/user');
    return users.body.find((user: { id_aluno: number | null }) => user.id_aluno === id_aluno);
  }

  it('creates a type-6 user linked to the student, who logs in with the default password', async () => {
    await handled(publish('academic.student.created.v1', student(501, 1)));
    const user = await userOf(501);
    assert.equal(user.id_tipo_usuario, 6);
    assert.equal(user.status, true);
    assert.equal(user.email, 'aluno501@teste.treina.dev');
    const session = new ApiClient(identity.url);
    const login = await session.login('aluno501@teste.treina.dev', STUDENT_DEFAULT_PASSWORD);
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.equal(login.body.id_aluno, 501);
    assert.deepEqual(login.body.permissions, ['class']);
  });

  it('changes nothing on a repeated event, redelivered or re-sent', async () => {
    const before = await userOf(501);
    const id = publish('academic.student.updated.v1', student(501, 1));
    await handled(id);
    publish('academic.student.updated.v1', student(501, 1), id);
    await sleep(300);
    const users = (await admin.get('/api/user')).body.filter((user: { id_aluno: number | null }) => user.id_aluno === 501);
    assert.equal(users.length, 1);
    assert.deepEqual(users[0], before);
  });

  it('deactivates the login when possui_login is cleared, re-activates it when set again, ignores a late event', async () => {
    await handled(publish('academic.student.updated.v1', student(501, 2, { possui_login: false })));
    assert.equal((await userOf(501)).status, false);
    const refused = await new ApiClient(identity.url).login('aluno501@teste.treina.dev', STUDENT_DEFAULT_PASSWORD);
    assert.equal(refused.status, 401);
    assert.equal(refused.body.statusMsg, USER_INACTIVE);

    await handled(publish('academic.student.updated.v1', student(501, 4, { nome_aluno: 'Aluno Renomeado' })));
    const back = await userOf(501);
    assert.equal(back.status, true);
    assert.equal(back.nome, 'Aluno Renomeado');
    assert.equal((await new ApiClient(identity.url).login('aluno501@teste.treina.dev', STUDENT_DEFAULT_PASSWORD)).status, 200);

    await handled(publish('academic.student.updated.v1', student(501, 3, { possui_login: false })));
    assert.equal((await userOf(501)).status, true, 'revision 3 arrived after 4 and changed nothing');
  });

  it('deactivates the login of a deleted student', async () => {
    await handled(publish('academic.student.created.v1', student(502, 1)));
    assert.equal((await userOf(502)).status, true);
    await handled(publish('academic.student.deleted.v1', { id_aluno: 502, email: 'aluno502@teste.treina.dev', revision: 2 }));
    assert.equal((await userOf(502)).status, false);
  });

  it('never takes over the e-mail of a staff user', async () => {
    await handled(publish('academic.student.created.v1', student(503, 1, { email: 'admin@treina.dev' })));
    assert.equal(await userOf(503), undefined);
    const users = (await admin.get('/api/user')).body;
    const adminUser = users.find((user: { email: string }) => user.email === 'admin@treina.dev');
    assert.equal(adminUser.id_tipo_usuario, 1);
    assert.equal(adminUser.id_aluno, null);
    assert.equal((await new ApiClient(identity.url).login(ADMIN.username, ADMIN.password)).status, 200);
  });

  it('gives the demo student (DEMO_SEED) the README password', async () => {
    await handled(publish('academic.student.created.v1', student(504, 1, { email: 'aluno@treina.dev' })));
    const login = await new ApiClient(identity.url).login('aluno@treina.dev', 'Aluno#2026');
    assert.equal(login.status, 200);
    assert.equal(login.body.id_tipo_usuario, 6);
    assert.equal(login.body.id_aluno, 504);
  });
});
