// Dedicated PostgreSQL and RabbitMQ servers for the fault tests, from this machine's binaries in temporary directories, so killing them never
// touches the machine's own; `stop()` removes them (also on exit). As root, PostgreSQL runs as postgres and RabbitMQ as rabbitmq, whose
// Erlang cookie `rabbitmqctl -n <node>` shares.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const isRoot = process.getuid?.() === 0;

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function chownTree(path, owner) {
  if (!owner) return;
  chownSync(path, owner.uid, owner.gid);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) chownTree(child, owner);
    else chownSync(child, owner.uid, owner.gid);
  }
}

/** Runs a command line as `user` when root (su keeps the environment), else as ourselves. */
function runAs(user, command, args, options = {}) {
  const quoted = [command, ...args].map((part) => `'${String(part).replace(/'/g, `'\\''`)}'`).join(' ');
  const [file, argv] = isRoot && user ? ['su', [user, '-s', '/bin/sh', '-c', quoted]] : ['sh', ['-c', quoted]];
  const result = spawnSync(file, argv, {
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 60_000,
    env: options.env ?? process.env,
    cwd: options.cwd ?? tmpdir(),
  });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(
      `${command} ${args.join(' ')} falhou (${result.status ?? result.signal}): ${(result.stderr || result.stdout || '').slice(-2000)}`,
    );
  }
  return result;
}

function pgBinary(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const path = join(base, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  throw new Error(`${name} do PostgreSQL não encontrado em ${base}/<versão>/bin`);
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what} não respondeu em ${timeoutMs / 1000} s`);
}

/** A throwaway PostgreSQL cluster on `port` (trust auth, user postgres). */
class PostgresInstance {
  constructor(port = 5434) {
    this.port = port;
    this.dir = mkdtempSync(join(tmpdir(), 'treina-faults-pg-'));
    this.data = join(this.dir, 'data');
    this.owner = isRoot ? userIds('postgres') : undefined;
    this.user = isRoot ? 'postgres' : undefined;
    this.url = `postgres://postgres@127.0.0.1:${port}`;
  }

