import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ADMIN, ApiClient, type IdentityUnderTest, SALES, startIdentity, uniqueEmail } from './identity-harness.js';

/** A user's history — changes of the account and its permissions, log-ins with the address, log-outs. */
describe("a user's history (audit trail)", () => {
  let identity: IdentityUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    identity = await startIdentity();
    admin = new ApiClient(identity.url);
    await admin.login(ADMIN.username, ADMIN.password);
  });
  afterAll(() => identity.close());

  it('records the creation, a change with the password hidden, permissions, log-ins (failed too) and the log-out', async () => {
    const email = uniqueEmail('historico');
    const created = await admin.post('/api/auth/register', { nome: 'Hélio', email, senha: 'Senha#2026', id_tipo_usuario: 3 });
    assert.equal(created.status, 201);
    const id = created.body[0].id_usuario as number;
    assert.equal((await admin.patch(`/api/user/${id}`, { nome: 'Hélio Souza', senha: 'Outra#2026' })).status, 200);
    const permissions = (await admin.get('/api/permissions')).body as Array<{ id_permissao: number; nome: string }>;
    const view = permissions.find((permission) => permission.nome === 'customer')!.id_permissao;
    assert.equal((await admin.patch(`/api/setUserPermissions/${id}`, { permissions: [view] })).status, 200);

    const user = new ApiClient(identity.url);
    assert.equal((await user.post('/api/auth/login', { username: email, password: 'errada' })).status, 401);
    await user.login(email, 'Outra#2026');
    assert.equal((await user.get('/api/auth/logout')).status, 200);

    const history = await admin.get(`/api/user/${id}/history`);
    assert.equal(history.status, 200, JSON.stringify(history.body));
    const items = history.body as any[];
    assert.deepEqual(
      items.map((item) => item.acao),
      ['logout', 'login', 'login_failed', 'update', 'update', 'create'],
    );
    assert.ok(items[1].alteracoes[0].campo === 'endereco_ip' && items[1].alteracoes[0].para, 'the log-in names the address');
    assert.equal(items[1].nome_usuario, 'Hélio Souza');
    const [permissionChange, accountChange] = [items[3], items[4]];
    const permissionsChanged = permissionChange.alteracoes.find((change: any) => change.campo === 'permissions');
    assert.ok(permissionsChanged.de.includes('customer_create'), 'the type 3 defaults it had');
    assert.deepEqual(permissionsChanged.para, ['customer']);
    assert.deepEqual(accountChange.alteracoes, [
      { campo: 'nome', de: 'Hélio', para: 'Hélio Souza' },
      { campo: 'senha', de: '(oculto)', para: '(oculto)' },
    ]);
    assert.ok(!JSON.stringify(items).includes('Outra#2026') && !JSON.stringify(items).includes('$argon2'), 'no password, no hash');

    const sales = new ApiClient(identity.url);
    await sales.login(SALES.username, SALES.password);
    assert.equal((await sales.get(`/api/user/${id}/history`)).status, 403);
    assert.equal((await admin.get('/api/user/999999999/history')).status, 404);
  });
});
