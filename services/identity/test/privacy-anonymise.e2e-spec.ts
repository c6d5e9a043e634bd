import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { STUDENT_DEFAULT_PASSWORD } from '@treina/contracts';
import {
  ADMIN,
  ApiClient,
  type IdentityEventBus,
  identityEventBus,
  type IdentityUnderTest,
  startIdentity,
  studentSnapshot,
} from './identity-harness.js';

describe("identity: a student's erasure on request (academic.student.anonymised.v1)", () => {
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

  it("replaces the account's name and e-mail, refuses the old log-in and rewrites identity's audit rows about it", async () => {
    const personal = { nome_aluno: 'Lia Esquecida', email: 'lia.esquecida@exemplo.com.br' };
    await bus.handled(bus.publish('academic.student.created.v1', studentSnapshot(601, 1, personal)));
    const before = await userOf(601);
    assert.equal(before.nome, 'Lia Esquecida');
    assert.equal((await new ApiClient(identity.url).login(personal.email, STUDENT_DEFAULT_PASSWORD)).status, 200);

    // academic publishes the updated snapshot (no login, no e-mail) and the erasure in one transaction.
    await bus.handled(
      bus.publish(
        'academic.student.updated.v1',
        studentSnapshot(601, 2, { nome_aluno: 'Titular anonimizado 601', email: '', telefone: '', possui_login: false }),
      ),
    );
    const erasure = { id_aluno: 601, nome_aluno: 'Titular anonimizado 601', anonimizado_em: new Date().toISOString(), revision: 2 };
    const id = await bus.publish('academic.student.anonymised.v1', erasure);
    await bus.handled(id);
    await bus.publish('academic.student.anonymised.v1', erasure, id);
    await bus.handled(bus.publish('academic.student.anonymised.v1', erasure));

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
    await bus.handled(
      bus.publish(
        'academic.student.updated.v1',
        studentSnapshot(601, 9, { nome_aluno: 'Lia Esquecida', email: 'lia.esquecida@exemplo.com.br' }),
      ),
    );
    await bus.handled(
      bus.publish(
        'academic.student.created.v1',
        studentSnapshot(601, 1, { nome_aluno: 'Lia Esquecida', email: 'lia.esquecida@exemplo.com.br' }),
      ),
    );
    const user = await userOf(601);
    assert.equal(user.nome, 'Titular anonimizado 601');
    assert.equal(user.email, 'anonimizado-601@invalid');
    assert.equal(user.status, false);
    assert.equal((await new ApiClient(identity.url).login('lia.esquecida@exemplo.com.br', STUDENT_DEFAULT_PASSWORD)).status, 401);
  });

  it('an erasure of a student without a login only marks them', async () => {
    await bus.handled(
      bus.publish('academic.student.anonymised.v1', {
        id_aluno: 602,
        nome_aluno: 'Titular anonimizado 602',
        anonimizado_em: new Date().toISOString(),
        revision: 3,
      }),
    );
    await bus.handled(bus.publish('academic.student.updated.v1', studentSnapshot(602, 4)));
    assert.equal(await userOf(602), undefined);
  });
});
