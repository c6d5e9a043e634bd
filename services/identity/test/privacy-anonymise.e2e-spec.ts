import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import amqp from 'amqplib';
import { type EventPayloads, type EventType, STUDENT_DEFAULT_PASSWORD, type StudentSnapshotV1 } from '@treina/contracts';
import { envelope } from '@treina/contracts/testing';
import { ADMIN, ApiClient, type IdentityUnderTest, startIdentity } from './identity-harness.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("identity: a student's erasure on request (academic.student.anonymised.v1)", () => {
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

  it("replaces the account's name and e-mail, refuses the old log-in and rewrites identity's audit rows about it", async () => {
    const personal = { nome_aluno: 'Lia Esquecida', email: 'lia.esquecida@exemplo.com.br' };
    await handled(publish('academic.student.created.v1', student(601, 1, personal)));
    const before = await userOf(601);
    assert.equal(before.nome, 'Lia Esquecida');
    assert.equal((await new ApiClient(identity.url).login(personal.email, STUDENT_DEFAULT_PASSWORD)).status, 200);

    // academic publishes the updated snapshot (no login, no e-mail) and the erasure in one transaction.
    await handled(
      publish(
        'academic.student.updated.v1',
        student(601, 2, { nome_aluno: 'Titular anonimizado 601', email: '', telefone: '', possui_login: false }),
      ),
    );
    const erasure = { id_aluno: 601, nome_aluno: 'Titular anonimizado 601', anonimizado_em: new Date().toISOString(), revision: 2 };
    const id = publish('academic.student.anonymised.v1', erasure);
    await handled(id);
    publish('academic.student.anonymised.v1', erasure, id);
    await handled(publish('academic.student.anonymised.v1', erasure));

    const after = await userOf(601);
    assert.equal(after.id_usuario, before.id_usuario);
    assert.equal(after.nome, 'Titular anonimizado 601');
    assert.equal(after.email, 'anonimizado-601@invalid');
    assert.equal(after.status, false);
    assert.equal((await new ApiClient(identity.url).login(personal.email, STUDENT_DEFAULT_PASSWORD)).status, 401);
    assert.equal((await new ApiClient(identity.url).login('anonimizado-601@invalid', STUDENT_DEFAULT_PASSWORD)).status, 401);

    const users = JSON.stringify((await admin.get('/api/user')).body);
    assert.ok(!users.includes('Lia') && !users.includes('lia.esquecida'), 'the users list holds no former data');
    const history = await admin.get(`/api/user/${before.id_usuario}/history?pageSize=50`);
    assert.equal(history.status, 200);
    const text = JSON.stringify(history.body);
    assert.ok(!text.includes('Lia') && !text.includes('lia.esquecida'), `history still holds the former data: ${text}`);
    assert.ok(
      history.body.some(
        (row: { acao: string; nome_usuario: string }) => row.acao === 'login' && row.nome_usuario === 'Titular anonimizado 601',
      ),
    );
    const erasures = history.body.filter((row: { alteracoes: Array<{ campo: string }> }) => row.alteracoes[0]?.campo === 'anonimizado_em');
    assert.equal(erasures.length, 1, 'a redelivered erasure records nothing more');
  });

  it('no later or replayed student event gives the anonymised student their login or data back', async () => {
    await handled(
      publish('academic.student.updated.v1', student(601, 9, { nome_aluno: 'Lia Esquecida', email: 'lia.esquecida@exemplo.com.br' })),
    );
    await handled(
      publish('academic.student.created.v1', student(601, 1, { nome_aluno: 'Lia Esquecida', email: 'lia.esquecida@exemplo.com.br' })),
    );
    const user = await userOf(601);
    assert.equal(user.nome, 'Titular anonimizado 601');
    assert.equal(user.email, 'anonimizado-601@invalid');
    assert.equal(user.status, false);
    assert.equal((await new ApiClient(identity.url).login('lia.esquecida@exemplo.com.br', STUDENT_DEFAULT_PASSWORD)).status, 401);
  });

  it('an erasure of a student without a login only marks them', async () => {
    await handled(
      publish('academic.student.anonymised.v1', {
        id_aluno: 602,
        nome_aluno: 'Titular anonimizado 602',
        anonimizado_em: new Date().toISOString(),
        revision: 3,
      }),
    );
    await handled(publish('academic.student.updated.v1', student(602, 4)));
    assert.equal(await userOf(602), undefined);
  });
});
