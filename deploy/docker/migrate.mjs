#!/usr/bin/env node
// Runs a service's migrations (`dist/src/cli.js migrate`) while holding a PostgreSQL
// advisory lock for its database, so that replicas starting together (Kubernetes init
// containers, compose restarts) apply them one after the other instead of racing:
// the first applies, the others then find nothing pending.
//
// `node deploy/docker/migrate.mjs [service]` (default env SERVICE); env DATABASE_URL.
// The lock is taken on the server's `postgres` database, which exists before the
// service's own database does (migrate creates it when missing).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const service = process.argv[2] || process.env.SERVICE;
const log = (level, msg, fields = {}) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, service: service ?? 'migrate', msg, ...fields })}\n`);

if (!service || !process.env.DATABASE_URL) {
  log('error', 'usage: DATABASE_URL=... node deploy/docker/migrate.mjs <service>');
  process.exit(2);
}
const cli = join(ROOT, 'services', service, 'dist/src/cli.js');
if (!existsSync(cli)) {
  log('error', 'no migrations CLI', { cli });
  process.exit(2);
}

const target = new URL(process.env.DATABASE_URL);
const database = decodeURIComponent(target.pathname.slice(1));
const maintenance = new URL(target);
maintenance.pathname = '/postgres';
// Two int4 keys: a constant namespace and the database name's hash.
const key = createHash('sha256').update(database).digest().readInt32BE(0);

const client = new pg.Client({
  connectionString: maintenance.toString(),
  connectionTimeoutMillis: 10_000,
  application_name: `treina-${service}-migrate`,
});
await client.connect();
let code;
try {
  const started = Date.now();
  await client.query('SELECT pg_advisory_lock($1, $2)', [0x7472_6e61, key]);
  log('info', 'migration lock acquired', { database, waitedMs: Date.now() - started });
  code = await new Promise((done) => {
    const child = spawn(process.execPath, [cli, 'migrate'], { stdio: 'inherit', env: process.env });
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });
} finally {
  await client.query('SELECT pg_advisory_unlock($1, $2)', [0x7472_6e61, key]).catch(() => undefined);
  await client.end().catch(() => undefined);
}
log(code === 0 ? 'info' : 'error', code === 0 ? 'migrations done' : 'migrations failed', { exitCode: code });
process.exit(code);
