import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ADMIN, ApiClient, CONSULTANT, type IdentityUnderTest, SALES, startIdentity, uniqueEmail } from './identity-harness.js';

describe('permissions and bad input', () => {
  let identity: IdentityUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    identity = await startIdentity();
    admin = new ApiClient(identity.url);
    await admin.login(ADMIN.username, ADMIN.password);
  });
  afterAll(() => identity.close());

  async function userWith(permissionNames: string[]): Promise<{ client: ApiClient; id: number }> {
    const all = (await admin.get('/api/permissions')).body as Array<{ id_permissao: number; nome: string }>;
    const ids = all.filter((permission) => permissionNames.includes(permission.nome)).map((permission) => permission.id_permissao);
    const email = uniqueEmail('perm');
    const created = await admin.post('/api/auth/register', {
      nome: 'Permissões',
      email,
      senha: 'Senha#2026',
      id_tipo_usuario: 2,
      permissions: ids,
    });
    assert.equal(created.status, 201);
    const client = new ApiClient(identity.url);
    await client.loginAsNewUser(email, 'Senha#2026');
    return { client, id: created.body[0].id_usuario };
  }

  it('lets the view permission list users but not create them', async () => {
    const { client } = await userWith(['user']);
    assert.equal((await client.get('/api/user')).status, 200);
    const create = await client.post('/api/auth/register', { nome: 'X', email: uniqueEmail(), senha: 'Senha#2026', id_tipo_usuario: 3 });
    assert.equal(create.status, 403);
    assert.equal(create.body.statusMsg, 'Você não tem permissão para realizar esta ação.');
  });

  it('lets an action permission act without the view permission seeing the list', async () => {
    const { client } = await userWith(['user_create']);
    assert.equal((await client.get('/api/user')).status, 403);
    const create = await client.post('/api/auth/register', {
      nome: 'Criado',
      email: uniqueEmail(),
      senha: 'Senha#2026',
      id_tipo_usuario: 3,
    });
    assert.equal(create.status, 201);
  });

  it('refuses the consultant the users list and the sales user the default permissions', async () => {
    const consultant = new ApiClient(identity.url);
    await consultant.login(CONSULTANT.username, CONSULTANT.password);
    assert.equal((await consultant.get('/api/user')).status, 403);
    assert.equal((await consultant.delete('/api/users?usersIds=1')).status, 403);
    const sales = new ApiClient(identity.url);
    await sales.login(SALES.username, SALES.password);
    assert.equal((await sales.patch('/api/setDefaultPermissions/3', { permissions: [] })).status, 403);
  });

  it('applies changed permissions to an open session at once', async () => {
    const { client, id } = await userWith([]);
    assert.equal((await client.get('/api/user')).status, 403);
    const set = await admin.patch(`/api/setUserPermissions/${id}`, { permissions: [1] });
    assert.equal(set.status, 200);
    assert.equal(set.body.status, true);
    assert.equal((await client.get('/api/user')).status, 200);
    const mine = await client.get(`/api/getUserPermissions/${id}`);
    assert.deepEqual(mine.body, [{ id_permissao: 1, nome_permissao: 'user' }]);
  });

  it('lets a user change only their own name and password without user_update', async () => {
    const { client, id } = await userWith([]);
    const own = await client.patch(`/api/user/${id}`, { nome: 'Novo Nome' });
    assert.equal(own.status, 200);
    assert.equal(own.body.user.nome, 'Novo Nome');
    assert.equal((await client.patch(`/api/user/${id}`, { id_tipo_usuario: 1 })).status, 403);
    assert.equal((await client.patch('/api/user/1', { nome: 'Invasor' })).status, 403);
  });

  it('creates a user with the type defaults when no permissions are given', async () => {
    const created = await admin.post('/api/auth/register', {
      nome: 'Aluno X',
      email: uniqueEmail('aluno'),
      senha: 'Senha#2026',
      id_tipo_usuario: 6,
    });
    assert.equal(created.status, 201);
    assert.equal(Array.isArray(created.body), true);
    assert.equal(created.body[0].status, true);
    const permissions = await admin.get(`/api/getUserPermissions/${created.body[0].id_usuario}`);
    assert.deepEqual(
      permissions.body.map((row: { nome_permissao: string }) => row.nome_permissao),
      ['class'],
    );
  });

  it('saves default permissions of a user type', async () => {
    const saved = await admin.patch('/api/setDefaultPermissions/4', { permissions: [31, 32] });
    assert.equal(saved.status, 200);
    const defaults = (await admin.get('/api/permissionUserTypes')).body as Array<{ id_tipo_usuario: number; id_permissao: number }>;
    assert.deepEqual(
      defaults.filter((row) => row.id_tipo_usuario === 4).map((row) => row.id_permissao),
      [31, 32],
    );
    assert.equal((await admin.patch('/api/setDefaultPermissions/99', { permissions: [] })).status, 404);
  });

  it('rejects unknown fields with a Portuguese 400 naming the field', async () => {
    const answer = await admin.post('/api/auth/register', {
      nome: 'A',
      email: uniqueEmail(),
      senha: 'Senha#2026',
      id_tipo_usuario: 3,
      admin: true,
    });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.statusMsg, "O campo 'admin' não é permitido.");
  });

  it('answers malformed JSON, wrong types and short passwords with 400', async () => {
    const malformed = await admin.call('POST', '/api/auth/register', undefined, { raw: '{"nome": "x",' });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.statusMsg, 'O corpo da requisição não é um JSON válido.');
    const wrongType = await admin.post('/api/auth/register', {
      nome: 'A',
      email: uniqueEmail(),
      senha: 'Senha#2026',
      id_tipo_usuario: 'um',
    });
    assert.equal(wrongType.status, 400);
    assert.equal(wrongType.body.statusMsg, "O campo 'id_tipo_usuario' deve ser um número inteiro.");
    const short = await admin.post('/api/auth/register', { nome: 'A', email: uniqueEmail(), senha: '123', id_tipo_usuario: 3 });
    assert.equal(short.status, 400);
    assert.equal(short.body.statusMsg, 'A senha deve ter pelo menos 8 caracteres.');
    const array = await admin.call('POST', '/api/auth/register', undefined, { raw: '[1,2]' });
    assert.equal(array.status, 400);
    const badId = await admin.patch('/api/user/abc', { nome: 'x' });
    assert.equal(badId.status, 400);
    const badIds = await admin.delete('/api/users?usersIds=1,abc');
    assert.equal(badIds.status, 400);
    const unknownType = await admin.post('/api/auth/register', {
      nome: 'A',
      email: uniqueEmail(),
      senha: 'Senha#2026',
      id_tipo_usuario: 77,
    });
    assert.equal(unknownType.status, 400);
    assert.equal(unknownType.body.statusMsg, 'Tipo de usuário inválido.');
  });

  it('refuses null for an optional field with 400 instead of storing it', async () => {
    const me = await admin.get('/api/auth/me');
    for (const field of ['nome', 'email', 'id_tipo_usuario', 'senha', 'status']) {
      const answer = await admin.patch(`/api/user/${me.body.id_usuario}`, { [field]: null });
      assert.equal(answer.status, 400, `null ${field}`);
    }
    assert.equal(
      (
        await admin.post('/api/auth/register', {
          nome: 'N',
          email: uniqueEmail(),
          senha: 'Senha#2026',
          id_tipo_usuario: 3,
          permissions: null,
        })
      ).status,
      400,
    );
  });

  it('answers a body over the limit with 413', async () => {
    const answer = await admin.call('POST', '/api/auth/register', undefined, {
      raw: JSON.stringify({ nome: 'x'.repeat(2 * 1024 * 1024) }),
    });
    assert.equal(answer.status, 413);
    assert.equal(answer.body.statusMsg, 'A requisição é grande demais.');
  });

  it('answers 409 to a duplicate e-mail and 404 to an unknown user', async () => {
    const email = uniqueEmail('dup');
    assert.equal((await admin.post('/api/auth/register', { nome: 'A', email, senha: 'Senha#2026', id_tipo_usuario: 3 })).status, 201);
    const again = await admin.post('/api/auth/register', {
      nome: 'B',
      email: email.toUpperCase(),
      senha: 'Senha#2026',
      id_tipo_usuario: 3,
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.statusMsg, 'Já existe um usuário com este e-mail.');
    assert.equal((await admin.patch('/api/user/999999', { nome: 'x' })).status, 404);
    assert.equal((await admin.delete('/api/users?usersIds=999999')).status, 404);
  });

  it('refuses to let administrators deactivate themselves', async () => {
    const me = await admin.get('/api/auth/me');
    const answer = await admin.delete(`/api/users?usersIds=${me.body.id_usuario}`);
    assert.equal(answer.status, 409);
  });

  it('pages, sorts and searches the users list on the server', async () => {
    const page = await admin.get('/api/user?page=1&pageSize=2&sort=-id_tipo_usuario');
    assert.equal(page.status, 200);
    assert.equal(page.body.length, 2);
    assert.ok(Number(page.headers.get('x-total-count')) >= 4);
    const search = await admin.get('/api/user?page=1&pageSize=10&q=CONSULTOR%20demo');
    assert.deepEqual(
      search.body.map((row: { email: string }) => row.email),
      ['consultor@treina.dev'],
    );
    const whole = await admin.get('/api/user');
    const types = whole.body.map((row: { id_tipo_usuario: number }) => row.id_tipo_usuario);
    assert.deepEqual(
      types,
      [...types].sort((a: number, b: number) => b - a),
    );
    assert.equal((await admin.get('/api/user?sort=senha_hash')).status, 400);
    assert.equal((await admin.get('/api/user?pageSize=5000&page=1')).status, 400);
  });

  it('answers an unknown route with a Portuguese 404', async () => {
    const answer = await admin.get('/api/nao-existe');
    assert.equal(answer.status, 404);
    assert.equal(typeof answer.body.statusMsg, 'string');
  });
});
