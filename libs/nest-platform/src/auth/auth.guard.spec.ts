import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import 'reflect-metadata';
import { Controller, Get, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { importPKCS8, SignJWT } from 'jose';
import { configureApp } from '../http/configure-app.js';
import { JsonLogger } from '../logging/json-logger.js';
import { useTestSessionKeys } from '../testing/test-keys.js';
import { Public, RequirePermission } from './access.decorators.js';
import { AuthModule } from './auth.module.js';
import { SESSION_AUDIENCE, SESSION_ISSUER } from './session-keys.js';
import type { SessionStateReader, SessionUserState } from './session-state.js';

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

describe('auth guard', () => {
  let app: NestExpressApplication;
  let base: string;
  let sign: (userId: number, sessionVersion: number) => Promise<string>;

  before(async () => {
    const { privateKey } = await useTestSessionKeys();
    const key = await importPKCS8(privateKey, 'ES256');
    sign = (userId, sessionVersion) =>
      new SignJWT({ sv: sessionVersion, typ: 3, perms: [] }).setProtectedHeader({ alg: 'ES256' }).setSubject(String(userId))
        .setIssuer(SESSION_ISSUER).setAudience(SESSION_AUDIENCE).setExpirationTime('1h').sign(key);
    app = await NestFactory.create<NestExpressApplication>(ProbeModule, { logger: new JsonLogger('test', 'error'), bodyParser: false });
    configureApp(app, { service: 'test', logger: new JsonLogger('test', 'error') });
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  after(() => app.close());

  const call = async (path: string, token?: string) => (await fetch(`${base}/api/probe/${path}`, { headers: token ? { cookie: `treina_session=${token}` } : {} })).status;
  const user = (id: number, permissions: string[], extra: Partial<SessionUserState> = {}) =>
    users.set(id, { id_usuario: id, nome: 'T', email: 't@t.dev', status: true, id_tipo_usuario: 3, id_aluno: null, permissions, sessionVersion: 1, ...extra });

  it('denies an endpoint that declares no access rule, even to a user holding every permission', async () => {
    user(1, ['customer', 'customer_create']);
    assert.equal(await call('undeclared', await sign(1, 1)), 403);
    assert.equal(await call('undeclared'), 403);
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
});
