// Session attacks: forged, tampered, expired and revoked session tokens
// are refused (401) by every service; the cookie never reaches page scripts.
import assert from 'node:assert/strict';
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, it } from '@jest/globals';
import { importPKCS8, SignJWT } from 'jose';
import { eventually, loadContext, login, request, sessionCookieOf } from '../lib/http.mjs';
import { demoSession, throwawayUser } from '../lib/roles.mjs';

const context = loadContext();

/** One authenticated call per service (each verifies sessions on its own, with the public key only). */
const PROBES = [
  ['identity', '/api/auth/me'],
  ['crm', '/api/activities?page=1&pageSize=1'],
  ['academic', '/api/statusClass'],
  ['finance', '/api/commissions?page=1&pageSize=1'],
  ['reporting', '/api/reports/enrolments/summary'],
  ['assessment', '/api/questions?page=1&pageSize=1'],
];

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const decode = (part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

async function statuses(token, { bearer = false } = {}) {
  const out = {};
  for (const [service, path] of PROBES) {
    const headers = bearer ? { authorization: `Bearer ${token}` } : {};
    const answer = await request(context.baseUrl, { path, headers, token: bearer ? undefined : token });
    out[service] = answer.status;
  }
  return out;
}

const every = (status) => Object.fromEntries(PROBES.map(([service]) => [service, status]));

/** Waits until every service answers `status` for the token (projections follow identity's events). */
async function eventuallyEvery(token, status, what) {
  let last;
  try {
    await eventually(
      async () => {
        last = await statuses(token);
        return Object.values(last).every((value) => value === status);
      },
      { timeoutMs: 30_000, what },
    );
  } catch {
    assert.deepEqual(last, every(status), what);
  }
}

describe('session attacks', () => {
  let admin;
  let user;
  let header;
  let claims;
  let signature;
  let privateKey;

  beforeAll(async () => {
    admin = await demoSession(context.baseUrl, 'admin');
    // A throwaway administrator (reaches every service's probe), so revoking its sessions touches no demo account.
    user = await throwawayUser(context.baseUrl, admin.api, { type: 1 });
    [header, claims, signature] = user.token.split('.').map((part, index) => (index < 2 ? decode(part) : part));
    privateKey = await importPKCS8(readFileSync(join(context.keysDir, 'session-private.pem'), 'utf8'), 'ES256');
    await eventuallyEvery(user.token, 200, 'the new user reaches every service');
  });

  const signWithProductKey = (payload, protectedHeader = { alg: 'ES256' }) =>
    new SignJWT(payload).setProtectedHeader(protectedHeader).sign(privateKey);

  it('issues ES256 tokens with issuer, audience, subject, expiry and session version', () => {
    assert.equal(header.alg, 'ES256');
    assert.equal(claims.sub, String(user.id));
    assert.ok(claims.exp > Date.now() / 1000 && claims.iss && claims.aud && typeof claims.sv === 'number');
  });

  it('control: a token the suite signs with the product key and the same claims is accepted (the forgeries below fail for their forgery only)', async () => {
    const token = await signWithProductKey({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 });
    assert.deepEqual(await statuses(token), every(200));
  });

  it("refuses alg 'none' (no signature, or the real one kept)", async () => {
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const unsigned = `${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}.`;
      assert.deepEqual(await statuses(unsigned), every(401), alg);
      assert.deepEqual(await statuses(`${unsigned}${signature}`), every(401), `${alg} + signature`);
    }
  });

  it('refuses a token signed with another key (ES256 of a new key pair; HS256 keyed with the public key)', async () => {
    const { privateKey: otherKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(otherKey);
    assert.deepEqual(await statuses(forged), every(401));
    const publicPem = readFileSync(join(context.keysDir, 'session-public.pem'), 'utf8');
    for (const secret of [publicPem, publicPem.trim(), 'secret', '']) {
      const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}`;
      const hmac = createHmac('sha256', secret).update(head).digest('base64url');
      assert.deepEqual(await statuses(`${head}.${hmac}`), every(401), `HS256 with ${secret.slice(0, 20)}`);
    }
  });

  it('refuses an expired token, even signed with the real private key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signWithProductKey({ ...claims, iat: now - 3600, exp: now - 60 });
    assert.deepEqual(await statuses(expired), every(401));
    assert.deepEqual(await statuses(expired, { bearer: true }), every(401));
    const noExpiry = await signWithProductKey(Object.fromEntries(Object.entries(claims).filter(([key]) => key !== 'exp')));
    assert.deepEqual(await statuses(noExpiry), every(401), 'a token without exp');
  });

  it('refuses a tampered token (payload changed, signature kept)', async () => {
    const tamper = (changes) => `${user.token.split('.')[0]}.${b64url({ ...claims, ...changes })}.${signature}`;
    const variants = [
      { sub: String(admin.user.id_usuario) },
      { sv: claims.sv + 1 },
      { exp: claims.exp + 86_400 * 365 },
      { perms: ['user', 'user_create', 'user_update', 'user_delete'], typ: 1 },
      { aud: 'outro' },
    ];
    for (const changes of variants) assert.deepEqual(await statuses(tamper(changes)), every(401), JSON.stringify(changes));
    const [h, p, s] = user.token.split('.');
    const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    for (const token of [
      `${h}.${p}.${flipped}`,
      `${h}.${p}`,
      `${h}.${p}.`,
      `${h}.${p}.${s}.${s}`,
      `${p}.${h}.${s}`,
      'x',
      'eyJ',
      '..',
      `${h}.${p}.${s}x`,
    ]) {
      assert.deepEqual(await statuses(token), every(401), token.slice(0, 60));
    }
  });

  it('refuses a correctly signed token of another issuer or audience, or of an outdated session version', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    for (const changes of [
      { iss: 'outro' },
      { aud: 'outro' },
      { sv: claims.sv - 1 },
      { sv: claims.sv + 1 },
      { sub: 'abc' },
      { sub: '999999' },
    ]) {
      const token = await signWithProductKey({ ...claims, ...changes, exp });
      assert.deepEqual(await statuses(token), every(401), JSON.stringify(changes));
    }
    const rs = await signWithProductKey(
      { ...claims, exp },
      { alg: 'ES256', kid: '../../etc/passwd', jku: 'http://x/jwks', crit: ['b64'], b64: false },
    ).catch(() => null);
    if (rs) assert.deepEqual(await statuses(rs), every(401), 'unknown critical header');
  });

  it("ends a deactivated user's sessions at once on every service, and refuses their log-in", async () => {
    const doomed = await throwawayUser(context.baseUrl, admin.api, { type: 1 });
    await eventuallyEvery(doomed.token, 200, 'the user reaches every service');
    await admin.api.ok('DELETE', `/api/users?usersIds=${doomed.id}`);
    assert.equal((await statuses(doomed.token)).identity, 401, 'identity refuses at once');
    await eventuallyEvery(doomed.token, 401, 'every service refuses a deactivated user');
    await assert.rejects(login(context.baseUrl, doomed.email, doomed.password), /401/);
  });

  it('ends the session on logout (the old token is refused everywhere) and clears the cookie', async () => {
    const leaving = await throwawayUser(context.baseUrl, admin.api, { type: 1 });
    await eventuallyEvery(leaving.token, 200, 'the user reaches every service');
    const answer = await request(context.baseUrl, { path: '/api/auth/logout', token: leaving.token });
    assert.equal(answer.status, 200);
    const cleared = [].concat(answer.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('treina_session='));
    assert.ok(
      cleared && /^treina_session=;/.test(cleared) && /Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(cleared),
      `cookie cleared: ${cleared}`,
    );
    await eventuallyEvery(leaving.token, 401, 'every service refuses the token after logout');
  });

  it("ends every session when the user's password changes; only the new cookie works", async () => {
    const changer = await throwawayUser(context.baseUrl, admin.api, { type: 1 });
    await eventuallyEvery(changer.token, 200, 'the user reaches every service');
    const answer = await request(context.baseUrl, {
      method: 'PATCH',
      path: `/api/user/${changer.id}`,
      token: changer.token,
      body: { senha: 'Nova#Senha2026' },
    });
    assert.equal(answer.status, 200);
    const renewed = sessionCookieOf(answer);
    assert.ok(renewed, 'a new cookie for the session that changed the password');
    await eventuallyEvery(changer.token, 401, 'the old token is refused everywhere');
    await eventuallyEvery(renewed.token, 200, 'the new token works everywhere');
  });

  it('sets the session cookie HttpOnly, SameSite=Strict, path /, and never puts the token in a response body', async () => {
    const answer = await request(context.baseUrl, {
      method: 'POST',
      path: '/api/auth/login',
      body: { username: user.email, password: user.password },
    });
    const cookie = sessionCookieOf(answer);
    assert.ok(cookie, 'a session cookie');
    assert.match(cookie.raw, /;\s*HttpOnly/i);
    assert.match(cookie.raw, /;\s*SameSite=Strict/i);
    assert.match(cookie.raw, /;\s*Path=\/(;|$)/i);
    assert.ok(!cookie.raw.match(/;\s*Domain=/i), 'no Domain attribute');
    assert.ok(!answer.text.includes(cookie.token) && !/eyJ[A-Za-z0-9_-]{10,}\./.test(answer.text), 'the token is not in the login answer');
    const me = await request(context.baseUrl, { path: '/api/auth/me', token: cookie.token });
    assert.ok(!me.text.includes(cookie.token) && !/eyJ[A-Za-z0-9_-]{10,}\./.test(me.text), 'the token is not in /api/auth/me');
  });
});
