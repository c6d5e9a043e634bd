import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import amqp from 'amqplib';
import type { EventEnvelope } from '@treina/contracts';
import { ADMIN, ApiClient, type IdentityUnderTest, startIdentity, uniqueEmail } from './identity-harness.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('identity events through the outbox', () => {
  let identity: IdentityUnderTest;
  let admin: ApiClient;
  let connection: amqp.ChannelModel;
  let channel: amqp.Channel;
  const received: EventEnvelope[] = [];

  beforeAll(async () => {
    identity = await startIdentity();
    admin = new ApiClient(identity.url);
    await admin.login(ADMIN.username, ADMIN.password);
    connection = await amqp.connect(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    channel = await connection.createChannel();
    await channel.assertExchange(identity.bus.exchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(queue, identity.bus.exchange, 'identity.#');
    await channel.consume(
      queue,
      (message) => {
        if (message) received.push(JSON.parse(message.content.toString()) as EventEnvelope);
      },
      { noAck: true },
    );
  });

  afterAll(async () => {
    await channel.deleteExchange(identity.bus.exchange).catch(() => {});
    await connection.close();
    await identity.close();
  });

  async function waitFor(predicate: (event: EventEnvelope) => boolean): Promise<EventEnvelope> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const found = received.find(predicate);
      if (found) return found;
      await sleep(50);
    }
    throw new Error('event did not arrive');
  }

  it('publishes identity.user.created.v1 with the full envelope when a user is registered', async () => {
    const email = uniqueEmail('evento');
    const answer = await admin.call(
      'POST',
      '/api/auth/register',
      { nome: 'Evento', email, senha: 'Senha#2026', id_tipo_usuario: 4 },
      {
        headers: { 'x-request-id': 'req-evento-0001' },
      },
    );
    assert.equal(answer.status, 201);
    const event = await waitFor((item) => item.type === 'identity.user.created.v1' && (item.payload as { email: string }).email === email);
    assert.equal(event.version, 1);
    assert.equal(event.producer, 'identity');
    assert.equal(event.correlationId, 'req-evento-0001');
    assert.match(event.id, /^[0-9a-f-]{36}$/);
    assert.ok(!Number.isNaN(Date.parse(event.occurredAt)));
    const payload = event.payload as { id_usuario: number; nome_tipo_usuario: string; status: boolean; permissions: string[] };
    assert.equal(payload.id_usuario, answer.body[0].id_usuario);
    assert.equal(payload.nome_tipo_usuario, 'Instrutor');
    assert.equal(payload.status, true);
    assert.ok(payload.permissions.includes('class'));
  });

  it('publishes updated and deactivated snapshots with growing revisions', async () => {
    const email = uniqueEmail('rev');
    const created = await admin.post('/api/auth/register', { nome: 'Rev', email, senha: 'Senha#2026', id_tipo_usuario: 3 });
    const id = created.body[0].id_usuario;
    await admin.patch(`/api/user/${id}`, { nome: 'Rev 2' });
    await admin.delete(`/api/users?usersIds=${id}`);
    const updated = await waitFor(
      (item) => item.type === 'identity.user.updated.v1' && (item.payload as { id_usuario: number }).id_usuario === id,
    );
    const deactivated = await waitFor(
      (item) => item.type === 'identity.user.deactivated.v1' && (item.payload as { id_usuario: number }).id_usuario === id,
    );
    const up = updated.payload as { nome: string; revision: number };
    const down = deactivated.payload as { status: boolean; permissions: string[]; revision: number };
    assert.equal(up.nome, 'Rev 2');
    assert.equal(down.status, false);
    assert.deepEqual(down.permissions, []);
    assert.ok(down.revision > up.revision);
  });

  it('publishes nothing for a change that fails and rolls back', async () => {
    const email = uniqueEmail('rollback');
    await admin.post('/api/auth/register', { nome: 'Primeiro', email, senha: 'Senha#2026', id_tipo_usuario: 3 });
    await waitFor((item) => (item.payload as { email: string }).email === email);
    const before = received.length;
    const duplicate = await admin.post('/api/auth/register', { nome: 'Segundo', email, senha: 'Senha#2026', id_tipo_usuario: 3 });
    assert.equal(duplicate.status, 409);
    const badPermissions = await admin.post('/api/auth/register', {
      nome: 'Terceiro',
      email: uniqueEmail('rb'),
      senha: 'Senha#2026',
      id_tipo_usuario: 3,
      permissions: [9999],
    });
    assert.equal(badPermissions.status, 400);
    await sleep(1500);
    assert.equal(received.length, before);
    const users = await admin.get('/api/user');
    assert.equal(users.body.filter((user: { nome: string }) => user.nome === 'Terceiro').length, 0, 'the failed user was not stored');
  });
});
