// SIGTERM during work, on real processes: HTTP requests that were accepted get their
// whole answer and messages taken from the queue are applied exactly once, and the
// process exits 0 well within a pod's grace period (graceful-shutdown.ts).
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from '@jest/globals';
import { migrate } from '../src/database/migrate.js';
import { declareTopology, deleteTopology, fullQueueName } from '../src/messaging/index.js';
import { createTestDatabase, uniqueBusNames } from '../src/testing/test-database.js';
import { useTestSessionKeys } from '../src/testing/test-keys.js';
import { fixtureDatabaseOptions } from './fixtures/shutdown-consumer.js';
import { AMQP_URL, envelope, publishRaw, queryDatabase, QUEUE, queueDepth, sleep, waitFor } from './messaging-test-kit.js';

const here = import.meta.dirname;
const ROOT = resolve(here, '../../..');
// Its demo entry: the production app plus the demo accounts the test logs in with.
const IDENTITY_MAIN = join(ROOT, 'services/identity/src/demo.ts');
const IDENTITY_CLI = join(ROOT, 'services/identity/src/cli.ts');
const FIXTURE = join(here, 'fixtures/shutdown-consumer.ts');
/** The children run from source too: TypeScript compiled on load as the Jest preset does (support/ts-hooks.mjs). */
const FROM_SOURCE = ['--import', join(here, 'support/ts-register.mjs')];
/** What the test allows from SIGTERM to exit: within a pod's termination grace period. */
const BUDGET_MS = 15_000;
/** Above the sum of a test's own waits (start, shutdown, restart), so that they, not Jest, report a hang. */
const TEST_TIMEOUT_MS = 150_000;

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

function start(file: string, env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--enable-source-maps', ...FROM_SOURCE, file], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal, at: Date.now() })),
  );
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** The exit, or undefined if it takes longer than `ms`. */
async function exitWithin(running: Running, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((done) => (timer = setTimeout(() => done(undefined), ms)));
  try {
    return await Promise.race([running.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Kills what a failed test left running. */
function reap(running: Running | undefined): void {
  if (running && running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
}

interface Answer {
  status?: number;
  body?: unknown;
  connection?: string | null;
  error?: string;
  at: number;
}

async function login(base: string, username: string, password: string): Promise<Answer> {
  try {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    // The whole body, parsed: a cut connection fails here.
    const body = await response.json();
    return { status: response.status, body, connection: response.headers.get('connection'), at: Date.now() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? (error as Error).message, at: Date.now() };
  }
}

/** A login whose body arrives in two parts: the request is in flight until `finish()` is called. */
function slowLogin(port: number, username: string, password: string): { finish: () => void; answer: Promise<Answer> } {
  const body = Buffer.from(JSON.stringify({ username, password }));
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<Answer>((done) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        try {
          done({ status: response.statusCode, body: JSON.parse(text), connection: response.headers.connection ?? null, at: Date.now() });
        } catch (error) {
          done({ error: (error as Error).message, at: Date.now() });
        }
      });
      response.on('error', (error) => done({ error: error.message, at: Date.now() }));
    });
    request.on('error', (error) => done({ error: (error as NodeJS.ErrnoException).code ?? error.message, at: Date.now() }));
  });
  request.write(body.subarray(0, 10));
  return { finish: () => request.end(body.subarray(10)), answer };
}

