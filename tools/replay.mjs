#!/usr/bin/env node
// `npm run replay -- finance` / `npm run replay -- reporting` / `npm run replay -- assessment` / `npm run replay -- academic` (or several)
//
// Rebuilds a consumer's projection of another service's data from that service's current state:
//   finance, reporting, assessment: academic's enrolments; academic: CRM's activities (the students' detail panel).
//   1. `node services/<service>/dist/src/cli.js reset-projections` empties the service's projection
//      tables in its own database (finance: comissao + matricula_estado; reporting: matricula_fato; both:
//      their class and training projections turma_projecao + treinamento_projecao, which the next class
//      or training event fills again: the snapshots below carry each class's current fields; academic:
//      atividade_aluno_projecao). The inbox and the users projection stay. The service may keep running:
//      the TRUNCATE waits for the handler transactions in flight, and any live event applied afterwards
//      is only superseded by a snapshot with a higher sequence or revision.
//   2. The source republishes its current state in its outbox: `node services/academic/dist/src/cli.js
//      republish-enrolments` (one `academic.enrolment.snapshot.v1` per enrolment, same sequence as its
//      last change) or `node services/crm/dist/src/cli.js republish-activities` (one
//      `crm.activity.snapshot.v1` per activity, same revision); the source's relay publishes them and
//      the consumers apply them as new facts. A consumer that was not reset already holds them and ignores them.
//   3. Waits until the sources' outboxes have published them and the services' queues are empty
//      (at most REPLAY_WAIT_MS, default 120000; REPLAY_WAIT_MS=0 skips the wait).
//
// Databases: `${POSTGRES_URL}/${DB_PREFIX}<service>` (defaults postgres://postgres@127.0.0.1:5432 and
// treina_), or <SERVICE>_DATABASE_URL (FINANCE_DATABASE_URL, REPORTING_DATABASE_URL,
// ACADEMIC_DATABASE_URL, CRM_DATABASE_URL). Broker: AMQP_URL, QUEUE_PREFIX as the services use them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AMQP_URL, POSTGRES_URL, ROOT } from './infra.mjs';

/** What each replayable consumer is rebuilt from: the source service, its republish command and the snapshot event it queues. */
const REPLAYS = {
  finance: { source: 'academic', republish: 'republish-enrolments', snapshot: 'academic.enrolment.snapshot.v1' },
  reporting: { source: 'academic', republish: 'republish-enrolments', snapshot: 'academic.enrolment.snapshot.v1' },
  assessment: { source: 'academic', republish: 'republish-enrolments', snapshot: 'academic.enrolment.snapshot.v1' },
  academic: { source: 'crm', republish: 'republish-activities', snapshot: 'crm.activity.snapshot.v1' },
};
const REPLAYABLE = Object.keys(REPLAYS);
const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const services = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (services.length === 0 || services.some((name) => !REPLAYABLE.includes(name))) {
  process.stderr.write(`uso: npm run replay -- <${REPLAYABLE.join('|')}> [...]\n`);
  process.exit(2);
}

/** Each source once, with the snapshot type it republishes. */
const sources = [...new Map(services.map((service) => [REPLAYS[service].source, REPLAYS[service]])).values()];

const sourceNames = sources.map((replay) => replay.source).join(', ');
const prefix = process.env.DB_PREFIX ?? 'treina_';
const databaseUrl = (service) => process.env[`${service.toUpperCase()}_DATABASE_URL`] ?? `${POSTGRES_URL}/${prefix}${service}`;
const cliOf = (service) => join(ROOT, 'services', service, 'dist', 'src', 'cli.js');

for (const service of new Set([...services, ...sources.map((replay) => replay.source)])) {
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
    let pending = 0;
    for (const { source, snapshot } of sources) {
      const left = await count(
        databaseUrl(source),
        `SELECT count(*) AS n FROM outbox_message WHERE published_at IS NULL AND type = '${snapshot}'`,
      ).catch(() => -1);
      pending = pending < 0 || left < 0 ? -1 : pending + left;
    }
    const queued = await queueDepths().catch(() => -1);
    // Unacked messages are not in messageCount: ask for a few quiet rounds in a row.
    quiet = pending === 0 && queued === 0 ? quiet + 1 : 0;
    if (quiet >= 3) return true;
    process.stdout.write(
      `  aguardando: ${pending < 0 ? '?' : pending} snapshot(s) no(s) outbox(es) de ${sourceNames}, ${queued < 0 ? '?' : queued} na(s) fila(s)\n`,
    );
    await sleep(1000);
  }
  return false;
}

// Nothing is emptied unless every source's database answers: a failed republish would leave the projections empty.
for (const { source } of sources) {
  try {
    await count(databaseUrl(source), 'SELECT count(*) AS n FROM outbox_message');
  } catch (error) {
    process.stderr.write(
      `O banco de ${source} não responde (${error.message}); nada foi alterado. Inicie o produto (npm start) e tente de novo.\n`,
    );
    process.exit(1);
  }
}

for (const service of services) {
  cli(service, 'migrate');
  cli(service, 'reset-projections');
}
for (const { source, republish } of sources) cli(source, republish);

const waitMs = Number(process.env.REPLAY_WAIT_MS ?? 120_000);
if (waitMs > 0) {
  process.stdout.write(
    `\nAguardando ${sourceNames} publicar(em) os snapshots e os consumidores os aplicarem (${sourceNames} precisa(m) estar rodando)...\n`,
  );
  if (await waitForDrain(waitMs)) {
    process.stdout.write(`Replay concluído: ${services.join(', ')} reconstruído(s) a partir do estado atual de ${sourceNames}.\n`);
  } else {
    process.stderr.write(
      `Tempo esgotado: os snapshots continuam no(s) outbox(es) de ${sourceNames} ou nas filas; serão aplicados quando ${sourceNames} e os serviços estiverem rodando.\n`,
    );
    process.exit(1);
  }
} else {
  process.stdout.write(
    `\nSnapshots enfileirados no(s) outbox(es) de ${sourceNames}; os consumidores os aplicam quando forem publicados.\n`,
  );
}