  async init() {
    chownTree(this.dir, this.owner);
    runAs(this.user, pgBinary('initdb'), [
      '-D',
      this.data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    // Enough connections for six services' pools and the test's own clients; fsync off: a test cluster.
    writeFileSync(
      join(this.data, 'postgresql.auto.conf'),
      ['max_connections = 200', 'fsync = off', 'synchronous_commit = off', 'full_page_writes = off', ''].join('\n'),
    );
    chownTree(this.dir, this.owner);
    await this.start();
  }

  /** The machine's start command for this cluster. */
  async start() {
    runAs(this.user, pgBinary('pg_ctl'), [
      '-D',
      this.data,
      '-l',
      join(this.dir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    await waitFor(() => this.answers(), 30_000, `PostgreSQL em ${this.port}`);
  }

  /** `pg_ctl stop -m fast`: open sessions are terminated, new connections refused. */
  stop() {
    runAs(this.user, pgBinary('pg_ctl'), ['-D', this.data, '-m', 'fast', '-w', '-t', '60', 'stop'], { allowFailure: true });
  }

  async answers() {
    const pg = require('pg');
    const client = new pg.Client({ connectionString: `${this.url}/postgres`, connectionTimeoutMillis: 1000 });
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

  destroy() {
    if (existsSync(join(this.data, 'postmaster.pid'))) this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A throwaway single RabbitMQ node (`treina-faults@localhost` on `port`, guest/guest from localhost). */
class RabbitInstance {
  constructor(port = 5674, distPort = 25674, nodeName = 'treina-faults@localhost') {
    this.port = port;
    this.distPort = distPort;
    this.nodeName = nodeName;
    this.dir = mkdtempSync(join(tmpdir(), 'treina-faults-rmq-'));
    this.owner = isRoot ? userIds('rabbitmq') : undefined;
    this.url = `amqp://guest:guest@127.0.0.1:${port}`;
    this.pidFile = join(this.dir, 'rabbitmq.pid');
  }

  env() {
    return {
      ...process.env,
      RABBITMQ_CONF_ENV_FILE: join(this.dir, 'rabbitmq-env.conf'),
      RABBITMQ_NODENAME: this.nodeName,
      RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
      RABBITMQ_NODE_PORT: String(this.port),
      RABBITMQ_DIST_PORT: String(this.distPort),
      RABBITMQ_MNESIA_BASE: join(this.dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(this.dir, 'log'),
      RABBITMQ_CONFIG_FILE: join(this.dir, 'rabbitmq.conf'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(this.dir, 'enabled_plugins'),
      RABBITMQ_PID_FILE: this.pidFile,
      ...(this.owner ? {} : { HOME: this.dir }),
    };
  }

  async init() {
    mkdirSync(join(this.dir, 'mnesia'));
    mkdirSync(join(this.dir, 'log'));
    // Queue figures (rabbitmqctl list_queues) refreshed every second instead of RabbitMQ's default interval.
    writeFileSync(
      join(this.dir, 'rabbitmq.conf'),
      `listeners.tcp.local = 127.0.0.1:${this.port}\nloopback_users.guest = true\ncollect_statistics_interval = 1000\n`,
    );
    writeFileSync(join(this.dir, 'enabled_plugins'), '[].\n');
    // Our own env file instead of /etc/rabbitmq/rabbitmq-env.conf (which names the machine's node).
    writeFileSync(
      join(this.dir, 'rabbitmq-env.conf'),
      'ERL_EPMD_ADDRESS=127.0.0.1\nexport ERL_FLAGS="-kernel inet_dist_use_interface {127,0,0,1}"\n',
    );
    chownTree(this.dir, this.owner);
    await this.start();
  }

  /** The machine's start command (`rabbitmq-server -detached`) with this node's environment. */
  async start() {
    const launcher = this.owner ? 'rabbitmq-server' : '/usr/lib/rabbitmq/bin/rabbitmq-server';
    execFileSync(launcher, ['-detached'], { env: this.env(), cwd: this.dir, stdio: 'ignore', timeout: 60_000 });
    await waitFor(() => this.answers(), 60_000, `RabbitMQ em ${this.port}`);
  }

  /** The beam process of the node. */
  pid() {
    try {
      const pid = Number(readFileSync(this.pidFile, 'utf8').trim());
      return pid > 0 ? pid : undefined;
    } catch {
      return undefined;
    }
  }

  /** kill -9 of the server process; waits until it is gone. */
  async kill() {
    const pid = this.pid();
    if (!pid) throw new Error('RabbitMQ de teste sem pid');
    process.kill(pid, 'SIGKILL');
    await waitFor(
      () => !existsSync(`/proc/${pid}`) || readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] === 'Z',
      10_000,
      'fim do processo do RabbitMQ',
    );
  }

  /** `rabbitmqctl -n <node> <args>` (the same Erlang cookie as the node). */
  ctl(args) {
    const tool = this.owner ? 'rabbitmqctl' : '/usr/lib/rabbitmq/bin/rabbitmqctl';
    const result = spawnSync(tool, ['-n', this.nodeName, ...args], { env: this.env(), cwd: this.dir, encoding: 'utf8', timeout: 30_000 });
    if (result.status !== 0) throw new Error(`rabbitmqctl ${args.join(' ')}: ${result.stderr || result.stdout}`);
    return result.stdout;
  }

  /** { queue: { ready, unacked } } from rabbitmqctl list_queues. */
  queues() {
    const out = this.ctl(['list_queues', '-q', '--no-table-headers', 'name', 'messages_ready', 'messages_unacknowledged']);
    const queues = {};
    for (const line of out.split('\n')) {
      const [name, ready, unacked] = line.trim().split(/\s+/);
      if (name && ready !== undefined) queues[name] = { ready: Number(ready), unacked: Number(unacked) };
    }
    return queues;
  }

  async answers() {
    const amqp = require('amqplib');
    try {
      const connection = await amqp.connect(this.url, { timeout: 1000 });
      await connection.close();
      return true;
    } catch {
      return false;
    }
  }

  destroy() {
    const pid = this.pid();
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Both servers; `destroy()` runs on exit too, so an interrupted test leaves nothing behind. */
export async function startInstances({ pgPort = 5434, amqpPort = 5674 } = {}) {
  const postgres = new PostgresInstance(pgPort);
  const rabbit = new RabbitInstance(amqpPort);
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    for (const instance of [rabbit, postgres]) {
      try {
        instance.destroy();
      } catch (error) {
        process.stderr.write(`clean-up of ${instance.constructor.name} failed: ${error.message}\n`);
      }
    }
  };
  process.once('exit', destroy);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      destroy();
      process.exit(130);
    });
  }
  try {
    await Promise.all([postgres.init(), rabbit.init()]);
  } catch (error) {
    destroy();
    throw error;
  }
  return { postgres, rabbit, destroy };
}
