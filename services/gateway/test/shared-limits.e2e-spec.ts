import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { JsonLogger } from '@treina/nest-platform';
import { Redis } from 'ioredis';
import { readGatewayConfig } from '../src/config/gateway.config.js';
import { createGateway } from '../src/create-gateway.js';
import { fakeIdentity } from './support/fake-identity.js';

/** The machine's Redis (REDIS_TEST_URL overrides it). */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const ACCOUNT_LIMIT = 3;

type Level = Parameters<JsonLogger['emit']>[0];
type Entry = { level: Level; msg: string; fields: Record<string, unknown> };

/** Keeps what the gateway logs, for the test to read. */
class RecordingLogger extends JsonLogger {
  readonly entries: Entry[] = [];
  constructor() {
    super('gateway', 'error');
  }
  override emit(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
    this.entries.push({ level, msg, fields });
    super.emit(level, msg, fields);
  }
}

/** A TCP hop in front of Redis that refuses (closes) connections until it is told to pass them on. */
function switchableRedis(target: URL): Promise<{ server: Server; url: string; pass(on: boolean): void }> {
  let passing = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!passing) return client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
        pass: (on) => {
          passing = on;
          if (!on) for (const socket of sockets) socket.destroy();
        },
      }),
    ),
  );
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('login limits across gateway replicas', () => {
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  const apps: INestApplication[] = [];
  const prefix = `test:gateway-limits:${Date.now().toString(36)}-${randomBytes(3).toString('hex')}:`;

  /** A gateway in front of the fake identity, counting in `redisUrl` (or in memory). */
  async function gateway(redisUrl: string | undefined, logger = new RecordingLogger(), { perIp = 1000, keyPrefix = prefix } = {}) {
    const config = readGatewayConfig({
      IDENTITY_URL: identity.url,
      LOGIN_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT),
      LOGIN_LIMIT_PER_IP: String(perIp),
      LOGIN_LIMIT_WINDOW_MIN: '1',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
    });
    const app = await createGateway(config, { logger });
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    return { base: (await app.getUrl()).replace('[::1]', '127.0.0.1'), logger };
  }

  const login = (base: string, username: string, password = 'errada') =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  /** Wrong passwords for one account, the attempts taking turns over `bases`; the number of the first 429 (0: none in 10). */
  async function firstRefusal(bases: string[], account: string): Promise<number> {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await login(bases[(attempt - 1) % bases.length]!, account);
      await answer.arrayBuffer();
      if (answer.status === 429) return attempt;
      assert.equal(answer.status, 401, `attempt ${attempt}`);
    }
    return 0;
  }

  const account = (name: string) => `${name}-${randomBytes(3).toString('hex')}@treina.dev`;

  beforeAll(async () => {
    identity = await fakeIdentity();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    identity.server.closeAllConnections();
    identity.server.close();
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('refuses the account at the same attempt whether its attempts reach one gateway or spread over two on one Redis', async () => {
    const alone = await gateway(undefined);
    const one = await gateway(REDIS_URL);
    const two = await gateway(REDIS_URL);
    assert.ok(one.logger.entries.some((entry) => entry.msg === 'login limits shared through Redis'));

    const single = await firstRefusal([alone.base], account('sozinho'));
    assert.equal(single, ACCOUNT_LIMIT + 1);
    assert.equal(await firstRefusal([one.base, two.base], account('alvo')), single);

    // The right password is refused too while the account is locked, on either replica.
    const locked = account('bloqueada');
    await firstRefusal([two.base, one.base], locked);
    for (const base of [one.base, two.base]) {
      const answer = await login(base, locked, 'certa');
      assert.equal(answer.status, 429);
      assert.ok(Number(answer.headers.get('retry-after')) > 0);
      assert.equal(JSON.parse(await answer.text()).statusMsg, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
    }
  });

  it('a log-in on one replica clears the account’s failures for the others', async () => {
    const one = await gateway(REDIS_URL);
    const two = await gateway(REDIS_URL);
    const user = account('esquecida');
    for (let attempt = 0; attempt < ACCOUNT_LIMIT - 1; attempt += 1) assert.equal((await login(one.base, user)).status, 401);
    assert.equal((await login(two.base, user, 'certa')).status, 200);
    assert.equal(await firstRefusal([one.base, two.base], user), ACCOUNT_LIMIT + 1);
  });

  it.each([
    ['in memory', undefined],
    ['in Redis', REDIS_URL],
  ])('counts only failed log-ins against the address (%s): 60 log-ins pass, 60 failures are refused with 429', async (_, redisUrl) => {
    const { base } = await gateway(redisUrl, new RecordingLogger(), {
      perIp: 50,
      keyPrefix: `${prefix}school-${randomBytes(2).toString('hex')}:`,
    });
    for (let student = 0; student < 60; student += 1) {
      const answer = await login(base, account(`turno${student}`), 'certa');
      await answer.arrayBuffer();
      assert.equal(answer.status, 200, `log-in ${student + 1}`);
    }
    const failures: number[] = [];
    for (let student = 0; student < 60; student += 1) {
      const answer = await login(base, account(`errou${student}`));
      await answer.arrayBuffer();
      failures.push(answer.status);
    }
    assert.deepEqual(failures.slice(0, 50), Array(50).fill(401), 'each account fails once: only the address counts');
    assert.deepEqual(failures.slice(50), Array(10).fill(429));
  });

  it('without Redis each replica counts alone: spread over two, the refusal comes later (why REDIS_URL matters)', async () => {
    const one = await gateway(undefined);
    const two = await gateway(undefined);
    assert.equal(await firstRefusal([one.base, two.base], account('espalhada')), 2 * ACCOUNT_LIMIT + 1);
  });

  it('with Redis unreachable, logins still answer, the limits hold per replica, and the fall-back is logged once', async () => {
    const started = Date.now();
    const { base, logger } = await gateway(`redis://127.0.0.1:${await closedPort()}`);
    assert.ok(Date.now() - started < 5000, 'the start does not wait long for Redis');
    const user = account('semredis');
    const before = Date.now();
    assert.equal((await login(base, user, 'certa')).status, 200);
    assert.ok(Date.now() - before < 2000, 'a login does not wait on the dead Redis');
    assert.equal(await firstRefusal([base], user), ACCOUNT_LIMIT + 1);
    const warnings = logger.entries.filter((entry) => entry.msg.startsWith('Redis unavailable: login limits are local'));
    assert.equal(warnings.length, 1, JSON.stringify(logger.entries));
    assert.equal(warnings[0]!.level, 'warn');
  });

  it('shares the counts again once Redis answers', async () => {
    const hop = await switchableRedis(new URL(REDIS_URL));
    try {
      const first = await gateway(hop.url);
      assert.ok(first.logger.entries.some((entry) => entry.msg.startsWith('Redis unavailable')));
      hop.pass(true);
      const deadline = Date.now() + 15_000;
      while (!first.logger.entries.some((entry) => entry.msg === 'login limits shared through Redis')) {
        assert.ok(Date.now() < deadline, 'reconnected to Redis');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const second = await gateway(REDIS_URL);
      assert.equal(await firstRefusal([first.base, second.base], account('voltou')), ACCOUNT_LIMIT + 1);
    } finally {
      hop.pass(false);
      hop.server.close();
    }
  });
});
