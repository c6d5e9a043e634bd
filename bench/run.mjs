#!/usr/bin/env node
// `npm run bench`: the whole product at scale on its own databases and bus names, measured.
//
//   1. starts the product (tools/product.mjs startProduct) on ports BENCH_PORT_BASE..+6 (5000),
//      databases `bench_<service>` and exchanges/queues `bench.*` on the machine's PostgreSQL and
//      RabbitMQ, without demo data; the log-in limits are raised for this instance only;
//   2. fills it (bench/generate.mjs: 100,000 students and leads, 5,000 classes, 300,000 enrolments,
//      100,000 activities, 2,000 customers, 500 users; BENCH_SCALE=10 ten times as many, but the
//      same users and trainings) unless BENCH_REUSE=1 finds it filled at that scale;
//   3. memory of every process idle; HTTP benchmarks through the gateway with the raw-SQL ratio
//      (bench/http.bench.mjs) with memory sampled meanwhile; log-ins per second; event lag
//      (bench/lag.bench.mjs); practice exams: 500 students starting an attempt, then autosaving
//      (bench/exams.bench.mjs); front end (bench/frontend.bench.mjs);
//   4. writes test-output/bench/<time>.json and .md, stops the product and drops what it made
//      (BENCH_KEEP=1 keeps the databases, e.g. to EXPLAIN on them, and BENCH_REUSE=1 reuses them).
//
// Env: BENCH_DURATION (s per autocannon run, 10), BENCH_CONNECTIONS (4), BENCH_LAG_CHANGES (1000),
// BENCH_LAG_RATE (events a second, 50), BENCH_CAPACITY_RATES (events a second per step: 250,500,1000,1500,2000), BENCH_CAPACITY_SECONDS (60 per step),
// BENCH_PAYMENTS_RATE (PIX notices a second, 1000), BENCH_PAYMENTS_SECONDS (10),
// BENCH_EXAMS_STUDENTS (500), BENCH_EXAMS_START_SECONDS (60: the students' starts spread over it), BENCH_EXAMS_EVERY (5: seconds
// between a student's autosaves), BENCH_EXAMS_SECONDS (60 of autosaves after the starts),
// BENCH_ONLY (comma list of: http,login,lag,capacity,payments,exams,frontend), BENCH_SCENARIOS (a regular expression: only the HTTP
// scenarios whose name matches), BENCH_SERVE=1 (keep the filled product
// running until Ctrl-C before measuring, to look around), POSTGRES_URL, AMQP_URL.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { frontendBenchmark } from './frontend.bench.mjs';
import { examsBenchmark } from './exams.bench.mjs';
import { dataFigures, examStudents, generate, SCALE, SIZES } from './generate.mjs';
import { httpBenchmarks, loginBenchmark } from './http.bench.mjs';
import { capacityBenchmark } from './capacity.bench.mjs';
import { lagBenchmark } from './lag.bench.mjs';
import { paymentsBenchmark } from './payments.bench.mjs';
import { connect, log, loadText, machine, require, ROOT, sleep, vacuumAnalyze } from './lib/common.mjs';
import { brokerProcesses, cpuMeter, waitIdleMachine } from './lib/cpu.mjs';
import { peakSampler, settledMemory, snapshot, total } from './lib/memory.mjs';
import { renderMarkdown, verdicts } from './lib/report.mjs';
import { sessionSigner } from './lib/sessions.mjs';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 5000);
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'bench_';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const ONLY = new Set((process.env.BENCH_ONLY ?? 'http,login,lag,capacity,payments,exams,frontend').split(',').map((part) => part.trim()));
// Bus names follow the database prefix, so two benchmark instances (other BENCH_DB_PREFIX and
// BENCH_PORT_BASE) never consume each other's events.
const BUS_PREFIX = DB_PREFIX.replace(/_+$/, '');
const BUS = { EVENTS_EXCHANGE: `${BUS_PREFIX}.events`, DEAD_LETTER_EXCHANGE: `${BUS_PREFIX}.dead-letter`, QUEUE_PREFIX: `${BUS_PREFIX}.` };
// assessment when this checkout has it (the practice exams' department).
const SERVICES = ['identity', 'crm', 'academic', 'finance', 'reporting', 'assessment'].filter((name) =>
  existsSync(join(ROOT, 'services', name, 'package.json')),
);
// The PIX provider's signing secret for this run: the payments benchmark signs its notices with it.
const PIX_WEBHOOK_SECRET = process.env.PIX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');

