import assert from 'node:assert/strict';
import { createHmac, generateKeyPairSync, sign as signBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import 'reflect-metadata';
import { Controller, type ExecutionContext, Get, Injectable, Module } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { JwtService, type JwtSignOptions } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp } from '../http/configure-app.js';
import { JsonLogger } from '../logging/json-logger.js';
import { signSessionToken } from '../testing/session-tokens.js';
import { useTestSessionKeys } from '../testing/test-keys.js';
import { Authenticated, CurrentUser, Public, RequirePermission } from './access.decorators.js';
import { AuthGuard, PASSWORD_CHANGE_REQUIRED, SESSION_INVALID, SESSION_MISSING } from './auth.guard.js';
import { AuthModule } from './auth.module.js';
import { SESSION_AUDIENCE, SESSION_ISSUER } from './session-keys.js';
import type { AuthenticatedUser, SessionStateReader, SessionUserState } from './session-state.js';

const users = new Map<number, SessionUserState>();

@Injectable()
class MapStateReader implements SessionStateReader {
  async read(userId: number) {
    return users.get(userId) ?? null;
  }
}

@Controller('probe')
class ProbeController {
  @Get('undeclared')
  undeclared() {
    return { reached: true };
  }

  @Public()
  @Get('public')
  open() {
    return { reached: true };
  }

  @Public({ identifySession: true })
  @Get('optional')
  optional(@CurrentUser() user: AuthenticatedUser | undefined) {
    return { userId: user?.id_usuario ?? null };
  }

  @Authenticated()
  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser) {
    return { userId: user.id_usuario, permissions: user.permissions };
  }

  @Authenticated({ duringPasswordChange: true })
  @Get('who')
  who(@CurrentUser() user: AuthenticatedUser) {
    return { userId: user.id_usuario, mustChangePassword: user.mustChangePassword };
  }

  @RequirePermission('customer')
  @Get('view')
  view() {
    return { reached: true };
  }

  @RequirePermission('customer_create')
  @Get('create')
  create() {
    return { reached: true };
  }
}

@Module({ imports: [AuthModule.forRoot({ stateReader: MapStateReader })], controllers: [ProbeController] })
class ProbeModule {}

