// Starts the whole product (migrations, seed, every service and the gateway) and
// stops it again. Used by `npm start` and by the browser tests in `npm test`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serviceNodeFlags } from '../deploy/docker/services.mjs';
import { AMQP_URL, ensureSessionKeys, POSTGRES_URL, presentServices, ROOT, run, SERVICE_PORTS } from './infra.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

export function buildAll() {
  const env = {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
  };
  return run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { env });
}

/** Another process on one of our ports would answer our health checks in our place. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(new Error(`port ${port} is already in use (another Treina running? set PORT / E2E_PORT_BASE)`)));
    server.listen(port, '0.0.0.0', () => server.close(resolve));
  });
}

/** The last lines of a service's log, so that a start that fails says why. */
function logTail(logDir, name, lines = 15) {
  try {
    const text = readFileSync(join(logDir, `${name}.log`), 'utf8')
      .trimEnd()
      .split('\n');
    return text.slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitHealthy(name, url, child, timeoutMs, logDir) {
  const deadline = Date.now() + timeoutMs;
  let lastAnswer = 'not listening';
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode}\n--- last lines of ${name}.log\n${logTail(logDir, name)}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (answer.ok) return;
      lastAnswer = `${answer.status} ${(await answer.text()).slice(0, 300)}`;
    } catch (error) {
      lastAnswer = `not answering (${error.cause?.code ?? error.name})`;
    }
    await sleep(250);
  }
  throw new Error(
    `${name} did not become healthy within ${timeoutMs / 1000}s (${url}; last answer: ${lastAnswer})\n--- last lines of ${name}.log\n${logTail(logDir, name)}`,
  );
}

/**
 * @param {object} options
 * @param {number} [options.portBase] gateway port; services listen on portBase+1..+5
 * @param {string} [options.dbPrefix] each service uses database `${dbPrefix}${service}`
 * @param {Record<string,string>} [options.env] extra environment for every process
 */
