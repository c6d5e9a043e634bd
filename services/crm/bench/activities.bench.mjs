#!/usr/bin/env node
// Times GET /api/activities over BENCH_ROWS activities and the writes beside it (a script, not a test):
//   npm run build && node services/crm/bench/activities.bench.mjs
// Its modes and settings are in services/crm/README.md, "Benchmark".
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importPKCS8, SignJWT } from 'jose';
import pg from 'pg';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../..');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const STUDENTS = 20_000;
const STUDENT_BASE = 1_000_000;

const load = (path) => import(pathToFileURL(join(ROOT, path)).href);
const platform = await load('libs/nest-platform/dist/src/index.js');
const { crmDatabaseOptions } = await load('services/crm/dist/src/database/data-source.js');
const { refreshActivitySearch } = await load('services/crm/dist/src/activity/activity.repository.js');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const log = (line) => process.stdout.write(`${line}\n`);

const FIRST = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Márcia',
  'Lúcia',
  'Luís',
  'Fábio',
  'Beatriz',
  'Gustavo',
  'Júlia',
  'Rafael',
  'Camila',
  'Diego',
  'Patrícia',
  'Sérgio',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Conceição',
  'Pereira',
  'Lima',
  'Gonçalves',
  'Araújo',
  'Ribeiro',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Simões',
  'Barbosa',
  'Brandão',
];
const TITLES = [
  'Ligação de acompanhamento',
  'Envio de proposta comercial',
  'Reunião de diagnóstico',
  'Retorno sobre orçamento',
  'Visita técnica',
  'Apresentação do calendário de turmas',
  'Negociação de contrato',
  'Suporte pós-venda',
  'Follow-up de inscrição',
  'Alinhamento de escopo',
  'Treinamento in company',
  'Pesquisa de satisfação',
];
const COMPANIES = [
  'Alfa Tecnologia',
  'Beta Indústria',
  'Gama Educação',
  'Delta Logística',
  'Épsilon Saúde',
  'Zeta Varejo',
  'Ômega Finanças',
  'Sigma Engenharia',
  'Kappa Energia',
  'Lambda Serviços',
];