const { AMQP_URL, ensureInfrastructure, ensureSessionKeys, POSTGRES_URL } = await import('../tools/infra.mjs');
const { startProduct, frontendsBuilt } = await import('../tools/product.mjs');
const platform = await import(pathToFileURL(join(ROOT, 'libs/nest-platform/dist/src/index.js')).href);
const dbUrl = (service) => `${POSTGRES_URL}/${DB_PREFIX}${service}`;
const started = new Date();
const results = {
  date: started.toISOString(),
  machine: machine(),
  settings: { scale: SCALE, duration: DURATION, connections: CONNECTIONS, portBase: PORT_BASE, dbPrefix: DB_PREFIX },
};

/** A logged-in client of the gateway. */
async function apiClient(baseUrl) {
  let cookie = '';
  const call = async (method, path, body) => {
    const begun = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, ms: performance.now() - begun, headers: response.headers };
  };
  const login = await call('POST', '/api/auth/login', { username: 'admin@treina.dev', password: 'Admin#2026' });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  cookie = login.headers.get('set-cookie').split(';')[0];
  return { call, cookie };
}

async function queueDepth(queues) {
  const amqp = require('amqplib');
  const connection = await amqp.connect(AMQP_URL);
  try {
    let sum = 0;
    for (const queue of queues) {
      const channel = await connection.createChannel();
      sum += (await channel.checkQueue(queue)).messageCount;
      await channel.close();
    }
    return sum;
  } finally {
    await connection.close();
  }
}

/** Until the consumers' queues are empty and academic's outbox is published (a few quiet rounds). */
async function waitQuiet(limitMs = 600_000) {
  const academic = await connect(dbUrl('academic'));
  try {
    const deadline = Date.now() + limitMs;
    for (let quiet = 0; quiet < 3 && Date.now() < deadline; await sleep(1000)) {
      const pending = Number((await academic.query('SELECT count(*) AS n FROM outbox_message WHERE published_at IS NULL')).rows[0].n);
      const queued = await queueDepth(['finance', 'reporting', 'crm'].map((service) => `${BUS.QUEUE_PREFIX}${service}.events`));
      quiet = pending === 0 && queued === 0 ? quiet + 1 : 0;
    }
  } finally {
    await academic.end();
  }
}

/**
 * VACUUM ANALYZE of every service's database: this machine's PostgreSQL runs with autovacuum off, so the rows the benchmarks rewrite
 * (outbox claims, enrolments, projections) leave dead versions a live database would have cleared, and later runs would pay for them.
 */
async function vacuumDatabases() {
  const begun = performance.now();
  await vacuumAnalyze(SERVICES.map(dbUrl));
  log(`VACUUM ANALYZE of the ${SERVICES.length} databases (autovacuum's stand-in): ${((performance.now() - begun) / 1000).toFixed(1)} s`);
}

/** Whether the databases hold a whole fill at this BENCH_SCALE (a scale-1 fill is no scale-10 one). */
async function filled() {
  try {
    const client = await connect(dbUrl('academic'));
    try {
      if (Number((await client.query('SELECT count(*) AS n FROM inscricao')).rows[0].n) === 0) return false;
    } finally {
      await client.end();
    }
    // Each service's fill is one transaction: all of them there, at this scale, or fill again.
    const data = await dataFigures(POSTGRES_URL, DB_PREFIX);
    const whole =
      data.scale === SCALE &&
      data.students + data.leads === SIZES.people &&
      data.activities === SIZES.activities &&
      data.customers === SIZES.customers &&
      data.facts === data.enrolments &&
      data.commissions > 0;
    if (!whole) log(`BENCH_REUSE: ${DB_PREFIX}* hold no whole fill at scale ${SCALE} (${JSON.stringify(data)}): filling again`);
    return whole;
  } catch {
    return false;
  }
}