const b64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('auth guard', () => {
  let app: NestExpressApplication;
  let base: string;
  let keys: { privateKey: string; publicKey: string };
  const sign = (userId: number, sessionVersion: number) => signSessionToken(keys.privateKey, { userId, sessionVersion, userType: 3 });
  /** A token signed with the real key whose claims and options the test chooses (nothing added by default). */
  const signRaw = (payload: object, options: JwtSignOptions) =>
    new JwtService({ privateKey: keys.privateKey }).signAsync(payload, { algorithm: 'ES256', ...options });
  const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

  beforeAll(async () => {
    keys = await useTestSessionKeys();
    app = await NestFactory.create<NestExpressApplication>(ProbeModule, { logger: new JsonLogger('test', 'error'), bodyParser: false });
    configureApp(app, { service: 'test', logger: new JsonLogger('test', 'error') });
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(() => app.close());

  const answer = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/api/probe/${path}`, { headers });
    // Parsed in the test's realm: Jest runs the file in a vm context while `fetch` (and so
    // `Response.json()`) belongs to the outer one, whose objects strict deepEqual tells apart.
    return { status: response.status, body: JSON.parse(await response.text()) as Record<string, unknown> };
  };
  const call = async (path: string, token?: string) => (await answer(path, token ? { cookie: `treina_session=${token}` } : {})).status;
  const user = (id: number, permissions: string[], extra: Partial<SessionUserState> = {}) =>
    users.set(id, {
      id_usuario: id,
      nome: 'T',
      email: 't@t.dev',
      status: true,
      id_tipo_usuario: 3,
      id_aluno: null,
      permissions,
      sessionVersion: 1,
      ...extra,
    });

  it('denies an endpoint that declares no access rule, even to a user holding every permission', async () => {
    user(1, ['customer', 'customer_create']);
    assert.equal(await call('undeclared', await sign(1, 1)), 403);
    assert.equal(await call('undeclared'), 403);
  });

  it('refuses a session that must change its password (pwc) everywhere but the endpoints that allow it, with 403', async () => {
    user(30, ['customer']);
    const token = await signSessionToken(keys.privateKey, { userId: 30, userType: 3, mustChangePassword: true });
    for (const path of ['view', 'me']) {
      const refused = await answer(path, { cookie: `treina_session=${token}` });
      assert.equal(refused.status, 403, path);
      assert.equal(refused.body.statusMsg, PASSWORD_CHANGE_REQUIRED);
      assert.equal(PASSWORD_CHANGE_REQUIRED, 'Troque sua senha para continuar.');
    }
    assert.deepEqual((await answer('who', { cookie: `treina_session=${token}` })).body, { userId: 30, mustChangePassword: true });
    assert.deepEqual((await answer('optional', { cookie: `treina_session=${token}` })).body, { userId: 30 });
    assert.equal(await call('public'), 200);
    assert.equal(await call('view', await sign(30, 1)), 200, 'a session without the claim is not held');
  });

  it('opens public endpoints to anyone', async () => {
    assert.equal(await call('public'), 200);
  });

  it('asks for a session, then for the exact permission name (view: group, create: group_create)', async () => {
    user(2, ['customer']);
    user(3, ['customer_create']);
    assert.equal(await call('view'), 401);
    assert.equal(await call('view', await sign(2, 1)), 200);
    assert.equal(await call('create', await sign(2, 1)), 403);
    assert.equal(await call('create', await sign(3, 1)), 200);
    assert.equal(await call('view', await sign(3, 1)), 403);
  });

  it('refuses a token of an inactive user, of an older session version, or of an unknown user', async () => {
    user(4, ['customer'], { status: false });
    user(5, ['customer'], { sessionVersion: 2 });
    assert.equal(await call('view', await sign(4, 1)), 401);
    assert.equal(await call('view', await sign(5, 1)), 401);
    assert.equal(await call('view', await sign(5, 2)), 200);
    assert.equal(await call('view', await sign(99, 1)), 401);
  });

  it('answers 401 in the API error shape with the Portuguese message: missing session, then invalid one', async () => {
    assert.deepEqual(await answer('me'), { status: 401, body: { statusCode: 401, statusMsg: SESSION_MISSING, message: SESSION_MISSING } });
    assert.deepEqual(await answer('me', { cookie: 'treina_session=' }), {
      status: 401,
      body: { statusCode: 401, statusMsg: SESSION_MISSING, message: SESSION_MISSING },
    });
    assert.deepEqual(await answer('me', { cookie: 'treina_session=lixo' }), {
      status: 401,
      body: { statusCode: 401, statusMsg: SESSION_INVALID, message: SESSION_INVALID },
    });
    user(6, ['customer'], { status: false });
    assert.deepEqual((await answer('view', { cookie: `treina_session=${await sign(6, 1)}` })).body.statusMsg, SESSION_INVALID);
  });

  it('takes the token from an Authorization Bearer header when there is no cookie', async () => {
    user(7, ['customer']);
    const token = await sign(7, 1);
    assert.equal((await answer('view', { authorization: `Bearer ${token}` })).status, 200);
    assert.equal((await answer('view', { authorization: `Basic ${token}` })).status, 401);
  });

  it('gives handlers the current permissions of the user, not those written in the token', async () => {
    user(8, ['customer']);
    const token = await signSessionToken(keys.privateKey, { userId: 8, permissions: ['user', 'user_create'] });
    const me = await answer('me', { cookie: `treina_session=${token}` });
    assert.deepEqual(me.body, { userId: 8, permissions: ['customer'] });
    assert.equal(await call('create', token), 403);
  });

  it('refuses forged tokens: alg none, another key, HS256 keyed with the public key, a tampered payload', async () => {
    user(10, ['customer', 'customer_create']);
    const claims = { sub: '10', sv: 1, typ: 1, alu: null, perms: [], iss: SESSION_ISSUER, aud: SESSION_AUDIENCE, exp: inOneHour() };
    const real = await sign(10, 1);
    assert.equal(await call('view', real), 200, 'control: the real token is accepted');
    const [realHeader, , realSignature] = real.split('.');
    const forgeries: Record<string, string> = {};
    for (const alg of ['none', 'None', 'NONE']) {
      forgeries[`alg ${alg}`] = `${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}.`;
      forgeries[`alg ${alg} with the real signature`] = `${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}.${realSignature}`;
    }
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const es256Head = `${b64url({ alg: 'ES256', typ: 'JWT' })}.${b64url(claims)}`;
    forgeries['ES256 with another key'] =
      `${es256Head}.${signBytes('sha256', Buffer.from(es256Head), { key: otherKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
    for (const secret of [keys.publicKey, keys.publicKey.trim()]) {
      const hsHead = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}`;
      forgeries[`HS256 keyed with the public key (${secret.length} chars)`] =
        `${hsHead}.${createHmac('sha256', secret).update(hsHead).digest('base64url')}`;
    }
    forgeries['payload changed, signature kept'] = `${realHeader}.${b64url({ ...claims, perms: ['user_create'], sv: 2 })}.${realSignature}`;
    for (const [what, token] of Object.entries(forgeries)) {
      assert.deepEqual(
        await answer('view', { cookie: `treina_session=${token}` }),
        { status: 401, body: { statusCode: 401, statusMsg: SESSION_INVALID, message: SESSION_INVALID } },
        what,
      );
    }
  });

  it('refuses a token signed with the real key that is expired, has no expiry, or lacks or mismatches issuer or audience', async () => {
    user(11, ['customer']);
    const payload = { sv: 1, typ: 1, alu: null, perms: [] };
    const claims = { subject: '11', issuer: SESSION_ISSUER, audience: SESSION_AUDIENCE, expiresIn: 3600 };
    assert.equal(await call('view', await signRaw(payload, claims)), 200, 'control: all claims present');
    const { expiresIn: _expiry, ...noExpiry } = claims;
    const { issuer: _issuer, ...noIssuer } = claims;
    const { audience: _audience, ...noAudience } = claims;
    const variants: Record<string, Promise<string>> = {
      expired: signRaw({ ...payload, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 60 }, noExpiry),
      'no exp': signRaw(payload, noExpiry),
      'no iss': signRaw(payload, noIssuer),
      'no aud': signRaw(payload, noAudience),
      'another iss': signRaw(payload, { ...claims, issuer: 'outro' }),
      'another aud': signRaw(payload, { ...claims, audience: 'outro' }),
      'no sub': signRaw(payload, { issuer: SESSION_ISSUER, audience: SESSION_AUDIENCE, expiresIn: 3600 }),
      'sub not a number': signRaw(payload, { ...claims, subject: 'abc' }),
      'no session version': signRaw({ typ: 1, perms: [] }, claims),
    };
    for (const [what, token] of Object.entries(variants)) assert.equal(await call('view', await token), 401, what);
  });

  it('identifies the user on a public endpoint that asks for it, and lets anyone else through without one', async () => {
    user(12, []);
    user(13, [], { sessionVersion: 3 });
    assert.deepEqual((await answer('optional', { cookie: `treina_session=${await sign(12, 1)}` })).body, { userId: 12 });
    assert.deepEqual(await answer('optional'), { status: 200, body: { userId: null } });
    assert.deepEqual(await answer('optional', { cookie: 'treina_session=lixo' }), { status: 200, body: { userId: null } });
    assert.deepEqual(await answer('optional', { cookie: `treina_session=${await sign(13, 1)}` }), { status: 200, body: { userId: null } });
  });

  it('lets non-HTTP contexts through: message handlers have no session cookie', async () => {
    const guard = new AuthGuard(new Reflector(), new MapStateReader());
    assert.equal(await guard.canActivate({ getType: () => 'rpc' } as unknown as ExecutionContext), true);
  });
});