async function fill(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('SELECT setseed(0.42)');
    let users = (await client.query('SELECT id_usuario FROM usuario_projecao WHERE status ORDER BY id_usuario')).rows.map(
      (row) => row.id_usuario,
    );
    if (users.length < 2) {
      await client.query(
        `INSERT INTO usuario_projecao (id_usuario, nome, email, status, id_tipo_usuario, nome_tipo_usuario, permissions, session_version, revision)
         SELECT i, ($1::text[])[1 + i % 20] || ' ' || ($2::text[])[1 + (i * 7) % 20], 'bench' || i || '@treina.dev', true,
                CASE WHEN i = 1 THEN 1 ELSE (ARRAY[2, 3, 4, 5])[1 + i % 4] END,
                CASE WHEN i = 1 THEN 'Administrador' ELSE (ARRAY['Coordenador', 'Vendas', 'Instrutor', 'Consultor'])[1 + i % 4] END,
                CASE WHEN i = 1 THEN ARRAY['activities', 'activities_create', 'activities_update', 'activities_delete'] ELSE ARRAY['activities'] END,
                1, 1
           FROM generate_series(1, 50) i
         ON CONFLICT (id_usuario) DO NOTHING`,
        [FIRST, LAST],
      );
      users = (await client.query('SELECT id_usuario FROM usuario_projecao WHERE status ORDER BY id_usuario')).rows.map(
        (row) => row.id_usuario,
      );
    }
    await client.query(
      `INSERT INTO aluno_projecao (id_aluno, nome_aluno, email, telefone, revision, deleted)
       SELECT $3 + i,
              ($1::text[])[1 + i % 20] || ' ' || ($2::text[])[1 + (i / 20) % 20] || ' ' || ($2::text[])[1 + (i * 7) % 20],
              lower(translate(($1::text[])[1 + i % 20], 'ãâáéêíóôõúç', 'aaaeeiooouc')) || '.' || i || '@aluno.dev',
              '(' || (11 + i % 80) || ') 9' || lpad(((i * 7919) % 10000)::text, 4, '0') || '-' || lpad(((i * 104729) % 10000)::text, 4, '0'),
              1, false
         FROM generate_series(1, $4) i
       ON CONFLICT (id_aluno) DO NOTHING`,
      [FIRST, LAST, STUDENT_BASE, STUDENTS],
    );
    const base = Number((await client.query('SELECT COALESCE(MAX(id), 0) AS n FROM atividade')).rows[0].n);
    // Activity i has 1 + i % 3 subtasks of 15 * (1 + (i + 7k) % 16) minutes: the same formula fills tempo_gasto.
    await client.query(
      `INSERT INTO atividade (id, titulo, data, id_usuario, id_tipo_atividade, id_aluno, id_status_atividade, tempo_gasto, atualizado_em, id_criado_por)
       SELECT x.id, x.titulo, x.data, x.usuario, x.tipo, x.aluno, x.status,
              (SELECT SUM(15 * (1 + (x.i + k * 7) % 16)) * 60 FROM generate_series(0, x.i % 3) k),
              CASE WHEN x.r < 0.6 THEN x.data::timestamptz + x.r * interval '20 days' END,
              x.usuario
         FROM (
           SELECT $1 + i AS id, i,
                  ($2::text[])[1 + floor(random() * 12)::int] || ' - ' || ($3::text[])[1 + floor(random() * 10)::int] AS titulo,
                  date '2023-06-01' + floor(random() * 900)::int AS data,
                  ($4::int[])[1 + floor(random() * cardinality($4::int[]))::int] AS usuario,
                  t.tipo,
                  CASE WHEN t.tipo = 2 THEN $5 + 1 + floor(random() * $6)::int END AS aluno,
                  1 + floor(random() * 3)::int AS status,
                  random() AS r
             FROM generate_series(1, $7) i
             CROSS JOIN LATERAL (SELECT (ARRAY[1, 2, 2, 3, 4])[1 + floor(random() * 5)::int + i * 0] AS tipo) t
         ) x`,
      [base, TITLES, COMPANIES, users, STUDENT_BASE, STUDENTS, ROWS],
    );
    await client.query(`SELECT setval('atividade_id_seq', (SELECT MAX(id) FROM atividade))`);
    // The searched text exactly as the service writes it (pg's client has the query(sql, params) it needs).
    await refreshActivitySearch(client, 'a.id > $1', [base]);
    await client.query(
      `INSERT INTO subtarefa (id_atividade, id, ordem, data, tempo, segundos, descricao)
       SELECT a.id, 'b' || k, k, a.data + k,
              lpad((m / 60)::text, 2, '0') || ':' || lpad((m % 60)::text, 2, '0'), m * 60,
              'Detalhe ' || (k + 1) || E' da atividade\\nsegunda linha'
         FROM atividade a
         CROSS JOIN LATERAL generate_series(0, (a.id - $1) % 3) k
         CROSS JOIN LATERAL (SELECT 15 * (1 + ((a.id - $1) + k * 7) % 16) AS m) t
        WHERE a.id > $1`,
      [base],
    );
    // A table in use is vacuumed by autovacuum: start from that steady state (visibility map set).
    await client.query('VACUUM ANALYZE atividade, subtarefa, aluno_projecao, usuario_projecao');
    const counts = (await client.query('SELECT (SELECT COUNT(*) FROM atividade) AS a, (SELECT COUNT(*) FROM subtarefa) AS s')).rows[0];
    log(
      `filled: ${counts.a} activities, ${counts.s} subtasks, ${STUDENTS} students, ${users.length} users in ${Math.round(performance.now() - started)} ms`,
    );
    return { users, firstId: base + 1 };
  } finally {
    await client.end();
  }
}

function launch(name, script, env) {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  child.on('exit', (code) => {
    if (code && code !== 143) process.stderr.write(`${name} exited with ${code}\n${errors}\n`);
  });
  return child;
}

