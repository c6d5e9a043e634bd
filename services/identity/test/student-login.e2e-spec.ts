import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { STUDENT_DEFAULT_PASSWORD } from '@treina/contracts';
import { sleep } from '@treina/nest-platform/testing';
import { USER_INACTIVE } from '../src/auth/auth.service.js';
import {
  ADMIN,
  ApiClient,
  type IdentityEventBus,
  identityEventBus,
  type IdentityUnderTest,
  startIdentity,
  studentSnapshot,
} from './identity-harness.js';

describe('student logins from academic student events', () => {
  let identity: IdentityUnderTest;
  let admin: ApiClient;
  let bus: IdentityEventBus;

  beforeAll(async () => {
    identity = await startIdentity();
    admin = new ApiClient(identity.url);
    await admin.login(ADMIN.username, ADMIN.password);
    bus = await identityEventBus(identity);
  });

  afterAll(async () => {
    await bus.close();
    await identity.close();
  });

  async function userOf(id_aluno: number) {
    const users = await admin.get('/api/user');
    return users.body.find((user: { id_aluno: number | null }) => user.id_aluno === id_aluno);
  }

  it('creates a type-6 user linked to the student, who logs in with the default password', async () => {
    await bus.handled(bus.publish('academic.student.created.v1', studentSnapshot(501, 1)));
    const user = await userOf(501);
    assert.equal(user.id_tipo_usuario, 6);
    assert.equal(user.status, true);
    assert.equal(user.email, 'aluno501@teste.treina.dev');
    const session = new ApiClient(identity.url);
    const login = await session.login('aluno501@teste.treina.dev', STUDENT_DEFAULT_PASSWORD);
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.equal(login.body.id_aluno, 501);
    assert.deepEqual(login.body.permissions, ['class']);
    assert.equal(login.body.deve_trocar_senha, true, 'everyone knows the default password: the student sets their own first');
    const held = await session.get('/api/user');
    assert.equal(held.status, 403);
    assert.equal(held.body.statusMsg, 'Troque sua senha para continuar.');
  });

  it('changes nothing on a repeated event, redelivered or re-sent', async () => {
    const before = await userOf(501);
    const id = await bus.publish('academic.student.updated.v1', studentSnapshot(501, 1));
    await bus.handled(id);
    await bus.publish('academic.student.updated.v1', studentSnapshot(501, 1), id);
    await sleep(300);
    const users = (await admin.get('/api/user')).body.filter((user: { id_aluno: number | null }) => user.id_aluno === 501);
    assert.equal(users.length, 1);
    assert.deepEqual(users[0], before);
  });

  it('deactivates the login when possui_login is cleared, re-activates it when set again, ignores a late event', async () => {
    await bus.handled(bus.publish('academic.student.updated.v1', studentSnapshot(501, 2, { possui_login: false })));
    assert.equal((await userOf(501)).status, false);
    const refused = await new ApiClient(identity.url).login('aluno501@teste.treina.dev', STUDENT_DEFAULT_PASSWORD);
    assert.equal(refused.status, 401);
    assert.equal(refused.body.statusMsg, USER_INACTIVE);

    await bus.handled(bus.publish('academic.student.updated.v1', studentSnapshot(501, 4, { nome_aluno: 'Aluno Renomeado' })));
    const back = await userOf(501);
    assert.equal(back.status, true);
    assert.equal(back.nome, 'Aluno Renomeado');
    assert.equal((await new ApiClient(identity.url).login('aluno501@teste.treina.dev', STUDENT_DEFAULT_PASSWORD)).status, 200);

    await bus.handled(bus.publish('academic.student.updated.v1', studentSnapshot(501, 3, { possui_login: false })));
    assert.equal((await userOf(501)).status, true, 'revision 3 arrived after 4 and changed nothing');
  });

  it('deactivates the login of a deleted student', async () => {
    await bus.handled(bus.publish('academic.student.created.v1', studentSnapshot(502, 1)));
    assert.equal((await userOf(502)).status, true);
    await bus.handled(bus.publish('academic.student.deleted.v1', { id_aluno: 502, email: 'aluno502@teste.treina.dev', revision: 2 }));
    assert.equal((await userOf(502)).status, false);
  });

  it('never takes over the e-mail of a staff user', async () => {
    await bus.handled(bus.publish('academic.student.created.v1', studentSnapshot(503, 1, { email: 'admin@treina.dev' })));
    assert.equal(await userOf(503), undefined);
    const users = (await admin.get('/api/user')).body;
    const adminUser = users.find((user: { email: string }) => user.email === 'admin@treina.dev');
    assert.equal(adminUser.id_tipo_usuario, 1);
    assert.equal(adminUser.id_aluno, null);
    assert.equal((await new ApiClient(identity.url).login(ADMIN.username, ADMIN.password)).status, 200);
  });

  it('gives the demo student (DEMO_SEED) the README password', async () => {
    await bus.handled(bus.publish('academic.student.created.v1', studentSnapshot(504, 1, { email: 'aluno@treina.dev' })));
    const login = await new ApiClient(identity.url).login('aluno@treina.dev', 'Aluno#2026');
    assert.equal(login.status, 200);
    assert.equal(login.body.id_tipo_usuario, 6);
    assert.equal(login.body.id_aluno, 504);
  });
});
