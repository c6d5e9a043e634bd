import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ADMIN, ApiClient, type IdentityUnderTest, SALES, startIdentity, uniqueEmail } from './identity-harness.js';

const MUST_CHANGE = 'Troque sua senha para continuar.';

describe('a password someone else set is changed first', () => {
  let identity: IdentityUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    identity = await startIdentity();
    admin = new ApiClient(identity.url);
    await admin.login(ADMIN.username, ADMIN.password);
  });
  afterAll(() => identity.close());

  async function registered(senha = 'Dada#2026', id_tipo_usuario = 2): Promise<{ email: string; id: number }> {
    const email = uniqueEmail('trocar');
    const created = await admin.post('/api/auth/register', { nome: 'Nova Pessoa', email, senha, id_tipo_usuario, permissions: [1] });
    assert.equal(created.status, 201);
    return { email, id: created.body[0].id_usuario };
  }

  it('holds a user created by an administrator to changing the password: me says so, every other call is a 403', async () => {
    const { email, id } = await registered();
    const client = new ApiClient(identity.url);
    const login = await client.login(email, 'Dada#2026');
    assert.equal(login.status, 200);
    assert.equal(login.body.deve_trocar_senha, true);
    const me = await client.get('/api/auth/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.deve_trocar_senha, true);

    for (const refused of [
      await client.get('/api/user'),
      await client.get(`/api/getUserPermissions/${id}`),
      await client.patch(`/api/user/${id}`, { nome: 'Só o nome' }),
      await client.patch('/api/user/1', { senha: 'Outra#2026' }),
    ]) {
      assert.equal(refused.status, 403);
      assert.equal(refused.body.statusMsg, MUST_CHANGE);
    }

    const changed = await client.patch(`/api/user/${id}`, { senha: 'Minha#2026' });
    assert.equal(changed.status, 200);
    assert.equal((await client.get('/api/auth/me')).body.deve_trocar_senha, false);
    assert.equal((await client.get('/api/user')).status, 200, 'the renewed session does everything again');
    const again = await new ApiClient(identity.url).login(email, 'Minha#2026');
    assert.equal(again.body.deve_trocar_senha, false);
  });

  it('keeps logout working meanwhile', async () => {
    const { email } = await registered();
    const client = new ApiClient(identity.url);
    await client.login(email, 'Dada#2026');
    assert.equal((await client.get('/api/auth/logout')).status, 200);
    assert.equal((await client.get('/api/auth/me')).status, 401);
  });

  it('holds the user again when an administrator sets their password, not when they set it themselves', async () => {
    const { email, id } = await registered();
    const client = new ApiClient(identity.url);
    await client.loginAsNewUser(email, 'Dada#2026');
    assert.equal((await client.get('/api/user')).status, 200);

    assert.equal((await admin.patch(`/api/user/${id}`, { senha: 'Admin#Deu1' })).status, 200);
    assert.equal((await client.get('/api/user')).status, 401, 'the new password ended the session');
    const login = await client.login(email, 'Admin#Deu1');
    assert.equal(login.body.deve_trocar_senha, true);
    assert.equal((await client.get('/api/user')).status, 403);

    assert.equal((await admin.patch(`/api/user/${id}`, { nome: 'Renomeada' })).status, 200);
    assert.equal((await new ApiClient(identity.url).login(email, 'Admin#Deu1')).body.deve_trocar_senha, true, 'only a password sets it');
  });

  it('never holds the demo accounts, nor an administrator who sets their own password', async () => {
    for (const account of [ADMIN, SALES]) {
      const login = await new ApiClient(identity.url).login(account.username, account.password);
      assert.equal(login.body.deve_trocar_senha, false, account.username);
    }
  });
});