async function waitUp(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** Times one scenario: `path(call)` and `write.body(call)` may change with each call (a write's target). */
async function time(baseUrl, cookie, path, write) {
  let calls = 0;
  const call = async () => {
    const n = calls++;
    const target = typeof path === 'function' ? path(n) : path;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${target}`, {
      method: write?.method ?? 'GET',
      headers: write ? { cookie, 'content-type': 'application/json' } : { cookie },
      body: write ? JSON.stringify(write.body(n)) : undefined,
    });
    await response.arrayBuffer();
    if (response.status !== (write?.status ?? 200)) throw new Error(`${target}: HTTP ${response.status}`);
    return { ms: performance.now() - started, total: response.headers.get('x-total-count') };
  };
  for (let warm = 0; warm < 5; warm += 1) await call();
  const samples = [];
  let total;
  for (let run = 0; run < RUNS; run += 1) {
    const result = await call();
    samples.push(result.ms);
    total = result.total;
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { median: at(0.5), p95: at(0.95), total };
}

const SCENARIOS = [
  ['default order (date desc), page 1', '/api/activities?page=1&pageSize=10'],
  ['default order, page 500', '/api/activities?page=500&pageSize=10'],
  ['status filter, sort by atualizado_em desc', '/api/activities?page=1&pageSize=10&filter.id_status_atividade=2&sort=-atualizado_em'],
  ['sales filter (FIXED), page 3', '/api/activities?page=3&pageSize=10&sales=true'],
  ['by user, sort by date asc', (users) => `/api/activities?page=1&pageSize=10&userId=${users[Math.min(6, users.length - 1)]}&sort=data`],
  ['sort by tempo_gasto desc, pageSize 50', '/api/activities?page=1&pageSize=50&sort=-tempo_gasto'],
  ['search q = student name (2 terms)', `/api/activities?page=1&pageSize=10&q=${encodeURIComponent('conceição barbosa')}`],
  ['search q = phone fragment', `/api/activities?page=1&pageSize=10&q=${encodeURIComponent('9791-')}`],
  ['search q = description word', '/api/activities?page=1&pageSize=10&q=proposta'],
  ['search q = a day as shown (DD/MM/YYYY)', `/api/activities?page=1&pageSize=10&q=${encodeURIComponent('15/03/2024')}`],
  ['search q = a month as shown (MM/YYYY)', `/api/activities?page=1&pageSize=10&q=${encodeURIComponent('03/2024')}`],
  ['search q = day and month (DD/MM) + word', `/api/activities?page=1&pageSize=10&q=${encodeURIComponent('proposta 15/03')}`],
  [
    'filter.data = a month (MM/YYYY)',
    `/api/activities?page=1&pageSize=10&${encodeURIComponent('filter.data')}=${encodeURIComponent('03/2024')}`,
  ],
  [
    'filter.nome_aluno + sort -tempo_gasto',
    `/api/activities?page=1&pageSize=10&${encodeURIComponent('filter.nome_aluno')}=simoes&sort=-tempo_gasto`,
  ],
  [
    'filter.titulo + status',
    `/api/activities?page=1&pageSize=10&${encodeURIComponent('filter.titulo')}=visita&${encodeURIComponent('filter.id_status_atividade')}=3`,
  ],
  ['sort by nome_usuario (joined text)', '/api/activities?page=1&pageSize=10&sort=nome_usuario'],
];

/** The writes, after the lists (they change rows the lists read). Each PATCH reaches another filled activity. */
const WRITES = [
  [
    'PATCH titulo + 2 subtasks (replaced)',
    ({ firstId }) =>
      (n) =>
        `/api/activity/${firstId + 2 * n}`,
    {
      method: 'PATCH',
      body: (n) => ({
        titulo: `Retorno de proposta ${n}`,
        subtasks: [
          { date: '2025-03-01', time: '01:30', desc: 'Ligação' },
          { date: '02/03/2025', time: '2', desc: 'Proposta revisada\nsegunda linha' },
        ],
      }),
    },
  ],
  [
    'PATCH status only',
    ({ firstId }) =>
      (n) =>
        `/api/activity/${firstId + 2 * n + 1}`,
    { method: 'PATCH', body: (n) => ({ id_status_atividade: 1 + (n % 3) }) },
  ],
  [
    'POST activity with 1 subtask',
    () => '/api/activity',
    {
      method: 'POST',
      status: 201,
      body: (n) => ({
        titulo: `Nova atividade ${n}`,
        data: '2025-03-10',
        id_tipo_atividade: 3,
        subtasks: [{ date: '2025-03-10', time: '00:45', desc: 'Primeiro contato' }],
      }),
    },
  ],
];

const children = [];
let database;
let bus;
try {
  let baseUrl;
  let cookie;
  let users;
  let firstId;
  if (process.env.BASE_URL) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('BASE_URL needs DATABASE_URL: the (throwaway) crm database of that running product');
    if (/\/treina_crm$/.test(url) && process.env.BENCH_ALLOW_MAIN_DB !== '1')
      throw new Error('refusing to fill treina_crm (set BENCH_ALLOW_MAIN_DB=1)');
    await platform.migrate(crmDatabaseOptions(url));
    ({ users, firstId } = await fill(url));
    baseUrl = process.env.BASE_URL.replace(/\/$/, '');
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: process.env.ADMIN_EMAIL ?? 'admin@treina.dev',
        password: process.env.ADMIN_PASSWORD ?? 'Admin#2026',
      }),
    });
    if (!login.ok) throw new Error(`login failed: HTTP ${login.status}`);
    cookie = login.headers.get('set-cookie').split(';')[0];
    log(`timing through ${baseUrl}`);
  } else {
    const name = `t_bench_crm_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    database = `${POSTGRES_URL}/${name}`;
    await platform.migrate(crmDatabaseOptions(database));
    ({ users, firstId } = await fill(database));
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const id = `bench-${randomBytes(3).toString('hex')}`;
    bus = { exchange: `test.${id}.events`, deadLetterExchange: `test.${id}.dead-letter`, queuePrefix: `test.${id}.` };
    const crmPort = 3900 + Math.floor(Math.random() * 50);
    children.push(
      launch('crm', 'services/crm/dist/src/main.js', {
        PORT: String(crmPort),
        DATABASE_URL: database,
        JWT_PUBLIC_KEY: publicKey,
        AMQP_URL,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'error',
        EVENTS_EXCHANGE: bus.exchange,
        DEAD_LETTER_EXCHANGE: bus.deadLetterExchange,
        QUEUE_PREFIX: bus.queuePrefix,
        NODE_ENV: 'production',
      }),
    );
    await waitUp(`http://127.0.0.1:${crmPort}/health/live`);
    baseUrl = `http://127.0.0.1:${crmPort}`;
    if (process.env.BENCH_DIRECT !== '1') {
      const gatewayPort = crmPort + 50;
      children.push(
        launch('gateway', 'services/gateway/dist/src/main.js', {
          PORT: String(gatewayPort),
          HOST: '127.0.0.1',
          CRM_URL: baseUrl,
          LOG_LEVEL: 'error',
          NODE_ENV: 'production',
        }),
      );
      await waitUp(`http://127.0.0.1:${gatewayPort}/health/live`);
      baseUrl = `http://127.0.0.1:${gatewayPort}`;
    }
    const token = await new SignJWT({ sv: 1, typ: 1, perms: [] })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(String(users[0]))
      .setIssuer(platform.SESSION_ISSUER)
      .setAudience(platform.SESSION_AUDIENCE)
      .setExpirationTime('1h')
      .sign(await importPKCS8(privateKey, 'ES256'));
    cookie = `treina_session=${token}`;
    log(
      `timing ${process.env.BENCH_DIRECT === '1' ? 'crm directly' : 'through a gateway in front of crm'} (${baseUrl}), ${RUNS} calls per scenario after 5 warm-up calls`,
    );
  }

  const results = [];
  for (const [name, path] of SCENARIOS) {
    const result = await time(baseUrl, cookie, typeof path === 'function' ? path(users) : path);
    results.push({ name, ...result });
    log(
      `${name.padEnd(44)} median ${result.median.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   total ${result.total}`,
    );
  }
  for (const [name, path, write] of WRITES) {
    const result = await time(baseUrl, cookie, path({ users, firstId }), write);
    log(`${name.padEnd(44)} median ${result.median.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms`);
  }
  const worst = results.reduce((a, b) => (b.median > a.median ? b : a));
  log(`slowest median: ${worst.median.toFixed(1)} ms (${worst.name})`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  if (bus) await platform.deleteTopology(AMQP_URL, bus, ['crm.events']).catch(() => undefined);
  if (database && process.env.BENCH_KEEP_DB === '1') log(`kept database ${database}`);
  else if (database) await platform.dropDatabase(database).catch((error) => process.stderr.write(`drop failed: ${error.message}\n`));
}
