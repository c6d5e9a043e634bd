// The whole product (tools/product.mjs startProduct) on the fault tests' own
// PostgreSQL and RabbitMQ, plus what the tests need around it: restarting one
// service with the environment startProduct gave it, an authenticated API client,
// and direct database access.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const require = createRequire(import.meta.url);
const pg = require('pg');
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Missing builds are reported instead of failing somewhere deep in a test. */
export function assertBuilt() {
  const missing = ['identity', 'crm', 'academic', 'finance', 'reporting', 'assessment', 'gateway']
    .map((name) => join(ROOT, 'services', name, 'dist', 'src', 'main.js'))
    .concat(join(ROOT, 'libs', 'nest-platform', 'dist', 'src', 'index.js'))
    .filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`não construído: ${missing.join(', ')} — rode \`npm run build\` antes`);
}

/**
 * Starts every service and the gateway on `portBase`..+6 against the given servers.
 * infra.mjs reads POSTGRES_URL / AMQP_URL when first imported, so they are set first.
 */
export async function startFaultProduct({ postgresUrl, amqpUrl, portBase, logDir, env = {} }) {
  process.env.POSTGRES_URL = postgresUrl;
  process.env.AMQP_URL = amqpUrl;
  const infra = await import('../../tools/infra.mjs');
  const { startProduct } = await import('../../tools/product.mjs');
  if (infra.POSTGRES_URL !== postgresUrl || infra.AMQP_URL !== amqpUrl) {
    throw new Error('tools/infra.mjs já tinha sido importado com outros servidores');
  }
  mkdirSync(logDir, { recursive: true });
  const product = await startProduct({ portBase, dbPrefix: 'treina_', quiet: true, logDir, env });
  const keys = infra.ensureSessionKeys();
  const services = infra.presentServices();
  const serviceUrl = (name) => `http://127.0.0.1:${portBase + infra.SERVICE_PORTS[name]}`;
  const restarted = [];

  /** The environment startProduct gives a service (tools/product.mjs), rebuilt for a restart. */
  const serviceEnv = (name) => ({
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    POSTGRES_URL: postgresUrl,
    AMQP_URL: amqpUrl,
    JWT_PUBLIC_KEY_FILE: keys.publicFile,
    MAIL_DIR: join(ROOT, 'var', 'mail'),
    PUBLIC_URL: `http://localhost:${portBase}`,
    ...Object.fromEntries(services.map((service) => [`${service.toUpperCase()}_URL`, serviceUrl(service)])),
    ...env,
    PORT: String(portBase + infra.SERVICE_PORTS[name]),
    DATABASE_URL: `${postgresUrl}/treina_${name}`,
    DEMO_SEED: 'true',
    ...(name === 'identity' ? { JWT_PRIVATE_KEY_FILE: keys.privateFile } : {}),
  });

  const processOf = (name) =>
    [...restarted, ...product.children].find((child) => child.name === name && child.exitCode === null && child.signalCode === null);

  return {
    url: `http://127.0.0.1:${portBase}`,
    serviceUrl,
    logFile: (name) => join(logDir, `${name}.log`),
    pidOf: (name) => processOf(name)?.pid,
    /** Every live process of the product: { name, pid }. */
    processes: () =>
      [...product.children, ...restarted]
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => ({ name: child.name, pid: child.pid })),
    /** kill -9 of one service's process; resolves once it is gone. */
    async kill(name) {
      const child = processOf(name);
      if (!child) throw new Error(`${name} não está rodando`);
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await gone;
    },
    /** Starts the service again as startProduct did; resolves when /health/ready answers 200. */
    async restart(name) {
      const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
      const child = spawn(process.execPath, ['--enable-source-maps', join('services', name, 'dist/src/main.js')], {
        cwd: ROOT,
        env: serviceEnv(name),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      child.name = name;
      restarted.push(child);
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`${name} saiu com código ${child.exitCode}`);
        try {
          if ((await fetch(`${serviceUrl(name)}/health/ready`, { signal: AbortSignal.timeout(1000) })).ok) return child;
        } catch {
          // not listening yet
        }
        await sleep(250);
      }
      throw new Error(`${name} não ficou pronto em 90 s`);
    },
    async stop() {
      for (const child of restarted) if (child.exitCode === null) child.kill('SIGTERM');
      await product.stop();
      const deadline = Date.now() + 10_000;
      while (restarted.some((child) => child.exitCode === null && child.signalCode === null) && Date.now() < deadline) await sleep(100);
      for (const child of restarted) if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A logged-in client of the gateway. `call` never hangs: every request has a deadline. */
export async function apiClient(baseUrl, username = 'admin@treina.dev', password = 'Admin#2026') {
  let cookie = '';
  const call = async (method, path, body, timeoutMs = 15_000) => {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let json;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, body: json, text, ms: performance.now() - started, headers: response.headers };
    } catch (error) {
      return { status: 0, error: error.name === 'TimeoutError' ? 'timeout' : error.message, ms: performance.now() - started };
    }
  };
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = await call('POST', '/api/auth/login', { username, password });
    if (answer.status === 200) {
      // The cookie of the answer the server sent; its name comes from the Set-Cookie header.
      cookie = answer.headers.get('set-cookie').split(';')[0];
      return { call, cookie };
    }
    // The demo accounts are created while the product starts.
    await sleep(1000);
  }
  throw new Error(`login de ${username} falhou`);
}

/** A pool on one service's database. */
export function database(postgresUrl, service) {
  const pool = new pg.Pool({ connectionString: `${postgresUrl}/treina_${service}`, max: 3, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {});
  return pool;
}

/** Lines of a JSON log written after byte `from` whose `msg` is `message`. */
export function countLogLines(file, from, message) {
  if (!existsSync(file)) return 0;
  const text = readFileSync(file).subarray(from).toString('utf8');
  let count = 0;
  for (const line of text.split('\n')) {
    if (!line.includes(message)) continue;
    try {
      if (JSON.parse(line).msg === message) count += 1;
    } catch {
      // not a JSON line
    }
  }
  return count;
}

export const logSize = (file) => (existsSync(file) ? statSync(file).size : 0);
