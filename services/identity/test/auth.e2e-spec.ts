import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { exportPKCS8, generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { ADMIN, ApiClient, CONSULTANT, type IdentityUnderTest, startIdentity, uniqueEmail } from './identity-harness.js';

describe('log-in and sessions', () => {
  let identity: IdentityUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    identity = await startIdentity();
    admin = new ApiClient(identity.url);
    assert.equal((await admin.login(ADMIN.username, ADMIN.password)).status, 200);
  });
  afterAll(() => identity.close());

  it('logs a demo user in with an httpOnly SameSite=Strict cookie and answers the session user', async () => {
    const client = new ApiClient(identity.url);
    const answer = await client.login(ADMIN.username, ADMIN.password);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.email, 'admin@treina.dev');
    assert.equal(answer.body.id_tipo_usuario, 1);
    assert.equal(answer.body.nome_tipo_usuario, 'Administrador');
    assert.ok(answer.body.permissions.includes('user_create'));
    assert.equal(answer.body.permissions.length, 48, 'the ten groups with their actions, privacy, audit, charges and exams');
    assert.ok(answer.body.permissions.includes('privacy') && answer.body.permissions.includes('audit'));
    assert.equal(answer.body.senha, undefined);
    assert.equal(answer.body.senha_hash, undefined);
    const cookie = answer.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^treina_session=/);
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Strict/i);
    assert.match(cookie, /Max-Age=1296000/);
    const me = await client.get('/api/auth/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.id_usuario, answer.body.id_usuario);
  });

  it('signs an ES256 session token with the same header and claims the front end and the other services read', async () => {
    const client = new ApiClient(identity.url);
    const answer = await client.login(ADMIN.username, ADMIN.password);
    const [header, payload] = client
      .cookie!.split('=')[1]!
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part!, 'base64url').toString()));
    assert.deepEqual(header, { alg: 'ES256', typ: 'JWT' });
    assert.deepEqual(Object.keys(payload).sort(), ['alu', 'aud', 'exp', 'iat', 'iss', 'jti', 'perms', 'sub', 'sv', 'typ']);
    assert.equal(payload.sub, String(answer.body.id_usuario));
    assert.equal(payload.iss, 'treina-identity');
    assert.equal(payload.aud, 'treina');
    assert.equal(payload.typ, 1);
    assert.equal(payload.alu, null);
    assert.equal(typeof payload.sv, 'number');
    assert.deepEqual(payload.perms, answer.body.permissions);
    assert.equal(payload.exp - payload.iat, 15 * 24 * 60 * 60);
    assert.match(payload.jti, /^[0-9a-f-]{36}$/);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrong = await new ApiClient(identity.url).login(ADMIN.username, 'senha-errada');
    const unknown = await new ApiClient(identity.url).login('ninguem@treina.dev', 'senha-errada');
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(wrong.body.statusMsg, 'E-mail ou senha inválidos.');
    assert.equal(unknown.body.statusMsg, wrong.body.statusMsg);
    assert.equal(wrong.headers.get('set-cookie'), null);
  });

  it('accepts the e-mail in any case', async () => {
    const answer = await new ApiClient(identity.url).login('ADMIN@Treina.dev', ADMIN.password);
    assert.equal(answer.status, 200);
  });

  it('answers 401 to /api/auth/me without a session', async () => {
    const answer = await new ApiClient(identity.url).get('/api/auth/me');
    assert.equal(answer.status, 401);
    assert.equal(answer.body.statusMsg, 'Você precisa fazer login para continuar.');
  });

  it('ends the session at logout, so the old token gets 401', async () => {
    const client = new ApiClient(identity.url);
    await client.login(CONSULTANT.username, CONSULTANT.password);
    const token = client.cookie;
    const logout = await client.get('/api/auth/logout');
    assert.equal(logout.status, 200);
    assert.equal(logout.body.status, true);
    assert.match(logout.headers.get('set-cookie') ?? '', /treina_session=;/);
    const replay = new ApiClient(identity.url);
    replay.cookie = token;
    const me = await replay.get('/api/auth/me');
    assert.equal(me.status, 401);
    assert.equal(me.body.statusMsg, 'Sua sessão expirou. Faça login novamente!');
  });

  it('clears the cookie at logout even when the session is already invalid', async () => {
    for (const token of ['lixo', undefined]) {
      const client = new ApiClient(identity.url);
      if (token) client.cookie = `treina_session=${token}`;
      const logout = await client.get('/api/auth/logout');
      assert.equal(logout.status, 200);
      assert.equal(logout.body.status, true);
      assert.match(logout.headers.get('set-cookie') ?? '', /treina_session=;/);
    }
  });

  it('refuses log-in to a deactivated user and ends their open sessions', async () => {
    const email = uniqueEmail('desativar');
    const created = await admin.post('/api/auth/register', { nome: 'Para Desativar', email, senha: 'Senha#2026', id_tipo_usuario: 3 });
    assert.equal(created.status, 201);
    const id = created.body[0].id_usuario;
    const victim = new ApiClient(identity.url);
    assert.equal((await victim.login(email, 'Senha#2026')).status, 200);
    assert.equal((await victim.get('/api/auth/me')).status, 200);

    const removed = await admin.delete(`/api/users?usersIds=${id}`);
    assert.equal(removed.status, 200);
    assert.equal(removed.body.status, true);

    assert.equal((await victim.get('/api/auth/me')).status, 401);
    const again = await new ApiClient(identity.url).login(email, 'Senha#2026');
    assert.equal(again.status, 401);
    assert.equal(again.body.statusMsg, 'Usuário desativado. Procure o administrador do sistema.');
    const permissions = await admin.get(`/api/getUserPermissions/${id}`);
    assert.deepEqual(permissions.body, []);
    const users = await admin.get('/api/user');
    const row = users.body.find((user: { id_usuario: number }) => user.id_usuario === id);
    assert.equal(row.status, false);
  });

  it('ends the other sessions when a user changes their own password, keeping the current one', async () => {
    const email = uniqueEmail('senha');
    await admin.post('/api/auth/register', { nome: 'Troca Senha', email, senha: 'Senha#2026', id_tipo_usuario: 5 });
    const laptop = new ApiClient(identity.url);
    const phone = new ApiClient(identity.url);
    const login = await laptop.login(email, 'Senha#2026');
    await phone.login(email, 'Senha#2026');
    const changed = await laptop.patch(`/api/user/${login.body.id_usuario}`, { senha: 'NovaSenha#1' });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.status, true);
    assert.equal((await laptop.get('/api/auth/me')).status, 200);
    assert.equal((await phone.get('/api/auth/me')).status, 401);
    assert.equal((await new ApiClient(identity.url).login(email, 'NovaSenha#1')).status, 200);
  });

  it('refuses tokens that are unsigned, signed with another key, expired or tampered', async () => {
    const login = await new ApiClient(identity.url).login(ADMIN.username, ADMIN.password);
    const id = String(login.body.id_usuario);
    const claims = { sv: 1, typ: 1, perms: ['user'], alu: null };
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: id, iss: 'treina-identity', aud: 'treina', exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    const otherKey = (await generateKeyPair('ES256', { extractable: true })).privateKey;
    await exportPKCS8(otherKey);
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(id)
      .setIssuer('treina-identity')
      .setAudience('treina')
      .setExpirationTime('1h')
      .sign(otherKey);
    const ownKey = await importPKCS8(process.env.JWT_PRIVATE_KEY!, 'ES256');
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(id)
      .setIssuer('treina-identity')
      .setAudience('treina')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(ownKey);
    const valid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(id)
      .setIssuer('treina-identity')
      .setAudience('treina')
      .setExpirationTime('1h')
      .sign(ownKey);
    const control = new ApiClient(identity.url);
    control.cookie = `treina_session=${valid}`;
    assert.equal((await control.get('/api/auth/me')).status, 200, 'a well-signed current token is accepted');
    const realToken = new ApiClient(identity.url);
    await realToken.login(ADMIN.username, ADMIN.password);
    const [header, payload, signature] = realToken.cookie!.split('=')[1]!.split('.');
    const tampered = `${header}.${b64({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '999' })}.${signature}`;
    for (const token of [unsigned, foreign, expired, tampered, 'lixo', '']) {
      const client = new ApiClient(identity.url);
      client.cookie = `treina_session=${token}`;
      assert.equal((await client.get('/api/auth/me')).status, 401, `token ${token.slice(0, 20)} must be refused`);
    }
  });

  it('never answers a password or hash in user lists', async () => {
    const users = await admin.get('/api/user');
    assert.equal(users.status, 200);
    assert.ok(users.body.length >= 4);
    for (const user of users.body) {
      assert.equal(user.senha, undefined);
      assert.equal(user.senha_hash, undefined);
    }
    assert.ok(!JSON.stringify(users.body).includes('argon2'));
  });
});