async function dropEverything() {
  for (const service of SERVICES) await platform.dropDatabase(dbUrl(service)).catch(() => {});
  await platform
    .deleteTopology(
      AMQP_URL,
      { exchange: BUS.EVENTS_EXCHANGE, deadLetterExchange: BUS.DEAD_LETTER_EXCHANGE, queuePrefix: BUS.QUEUE_PREFIX },
      SERVICES.map((service) => `${service}.events`),
    )
    .catch(() => {});
}

await ensureInfrastructure();
for (const name of [...SERVICES, 'gateway']) {
  if (!existsSync(join(ROOT, 'services', name, 'dist/src/main.js')))
    throw new Error(`services/${name} is not built: run \`npm run build\` first`);
}
log(
  `Treina benchmark ${results.date} on ${results.machine.cores} cores (${results.machine.cpu}, ${results.machine.memGiB} GiB), ${loadText()}`,
);
const reuse = process.env.BENCH_REUSE === '1' && (await filled());
if (!reuse) await dropEverything();

const product = await startProduct({
  portBase: PORT_BASE,
  dbPrefix: DB_PREFIX,
  demoSeed: false,
  quiet: true,
  logDir: join(ROOT, 'test-output', 'bench-logs'),
  env: {
    ...BUS,
    LOGIN_LIMIT_PER_IP: '100000000',
    LOGIN_LIMIT_PER_ACCOUNT: '100000000',
    MAIL_DIR: join(ROOT, 'test-output', 'bench-mail'),
    PIX_WEBHOOK_SECRET,
  },
});
// Ctrl-C or a kill stops what was started (BENCH_SERVE waits for its own Ctrl-C first).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (signal === 'SIGINT' && process.env.BENCH_SERVE === '1' && !results.http && !results.lag) return;
    log(`${signal}: stopping the product`);
    await product.stop();
    process.exit(130);
  });
}
const baseUrl = `http://127.0.0.1:${PORT_BASE}`;
const processes = product.children.map((child) => ({ name: child.name, pid: child.pid }));
try {
  results.data = reuse
    ? { reused: true, ...(await dataFigures(POSTGRES_URL, DB_PREFIX)) }
    : await generate({ postgresUrl: POSTGRES_URL, dbPrefix: DB_PREFIX, env: BUS });
  await waitQuiet();
  await sleep(5000);
  const justStarted = snapshot(processes);
  log(`memory just started (RSS MiB): ${JSON.stringify(justStarted)}, total ${total(justStarted)} MiB (${loadText()})`);
  // Idle is the product left alone: each process's V8 frees its start-up garbage once allocation
  // has stayed low for a while (its memory reducer), which a reading right after start catches
  // or not (bench/RESULTS.md). Median of four readings.
  await sleep(25_000);
  results.memory = { idle: await settledMemory(processes), justStarted };
  log(`memory idle (RSS MiB): ${JSON.stringify(results.memory.idle)}, total ${total(results.memory.idle)} MiB (${loadText()})`);
  const api = await apiClient(baseUrl);
  if (process.env.BENCH_SERVE === '1') {
    log(`serving the filled product on ${baseUrl} (admin@treina.dev / Admin#2026) until Ctrl-C`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }

  if (ONLY.has('http')) {
    // Reused data may hold the dead rows of earlier capacity runs.
    if (reuse) await vacuumDatabases();
    const academic = await connect(dbUrl('academic'));
    const { rows } = await academic.query(
      `SELECT c.id FROM turma c WHERE c.id_status_turma IN (1, 2, 3) AND (SELECT count(*) FROM inscricao e WHERE e.id_turma = c.id) = 40
        ORDER BY c.id DESC LIMIT 1`,
    );
    await academic.end();
    const row = (await api.call('GET', `/api/classes?classId=${rows[0].id}`)).body[0];
    const sampler = peakSampler(processes);
    results.http = await httpBenchmarks({
      baseUrl,
      cookie: api.cookie,
      dbUrl,
      duration: DURATION,
      connections: CONNECTIONS,
      patchClass: { id: row.id, row },
      sampler: () => sampler.start(),
      cpu: () => cpuMeter(processes),
    });
    results.memory.underLists = sampler.peaks;
    log(`memory under the list benchmarks, peak RSS MiB: ${JSON.stringify(sampler.peaks)}, total ${total(sampler.peaks)} MiB`);
  }
  if (ONLY.has('login')) results.login = await loginBenchmark({ baseUrl, dbUrl, duration: DURATION, connections: CONNECTIONS });
  if (ONLY.has('lag')) {
    await waitQuiet();
    await vacuumDatabases();
    results.lag = await lagBenchmark({
      api,
      dbUrl,
      total: Number(process.env.BENCH_LAG_CHANGES ?? 1000),
      perSecond: Number(process.env.BENCH_LAG_RATE ?? 50),
    });
  }
  if (ONLY.has('capacity')) {
    results.capacity = await capacityBenchmark({
      api,
      dbUrl,
      // Each step starts from a drained pipeline and a vacuumed database, as after a quiet minute in production.
      beforeStep: async () => {
        await waitQuiet();
        await vacuumDatabases();
      },
      rates: (process.env.BENCH_CAPACITY_RATES ?? '250,500,1000,1500,2000').split(',').map(Number),
      seconds: Number(process.env.BENCH_CAPACITY_SECONDS ?? 60),
      cpu: () => cpuMeter([...processes, ...brokerProcesses()], { byDatabase: true }),
    });
  }
  if (ONLY.has('payments')) {
    await waitQuiet();
    await vacuumDatabases();
    results.payments = await paymentsBenchmark({
      baseUrl,
      dbUrl,
      secret: PIX_WEBHOOK_SECRET,
      perSecond: Number(process.env.BENCH_PAYMENTS_RATE ?? 1000),
      seconds: Number(process.env.BENCH_PAYMENTS_SECONDS ?? 10),
    });
  }
  if (ONLY.has('exams') && SERVICES.includes('assessment')) {
    await waitQuiet();
    await vacuumDatabases();
    const { id_treinamento, students } = await examStudents(dbUrl('assessment'));
    results.exams = await examsBenchmark({
      baseUrl,
      api,
      dbUrl,
      training: id_treinamento,
      students: students.slice(0, Number(process.env.BENCH_EXAMS_STUDENTS ?? 500)),
      signSession: sessionSigner(ensureSessionKeys().privateFile),
      startSeconds: Number(process.env.BENCH_EXAMS_START_SECONDS ?? 60),
      everySeconds: Number(process.env.BENCH_EXAMS_EVERY ?? 5),
      seconds: Number(process.env.BENCH_EXAMS_SECONDS ?? 60),
    });
  }
  if (ONLY.has('frontend')) {
    // After the capacity steps the consumers may still be catching up: a busy machine is not the first screen's figure.
    await waitQuiet();
    await vacuumDatabases();
    const idle = await waitIdleMachine();
    if (idle !== undefined) log(`machine ${(idle * 100).toFixed(0)}% idle before the front end (${loadText()})`);
    if (frontendsBuilt()) results.frontend = await frontendBenchmark({ baseUrl });
    else log('front end not built (frontends/shell/dist): skipped');
  }
  results.memory.afterRun = snapshot(processes);
} finally {
  results.finished = new Date().toISOString();
  results.loadAtEnd = machine().load;
  const dir = join(ROOT, 'test-output', 'bench');
  mkdirSync(dir, { recursive: true });
  const stamp = results.date.replace(/[:.]/g, '-');
  writeFileSync(join(dir, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(dir, `${stamp}.md`), renderMarkdown(results));
  log(
    `\ngoals at BENCH_SCALE=${SCALE} (list median < 50 ms and <= 3x raw SQL; lag p95 < 1 s):\n${verdicts(results)
      .map((line) => `  ${line}`)
      .join('\n')}`,
  );
  log(`figures: test-output/bench/${stamp}.json and .md`);
  await product.stop();
  if (process.env.BENCH_KEEP === '1') log(`kept databases ${DB_PREFIX}* and the ${BUS_PREFIX}.* queues`);
  else await dropEverything();
}
