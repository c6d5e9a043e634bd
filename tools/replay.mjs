#!/usr/bin/env node
// `npm run replay -- finance` / `npm run replay -- reporting` / `npm run replay -- finance reporting`
//
// Rebuilds a consumer's projection of academic's enrolments from academic's current state:
//   1. `node services/<service>/dist/src/cli.js reset-projections` empties the service's projection
//      tables in its own database (finance: comissao + matricula_estado; reporting: matricula_fato; both:
//      their class and training projections turma_projecao + treinamento_projecao, which the next class
//      or training event fills again: the snapshots below carry each class's current fields).
//      The inbox and the users projection stay. The service may keep running: the TRUNCATE waits for
//      the handler transactions in flight, and any live event applied afterwards is only superseded
//      by a snapshot with a higher sequence.
//   2. `node services/academic/dist/src/cli.js republish-enrolments` queues one
//      `academic.enrolment.snapshot.v1` per enrolment (same sequence as its last change) in academic's
//      outbox; academic's relay publishes them and the consumers apply them as new facts. A consumer
//      that was not reset already holds those sequences and ignores them.
//   3. Waits until academic's outbox has published them and the services' queues are empty
//      (at most REPLAY_WAIT_MS, default 120000; REPLAY_WAIT_MS=0 skips the wait).
//
// Databases: `${POSTGRES_URL}/${DB_PREFIX}<service>` (defaults postgres://postgres@127.0.0.1:5432 and
// treina_), or <SERVICE>_DATABASE_URL (FINANCE_DATABASE_URL, REPORTING_DATABASE_URL,
// ACADEMIC_DATABASE_URL). Broker: AMQP_URL, QUEUE_PREFIX as the services use them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AMQP_URL, POSTGRES_URL, ROOT } from './infra.mjs';

const REPLAYABLE = ['finance', 'reporting'];
const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const services = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (services.length === 0 || services.some((name) => !REPLAYABLE.includes(name))) {
  process.stderr.write(`uso: npm run replay -- <${REPLAYABLE.join('|')}> [...]\n`);
  process.exit(2);
}

const prefix = process.env.DB_PREFIX ?? 'treina_';
const databaseUrl = (service) => process.env[`${service.toUpperCase()}_DATABASE_URL`] ?? `${POSTGRES_URL}/${prefix}${service}`;
const cliOf = (service) => join(ROOT, 'services', service, 'dist', 'src', 'cli.js');

for (const service of [...services, 'academic']) {
  if (!existsSync(cliOf(service))) {
    process.stderr.write(`${cliOf(service)} não existe: rode \`npm run build\` antes (o serviço ${service} precisa estar construído).\n`);
    process.exit(1);
  }
}

function cli(service, command) {
  process.stdout.write(`\n> ${service}: cli.js ${command}\n`);
  const result = spawnSync(process.execPath, [cliOf(service), command], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl(service) },
  });
  if (result.status !== 0) {
    process.stderr.write(`${service}: cli.js ${command} falhou (código ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
}

async function count(url, sql) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return Number((await client.query(sql)).rows[0].n);
  } finally {
    await client.end().catch(() => {});
  }
}

async function queueDepths() {
  const amqp = require('amqplib');
  const connection = await amqp.connect(AMQP_URL, { timeout: 5000 });
  try {
    let total = 0;
    for (const service of services) {
      const channel = await connection.createChannel();
      channel.on('error', () => {});
      try {
        total += (await channel.checkQueue(`${process.env.QUEUE_PREFIX ?? ''}${service}.events`)).messageCount;
        await channel.close();
      } catch {
        // queue not declared yet: nothing waiting in it
      }
    }
    return total;
  } finally {
    await connection.close().catch(() => {});
  }
}

async function waitForDrain(limitMs) {
  const deadline = Date.now() + limitMs;
  let quiet = 0;
  while (Date.now() < deadline) {
    const pending = await count(
      databaseUrl('academic'),
      "SELECT count(*) AS n FROM outbox_message WHERE published_at IS NULL AND type = 'academic.enrolment.snapshot.v1'",
    ).catch(() => -1);
    const queued = await queueDepths().catch(() => -1);
    // Unacked messages are not in messageCount: ask for a few quiet rounds in a row.
    quiet = pending === 0 && queued === 0 ? quiet + 1 : 0;
    if (quiet >= 3) return true;
    process.stdout.write(
      `  aguardando: ${pending < 0 ? '?' : pending} snapshot(s) no outbox de academic, ${queued < 0 ? '?' : queued} na(s) fila(s)\n`,
    );
    await sleep(1000);
  }
  return false;
}

// Nothing is emptied unless academic's database answers: a failed republish would leave the projections empty.
try {
  await count(databaseUrl('academic'), 'SELECT count(*) AS n FROM outbox_message');
} catch (error) {
  process.stderr.write(
    `O banco de academic não responde (${error.message}); nada foi alterado. Inicie o produto (npm start) e tente de novo.\n`,
  );
  process.exit(1);
}

for (const service of services) {
  cli(service, 'migrate');
  cli(service, 'reset-projections');
}
cli('academic', 'republish-enrolments');

const waitMs = Number(process.env.REPLAY_WAIT_MS ?? 120_000);
if (waitMs > 0) {
  process.stdout.write('\nAguardando academic publicar os snapshots e os consumidores os aplicarem (academic precisa estar rodando)...\n');
  if (await waitForDrain(waitMs)) {
    process.stdout.write(`Replay concluído: ${services.join(', ')} reconstruído(s) a partir do estado atual de academic.\n`);
  } else {
    process.stderr.write(
      'Tempo esgotado: os snapshots continuam no outbox de academic ou nas filas; serão aplicados quando academic e os serviços estiverem rodando.\n',
    );
    process.exit(1);
  }
} else {
  process.stdout.write('\nSnapshots enfileirados no outbox de academic; os consumidores os aplicam quando academic os publicar.\n');
}
