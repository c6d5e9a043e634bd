// Brute force: the log-in limits (per account, per address) answer 429
// and hold when the client spoofs X-Forwarded-For (the gateway believes it only
// from proxies named in TRUST_PROXY, which is unset here, as by default). Runs
// against dedicated gateways with small limits in front of the suite's services.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ROOT } from '../../tools/infra.mjs';
import { eventually, loadContext, request } from '../lib/http.mjs';
import { demoSession, throwawayUser, uniqueTag } from '../lib/roles.mjs';

const context = loadContext();
const children = [];

async function startGateway(port, limits) {
  const env = {
    ...process.env,
    ...Object.fromEntries(Object.entries(context.serviceUrls).map(([name, url]) => [`${name.toUpperCase()}_URL`, url])),
    PORT: String(port),
    // Its metrics on any free port: the suite's product gateway holds its own.
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...limits,
  };
  delete env.TRUST_PROXY;
  const base = `http://127.0.0.1:${port}`;
  const log = createWriteStream(join(context.logDir, `gateway-limits-${port}.log`), { flags: 'a' });
  // A second try when the process dies at start (e.g. a concurrent build was rewriting a dist folder).
  for (let attempt = 1; ; attempt += 1) {
    const child = spawn('node', [join(ROOT, 'services/gateway/dist/src/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    children.push(child);
    try {
      await eventually(
        async () => {
          if (child.exitCode !== null) throw new Error(`gateway on ${port} exited with ${child.exitCode} (see ${context.logDir})`);
          return (await request(base, { path: '/health/ready' })).status === 200;
        },
        { timeoutMs: 60_000, what: `gateway on ${port}` },
      );
      return base;
    } catch (error) {
      if (child.exitCode === null || attempt >= 3) throw error;
      await new Promise((done) => setTimeout(done, 2000));
    }
  }
}

let xffCounter = 0;
const spoofed = () => {
  xffCounter += 1;
  const ip = `203.0.${(xffCounter >> 8) & 255}.${xffCounter & 255}`;
  return { 'x-forwarded-for': ip, 'x-real-ip': ip, forwarded: `for=${ip}`, 'true-client-ip': ip, 'cf-connecting-ip': ip };
};

const attempt = (base, username, password, headers = {}) =>
  request(base, { method: 'POST', path: '/api/auth/login', body: { username, password }, headers });

describe('brute force', () => {
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });

  describe('per account (LOGIN_LIMIT_PER_ACCOUNT=3)', () => {
    let base;
    let victim;
    beforeAll(async () => {
      const admin = await demoSession(context.baseUrl, 'admin');
      victim = await throwawayUser(context.baseUrl, admin.api, { type: 3 });
      base = await startGateway(context.portBase + 10, { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '1000' });
    });

    it('answers 429 with Retry-After after 3 wrong passwords, even for the right one, whatever address the client claims', async () => {
      for (let i = 0; i < 3; i += 1) assert.equal((await attempt(base, victim.email, `errada-${i}`, spoofed())).status, 401);
      const blocked = await attempt(base, victim.email, 'errada-4');
      assert.equal(blocked.status, 429);
      assert.ok(Number(blocked.headers['retry-after']) > 0, 'Retry-After');
      assert.ok(!blocked.headers['set-cookie'], 'no session');
      assert.equal((await attempt(base, victim.email, victim.password)).status, 429, 'the right password is refused while locked');
      for (let i = 0; i < 5; i += 1)
        assert.equal((await attempt(base, victim.email, victim.password, spoofed())).status, 429, 'spoofed forwarding headers');
      for (const variant of [
        victim.email.toUpperCase(),
        `  ${victim.email}  `,
        `${victim.email[0].toUpperCase()}${victim.email.slice(1)}`,
      ]) {
        assert.equal((await attempt(base, variant, victim.password, spoofed())).status, 429, `account spelled ${JSON.stringify(variant)}`);
      }
    });

    it('still lets another account log in (the limit is per account)', async () => {
      const answer = await attempt(base, 'instrutor@treina.dev', 'Instrutor#2026');
      assert.equal(answer.status, 200);
    });
  });

  describe('per address (LOGIN_LIMIT_PER_IP=5)', () => {
    let base;
    beforeAll(async () => {
      base = await startGateway(context.portBase + 11, {
        LOGIN_LIMIT_PER_ACCOUNT: '1000',
        LOGIN_LIMIT_PER_IP: '5',
        RESET_LIMIT_PER_IP: '1000',
        RESET_LIMIT_PER_EMAIL: '2',
      });
    });

    it('answers 429 after 5 attempts from one address, however the client rotates accounts and X-Forwarded-For', async () => {
      for (let i = 0; i < 5; i += 1)
        assert.equal((await attempt(base, `${uniqueTag('bf')}@nobody.treina.dev`, 'x', spoofed())).status, 401);
      for (let i = 0; i < 5; i += 1) {
        const answer = await attempt(base, `${uniqueTag('bf')}@nobody.treina.dev`, 'x', spoofed());
        assert.equal(answer.status, 429);
        assert.ok(Number(answer.headers['retry-after']) > 0);
      }
      assert.equal((await attempt(base, 'admin@treina.dev', 'Admin#2026', spoofed())).status, 429, 'even with the right password');
    });

    it('limits password-reset requests per e-mail too, spoofing or not', async () => {
      const email = `${uniqueTag('rs')}@nobody.treina.dev`;
      const reset = (headers) => request(base, { method: 'POST', path: '/api/request_change_password', body: { email }, headers });
      assert.equal((await reset(spoofed())).status, 200);
      assert.equal((await reset(spoofed())).status, 200);
      assert.equal((await reset(spoofed())).status, 429);
    });
  });
});
