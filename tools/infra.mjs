// Checks (and on this kind of machine, starts) PostgreSQL and RabbitMQ, and makes
// the local session keys. Shared by start.mjs and test.mjs.
import { execSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
/** The Redis the gateway's shared-limits tests use (REDIS_TEST_URL, as in services/gateway/test). */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
/** Only a server on this machine at its standard port is ours to start. */
const isLocalDefault = (url, port) => {
  const parsed = new URL(url);
  return ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(parsed.hostname) && Number(parsed.port || port) === port;
};

async function postgresAnswers() {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function rabbitAnswers() {
  const amqp = require('amqplib');
  try {
    const connection = await amqp.connect(AMQP_URL, { timeout: 2000 });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

async function redisAnswers() {
  const { Redis } = require('ioredis');
  const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** This machine's own start commands (see the env notes in the README). */
function startPostgresLocally() {
  if (!has('pg_ctlcluster') || !existsSync('/etc/postgresql')) return false;
  const version = readdirSync('/etc/postgresql')[0];
  execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'ignore' });
  return true;
}

function startRabbitLocally() {
  if (!has('rabbitmq-server')) return false;
  // A node that runs but does not answer is not fixed by starting another one.
  if (spawnSync('rabbitmqctl', ['-q', 'status'], { stdio: 'ignore', timeout: 15_000 }).status === 0) return false;
  execSync('rabbitmq-server -detached', { stdio: 'ignore' });
  return true;
}

function startRedisLocally() {
  if (!has('redis-server')) return false;
  execSync('redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no', { stdio: 'ignore' });
  return true;
}

const URL_VARIABLES = { PostgreSQL: 'POSTGRES_URL', RabbitMQ: 'AMQP_URL', Redis: 'REDIS_TEST_URL' };

async function ensure(name, answers, startLocally, url, defaultPort, hint) {
  if (await answers()) return;
  if (isLocalDefault(url, defaultPort)) {
    let started;
    try {
      started = startLocally();
    } catch {
      started = false;
    }
    if (started) {
      process.stdout.write(`${name} was stopped; starting it with the machine's own command...\n`);
      for (let attempt = 0; attempt < 45; attempt += 1) {
        await sleep(1000);
        if (await answers()) return;
      }
    }
  }
  process.stderr.write(
    `\n${name} is not reachable at ${redact(url)}.\n` +
      `Start it and try again, for example:\n${hint}\n` +
      `(or point ${URL_VARIABLES[name]} at a running server)\n\n`,
  );
  process.exit(1);
}

/** PostgreSQL and RabbitMQ answer (started with the machine's own commands if stopped); with `redis`, Redis too (the tests'). */
export async function ensureInfrastructure({ redis = false } = {}) {
  await ensure(
    'PostgreSQL',
    postgresAnswers,
    startPostgresLocally,
    POSTGRES_URL,
    5432,
    '  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n  or: docker compose up -d postgres',
  );
  await ensure(
    'RabbitMQ',
    rabbitAnswers,
    startRabbitLocally,
    AMQP_URL,
    5672,
    '  rabbitmq-server -detached\n  or: docker compose up -d rabbitmq',
  );
  if (redis)
    await ensure(
      'Redis',
      redisAnswers,
      startRedisLocally,
      REDIS_TEST_URL,
      6379,
      '  redis-server --daemonize yes --save "" --appendonly no',
    );
}

/**
 * The ES256 key pair identity signs sessions with. Generated once for local use
 * under var/keys (git-ignored); deployments provide their own through secrets.
 */
export function ensureSessionKeys(dir = join(ROOT, 'var', 'keys')) {
  const privateFile = join(dir, 'session-private.pem');
  const publicFile = join(dir, 'session-public.pem');
  if (!existsSync(privateFile) || !existsSync(publicFile)) {
    mkdirSync(dir, { recursive: true });
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(privateFile, privateKey, { mode: 0o600 });
    writeFileSync(publicFile, publicKey);
    chmodSync(privateFile, 0o600);
    process.stdout.write(`Generated local session keys in ${dir}\n`);
  }
  return { privateFile, publicFile };
}

/** Services present in this checkout, in start order; each owns database treina_<name>. */
export const SERVICE_PORTS = { identity: 1, crm: 2, academic: 3, finance: 4, reporting: 5, assessment: 6 };
export function presentServices() {
  return Object.keys(SERVICE_PORTS).filter((name) => existsSync(join(ROOT, 'services', name, 'package.json')));
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}