export async function startProduct(options = {}) {
  const portBase = options.portBase ?? 3000;
  const dbPrefix = options.dbPrefix ?? 'treina_';
  const logDir = options.logDir ?? join(ROOT, 'var', 'log');
  mkdirSync(logDir, { recursive: true });
  const keys = ensureSessionKeys();
  const services = presentServices();
  const serviceUrl = (name) => `http://127.0.0.1:${portBase + SERVICE_PORTS[name]}`;
  // The gateway's metrics listener (METRICS_PORT) on portBase + 9, so products on other bases never share it.
  const metricsPort = portBase + 9;
  for (const port of [portBase, metricsPort, ...services.map((name) => portBase + SERVICE_PORTS[name])]) await assertPortFree(port);

  const baseEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    POSTGRES_URL,
    AMQP_URL,
    JWT_PUBLIC_KEY_FILE: keys.publicFile,
    MAIL_DIR: join(ROOT, 'var', 'mail'),
    PUBLIC_URL: `http://localhost:${portBase}`,
    // The PIX provider's signing secret: one per start unless given, so no secret is written anywhere.
    PIX_WEBHOOK_SECRET: process.env.PIX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    // glibc's malloc keeps up to 8 arenas per core, each holding freed memory: argon2's 19 MiB per hash
    // stayed resident in identity. Two arenas are plenty for one event loop and libuv's pool. (The
    // images run on Alpine's musl, which has no arenas.)
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    ...options.env,
  };
  // Where each service answers is the gateway's to know alone: services talk over the bus.
  const serviceUrls = Object.fromEntries(services.map((name) => [`${name.toUpperCase()}_URL`, serviceUrl(name)]));

  // Every queue exists, bound, before any service publishes: no event is routed nowhere; a
  // binding an earlier release left on a queue is removed.
  const platform = await import(pathToFileURL(join(ROOT, 'libs/nest-platform/dist/src/index.js')).href);
  const contracts = await import(pathToFileURL(join(ROOT, 'libs/contracts/dist/index.js')).href);
  await platform.declareTopology(
    baseEnv.AMQP_URL,
    {
      exchange: baseEnv.EVENTS_EXCHANGE ?? contracts.EVENTS_EXCHANGE,
      deadLetterExchange: baseEnv.DEAD_LETTER_EXCHANGE ?? contracts.DEAD_LETTER_EXCHANGE,
      queuePrefix: baseEnv.QUEUE_PREFIX ?? '',
    },
    // Keyed by queue name (`crm.events`), as each service's consumer declares it.
    platform.serviceQueues(contracts.SERVICE_QUEUE_BINDINGS),
    { retiredBindings: platform.serviceQueues(contracts.RETIRED_QUEUE_BINDINGS) },
  );

  for (const name of services) {
    const env = { ...baseEnv, DATABASE_URL: `${POSTGRES_URL}/${dbPrefix}${name}` };
    const code = run('node', [join('services', name, 'dist/src/cli.js'), 'migrate'], { env, stdio: options.quiet ? 'ignore' : 'inherit' });
    if (code !== 0) throw new Error(`migrations of ${name} failed`);
  }

  // Consumers whose users projection is new (a service added, a database reset) catch up;
  // snapshots they already hold are ignored by revision.
  if (services.includes('identity')) {
    const env = { ...baseEnv, DATABASE_URL: `${POSTGRES_URL}/${dbPrefix}identity` };
    run('node', [join('services', 'identity', 'dist/src/cli.js'), 'republish-users'], { env, stdio: 'ignore' });
  }

  const children = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (children.some((child) => child.exitCode === null) && Date.now() < deadline) await sleep(100);
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };

  const launch = (name, env) => {
    const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    // SERVICE_NODE_ARGS adds node flags to every service, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a benchmark.
    const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(
      'node',
      [...serviceNodeFlags(name), ...nodeArgs, '--enable-source-maps', serviceEntry(name, options.demoSeed !== false)],
      {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.stderr.on('data', (chunk) => options.quiet || process.stderr.write(`[${name}] ${chunk}`));
    child.stdout.on('data', (chunk) => {
      if (options.quiet) return;
      for (const line of String(chunk).split('\n')) if (line.includes('"level":"error"')) process.stderr.write(`[${name}] ${line}\n`);
    });
    child.name = name;
    children.push(child);
    return child;
  };

  try {
    for (const name of services) {
      const env = {
        ...baseEnv,
        PORT: String(portBase + SERVICE_PORTS[name]),
        DATABASE_URL: `${POSTGRES_URL}/${dbPrefix}${name}`,
        DEMO_SEED: options.demoSeed === false ? 'false' : 'true',
        ...(name === 'identity' ? { JWT_PRIVATE_KEY_FILE: keys.privateFile } : {}),
      };
      launch(name, env);
    }
    const gateway = launch('gateway', {
      ...baseEnv,
      ...serviceUrls,
      ...options.env,
      PORT: String(portBase),
      METRICS_PORT: String(metricsPort),
    });
    await Promise.all(
      children.map((child) =>
        waitHealthy(
          child.name,
          child === gateway ? `http://127.0.0.1:${portBase}/health/ready` : `${serviceUrl(child.name)}/health/ready`,
          child,
          90_000,
          logDir,
        ),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${portBase}`, children, stop, logDir };
}

/**
 * The file a service runs from: its demo entry (dist/src/demo.js: the production app plus the
 * demo data) when the demo data is wanted and the service has one, else its production main.js.
 */
export function serviceEntry(name, demo) {
  const demoEntry = join('services', name, 'dist/src/demo.js');
  return demo && existsSync(join(ROOT, demoEntry)) ? demoEntry : join('services', name, 'dist/src/main.js');
}

export function frontendsBuilt() {
  return existsSync(join(ROOT, 'frontends', 'shell', 'dist', 'index.html'));
}