describe('graceful shutdown on SIGTERM', () => {
  it(
    'answers every accepted request in full, turns readiness to 503 first, refuses new connections, and exits 0 (identity)',
    async () => {
      const db = await createTestDatabase('shutdown_http');
      const bus = uniqueBusNames('shutdown-http');
      const keys = await useTestSessionKeys();
      let identity: Running | undefined;
      try {
        await declareTopology(AMQP_URL, bus, {});
        const env = {
          DATABASE_URL: db.url,
          AMQP_URL,
          EVENTS_EXCHANGE: bus.exchange,
          DEAD_LETTER_EXCHANGE: bus.deadLetterExchange,
          QUEUE_PREFIX: bus.queuePrefix,
          JWT_PRIVATE_KEY: keys.privateKey,
          JWT_PUBLIC_KEY: keys.publicKey,
          DEMO_SEED: 'true',
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
          // Long enough for a loaded machine (2 cores shared with other test files) to read
          // every request sent before the signal and the checks made during the delay.
          SHUTDOWN_DELAY_MS: '3000',
          SHUTDOWN_TIMEOUT_MS: String(BUDGET_MS),
          MAIL_DIR: join(ROOT, 'test-output', 'mail'),
        };
        await promisify(execFile)(process.execPath, [...FROM_SOURCE, IDENTITY_CLI, 'migrate'], {
          cwd: ROOT,
          env: { ...process.env, ...env },
        });
        const base = `http://127.0.0.1:${env.PORT}`;
        identity = start(IDENTITY_MAIN, env);
        const running = identity;
        await waitFor(
          'identity ready',
          async () => {
            if (running.child.exitCode !== null) throw new Error(`identity exited: ${running.output()}`);
            return (await fetch(`${base}/health/ready`)).ok;
          },
          30_000,
          100,
        );
        // The demo seed runs during bootstrap; the admin can log in once readiness is up.
        assert.equal((await login(base, 'admin@treina.dev', 'Admin#2026')).status, 200);

        // Logins at once (argon2: tens of ms of work each), a quarter with a wrong password.
        const accepted = Array.from({ length: 24 }, (_, index) =>
          login(base, 'admin@treina.dev', index % 4 === 3 ? 'errada' : 'Admin#2026'),
        );
        // And one whose body is still arriving when the listener closes.
        const slow = slowLogin(Number(env.PORT), 'admin@treina.dev', 'Admin#2026');
        await sleep(50);
        const signalled = Date.now();
        identity.child.kill('SIGTERM');

        // During SHUTDOWN_DELAY_MS: readiness says 503 at once, the liveness and new requests are still served.
        await waitFor('the shutdown to start', () => running.output().includes('"msg":"shutdown started"'), BUDGET_MS, 10);
        const readiness = await fetch(`${base}/health/ready`);
        assert.equal(readiness.status, 503);
        assert.equal(readiness.headers.get('connection'), 'close');
        const [live, duringDelay] = await Promise.all([fetch(`${base}/health/live`), login(base, 'admin@treina.dev', 'Admin#2026')]);
        assert.equal(live.status, 200);
        assert.equal(duringDelay.status, 200, `a request during the delay is served: ${JSON.stringify(duringDelay)}`);
        assert.equal(duringDelay.connection, 'close');

        // After the delay the listener is closed: a new connection is refused.
        await waitFor('the listener to close', () => running.output().includes('"msg":"shutdown: listener closed"'), BUDGET_MS, 20);
        const afterClose = await login(base, 'admin@treina.dev', 'Admin#2026');
        assert.equal(afterClose.error, 'ECONNREFUSED', `a request after the listener closed is refused: ${JSON.stringify(afterClose)}`);

        const answers = await Promise.all(accepted);
        const broken = answers.filter((answer) => answer.error || ![200, 401].includes(answer.status!));
        assert.deepEqual(broken, [], 'every request accepted before SIGTERM got a complete answer');
        assert.equal(answers.filter((answer) => answer.status === 200).length, 18);
        assert.ok(answers.every((answer) => answer.status !== 200 || (answer.body as { email?: string }).email === 'admin@treina.dev'));
        // The request that was still in flight when the listener closed is finished and answered.
        slow.finish();
        const slowAnswer = await slow.answer;
        assert.equal(slowAnswer.status, 200, JSON.stringify(slowAnswer));
        assert.equal((slowAnswer.body as { email?: string }).email, 'admin@treina.dev');
        assert.equal(slowAnswer.connection, 'close');
        assert.ok(slowAnswer.at > afterClose.at);

        const exit = await exitWithin(identity, BUDGET_MS + 5000);
        assert.ok(exit, `identity did not exit within the budget:\n${identity.output()}`);
        assert.equal(exit.code, 0, identity.output());
        assert.ok(exit.at - signalled < BUDGET_MS, `exited ${exit.at - signalled} ms after SIGTERM`);
        assert.match(identity.output(), /"msg":"shutdown complete"/);
      } finally {
        reap(identity);
        // identity declares its own queue (it consumes academic's events) when it starts.
        await deleteTopology(AMQP_URL, bus, ['identity.events']).catch(() => undefined);
        await db.drop();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stops consuming on SIGTERM, finishes what it took, and after a restart every message is applied exactly once',
    async () => {
      const db = await createTestDatabase('shutdown_consumer');
      const bus = uniqueBusNames('shutdown-consumer');
      const total = 300;
      const runs: Running[] = [];
      try {
        await declareTopology(AMQP_URL, bus, { [QUEUE]: ['identity.user.*.v1'] });
        await migrate(fixtureDatabaseOptions(db.url));
        const ids = Array.from({ length: total }, (_, index) => envelope('identity.user.updated.v1', index + 1));
        await publishRaw(
          bus.exchange,
          ids.map((body) => ({ routingKey: body.type, body, messageId: body.id })),
        );
        const env = {
          SHUTDOWN_FIXTURE: 'run',
          DATABASE_URL: db.url,
          AMQP_URL,
          EVENTS_EXCHANGE: bus.exchange,
          DEAD_LETTER_EXCHANGE: bus.deadLetterExchange,
          QUEUE_PREFIX: bus.queuePrefix,
          HOST: '127.0.0.1',
          PORT: '0',
          HANDLER_MS: '25',
        };
        const applied = async () => Number((await queryDatabase<{ n: string }>(db.url, 'SELECT count(*) AS n FROM test_effect'))[0]!.n);

        const first = start(FIXTURE, { ...env, INSTANCE: 'first' });
        runs.push(first);
        await waitFor('the first run to apply some messages', async () => (await applied()) >= 40, 30_000, 20);
        const signalled = Date.now();
        first.child.kill('SIGTERM');
        const exit = await exitWithin(first, BUDGET_MS + 5000);
        assert.ok(exit, `the consumer did not exit within the budget:\n${first.output()}`);
        assert.equal(exit.code, 0, first.output());
        assert.ok(exit.at - signalled < BUDGET_MS);
        const afterFirst = await applied();
        assert.ok(afterFirst < total, `SIGTERM came mid-stream (${afterFirst} of ${total} applied)`);
        // What the first run applied was acked: only the rest is waiting.
        assert.equal(await queueDepth(fullQueueName(QUEUE, bus.queuePrefix)), total - afterFirst);

        const second = start(FIXTURE, { ...env, INSTANCE: 'second' });
        runs.push(second);
        await waitFor('every message applied', async () => (await applied()) >= total, 30_000, 50);
        second.child.kill('SIGTERM');
        assert.equal((await second.exited).code, 0, second.output());

        const rows = await queryDatabase<{ message_id: string; n: string }>(
          db.url,
          'SELECT message_id, count(*) AS n FROM test_effect GROUP BY message_id',
        );
        assert.equal(rows.length, total, 'every message applied');
        assert.deepEqual(
          rows.filter((row) => Number(row.n) !== 1),
          [],
          'none applied twice',
        );
        assert.deepEqual(new Set(rows.map((row) => row.message_id)), new Set(ids.map((body) => body.id)));
        assert.equal(await queueDepth(fullQueueName(QUEUE, bus.queuePrefix)), 0);
      } finally {
        for (const run of runs) reap(run);
        await deleteTopology(AMQP_URL, bus, [QUEUE]).catch(() => undefined);
        await db.drop();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
