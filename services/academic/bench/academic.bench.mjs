// Budget check for academic (a script, not a test): the median of a searched page of
// `GET /api/students?type=student` and of a `PATCH /api/classes/{id}` of a full class, each
// against its budget (BUDGET_MS), on STUDENTS students. Run it with
//   npx tsc -b services/academic && node services/academic/bench/academic.bench.mjs
// Academic runs in this process on a throwaway database and the local RabbitMQ; exits 1 over budget.
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { NestFactory } from '@nestjs/core';
import { configureApp, JsonLogger, migrate, SESSION_AUDIENCE, SESSION_ISSUER, deleteTopology } from '@treina/nest-platform';
import { createTestDatabase, uniqueBusNames, useServiceEnv, useTestSessionKeys } from '@treina/nest-platform/testing';
import { importPKCS8, SignJWT } from 'jose';
import { DataSource } from 'typeorm';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const BUDGET_MS = { page: 50, patch: 100 };
const ENROLLED = Math.round(STUDENTS * 0.75);
const CLASSES = Number(process.env.BENCH_CLASSES ?? 7_500);
const PER_CLASS = 40;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const log = (text) => process.stdout.write(`${text}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

const { privateKey } = await useTestSessionKeys();
const db = await createTestDatabase('bench_academic');
const bus = uniqueBusNames('bench-academic');
useServiceEnv(db, bus, { DEMO_SEED: 'false', LOG_LEVEL: 'error' });
const { academicDatabaseOptions } = await import('../dist/src/database/data-source.js');
const { AppModule } = await import('../dist/src/app.module.js');
const { rewriteAllStudentTrainings } = await import('../dist/src/student/student.repository.js');
let app;
try {
  await migrate(academicDatabaseOptions());
  const options = academicDatabaseOptions();
  const loader = new DataSource({ ...options, extra: { ...options.extra, statement_timeout: 0 } });
  await loader.initialize();
  const started = performance.now();
  const firstNames =
    "ARRAY['Maria','João','Ana','Pedro','Júlia','Lucas','Carla','Rafael','Fernanda','Bruno','Camila','Diego','Beatriz','Gustavo','Larissa','Thiago','Patrícia','Rodrigo','Aline','Felipe']";
  const lastNames =
    "ARRAY['Silva','Souza','Oliveira','Santos','Pereira','Lima','Carvalho','Ferreira','Rodrigues','Almeida','Costa','Gomes','Martins','Araújo','Melo','Barbosa','Ribeiro','Rocha','Dias','Moreira']";
  await loader.query(
    `INSERT INTO treinamento (id, nome_treinamento, id_status_treinamento) SELECT g, 'Treinamento ' || g, 1 FROM generate_series(1, 50) g`,
  );
  await loader.query(`
    INSERT INTO aluno (id, nome_aluno, email, telefone, id_canal_aluno, id_status_aluno, data_criacao, is_student)
    SELECT g,
           (${firstNames})[1 + g % 20] || ' ' || (${lastNames})[1 + (g / 20) % 20] || ' ' || (${lastNames})[1 + (g / 400) % 20],
           'aluno' || g || '@bench.treina.dev',
           '(11) 9' || lpad((g % 10000)::text, 4, '0') || '-' || lpad(((g * 7) % 10000)::text, 4, '0'),
           1 + g % 5, 1 + g % 4, now() - make_interval(mins => g), g <= ${ENROLLED}
      FROM generate_series(1, ${STUDENTS}) g`);
  await loader.query(`
    INSERT INTO turma (id, id_treinamento, data_inicio, data_fim, id_periodo_turma, id_status_turma)
    SELECT g, 1 + g % 50, date '2020-01-01' + (g % 2000), date '2020-01-01' + (g % 2000) + 4, 1 + g % 2, 1 + g % 3
      FROM generate_series(1, ${CLASSES}) g`);
  await loader.query(`
    INSERT INTO inscricao (id_turma, id_aluno, id_status_inscricao, id_forma_pagto, valor_pago, cci, data_hora_inclusao, data_hora_pagamento, id_usuario_venda)
    SELECT c, 1 + ((c - 1) * ${PER_CLASS} + j) % ${ENROLLED}, 1 + j % 3, 3, 1490, 'bench', now() - make_interval(days => c % 900),
           CASE WHEN j % 3 = 2 THEN now() END, 1
      FROM generate_series(1, ${CLASSES}) c, generate_series(0, ${PER_CLASS - 1}) j`);
  for (const table of ['treinamento', 'aluno', 'turma'])
    await loader.query(`SELECT setval('${table}_id_seq', (SELECT max(id) FROM ${table}))`);
  // The rows above went in around the commands: the students' training ids (the search's copies) from them.
  await rewriteAllStudentTrainings(loader);
  await loader.query(
    `INSERT INTO usuario_projecao (id_usuario, nome, email, status, id_tipo_usuario, nome_tipo_usuario, permissions, session_version, revision)
                      VALUES (1, 'Admin', 'admin@bench.treina.dev', true, 1, 'Administrador', $1, 1, 1)`,
    [['class', 'class_update', 'student', 'training', 'material']],
  );
  // Steady state of a live database (autovacuum has run): visibility map set, statistics current.
  await loader.query('VACUUM ANALYZE');
  const counts = (
    await loader.query('SELECT (SELECT count(*) FROM aluno)::int AS students, (SELECT count(*) FROM inscricao)::int AS enrolments')
  )[0];
  await loader.destroy();
  log(`loaded ${counts.students} students and ${counts.enrolments} enrolments in ${Math.round((performance.now() - started) / 1000)} s`);

  const logger = new JsonLogger('academic', 'error');
  app = await NestFactory.create(AppModule, { logger, bodyParser: false });
  configureApp(app, { service: 'academic', logger });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const token = await new SignJWT({ sv: 1, typ: 1, perms: [] })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject('1')
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setExpirationTime('1h')
    .sign(await importPKCS8(privateKey, 'ES256'));
  const headers = { cookie: `treina_session=${token}`, 'content-type': 'application/json' };
  const timed = async (method, path, body) => {
    const start = performance.now();
    const answer = await fetch(`${url}${path}`, { method, headers, body: body && JSON.stringify(body) });
    const text = await answer.text();
    const ms = performance.now() - start;
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
    return { ms, text, total: answer.headers.get('x-total-count') };
  };

  const searches = ['souza martins', 'Maria Rocha', 'ferreira dias', 'aluno4812@', 'Gustavo', '9481', 'Araujo Melo', 'larissa'];
  const pageTimes = [];
  const perSearch = new Map();
  for (let run = 0; run < 3; run += 1)
    await timed('GET', `/api/students?type=student&page=1&pageSize=10&q=${encodeURIComponent(searches[run])}`);
  for (let run = 0; run < RUNS; run += 1) {
    const q = searches[run % searches.length];
    const { ms, total } = await timed('GET', `/api/students?type=student&page=1&pageSize=10&q=${encodeURIComponent(q)}`);
    pageTimes.push(ms);
    perSearch.set(q, { total, times: [...(perSearch.get(q)?.times ?? []), ms] });
  }
  const plain = [];
  for (let run = 0; run < 10; run += 1) plain.push((await timed('GET', '/api/students?type=student&page=1&pageSize=10')).ms);
  // The other visible columns (reported, not budgeted): Canal, Situação, Interesses / Treinamentos
  // Realizados, Criação as DD/MM/YYYY (a day, a month), and the training columns' filters.
  const today = new Date().toLocaleDateString('pt-BR', { timeZone: process.env.REPORT_TIME_ZONE ?? 'America/Sao_Paulo' });
  const otherColumns = [
    `q=${encodeURIComponent('souza indicação')}`,
    `q=${encodeURIComponent('maria negociação')}`,
    `q=${encodeURIComponent('rocha treinamento 17')}`,
    `q=${encodeURIComponent(today)}`,
    `q=${encodeURIComponent(`silva ${today.slice(3)}`)}`,
    `filter.treinamentos_realizados=${encodeURIComponent('treinamento 7')}`,
    `filter.data_criacao=${encodeURIComponent(today)}`,
  ];
  const perColumn = [];
  for (const query of otherColumns) {
    const times = [];
    let total;
    for (let run = 0; run < 10; run += 1) {
      const answer = await timed('GET', `/api/students?type=student&page=1&pageSize=10&${query}`);
      times.push(answer.ms);
      total = answer.total;
    }
    perColumn.push({ query, total, times });
  }

  const classRow = JSON.parse((await timed('GET', '/api/classes?classId=1')).text)[0];
  if (classRow.alunos.length !== PER_CLASS) throw new Error(`class 1 has ${classRow.alunos.length} students`);
  const patchTimes = [];
  for (let run = 0; run < RUNS; run += 1) {
    const alunos = classRow.alunos.map((entry) => ({ ...entry, libera_conteudo: run % 2 === 0, valor_pago: 1490 + (run % 2) }));
    patchTimes.push((await timed('PATCH', '/api/classes/1', { ...classRow, desc_turma: `rodada ${run}`, alunos })).ms);
  }
  const idle = [];
  for (let run = 0; run < 10; run += 1)
    idle.push(
      (
        await timed('PATCH', '/api/classes/1', {
          alunos: classRow.alunos.map((entry) => ({ ...entry, libera_conteudo: true, valor_pago: 1491 })),
        })
      ).ms,
    );

  log(
    `GET /api/students?type=student&page=1&pageSize=10&q=...  median ${median(pageTimes).toFixed(1)} ms, p95 ${p95(pageTimes).toFixed(1)} ms (${RUNS} runs)`,
  );
  for (const [q, { total, times }] of perSearch) log(`    q=${JSON.stringify(q)}: ${total} matches, median ${median(times).toFixed(1)} ms`);
  log(
    `GET /api/students?type=student&page=1&pageSize=10 (no search)  median ${median(plain).toFixed(1)} ms, p95 ${p95(plain).toFixed(1)} ms`,
  );
  for (const { query, total, times } of perColumn)
    log(`    ${decodeURIComponent(query)}: ${total} matches, median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`);
  log(
    `PATCH /api/classes/1 (40 students, 40 entries changed, 41 events)  median ${median(patchTimes).toFixed(1)} ms, p95 ${p95(patchTimes).toFixed(1)} ms (${RUNS} runs)`,
  );
  log(`PATCH /api/classes/1 (40 students sent back unchanged)  median ${median(idle).toFixed(1)} ms`);
  const ok = median(pageTimes) < BUDGET_MS.page && median(patchTimes) < BUDGET_MS.patch;
  log(ok ? `within budget (< ${BUDGET_MS.page} ms, < ${BUDGET_MS.patch} ms)` : 'OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await app?.close();
  await deleteTopology(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672', bus, ['academic.events']).catch(() => {});
  if (process.env.BENCH_KEEP_DB) log(`kept database ${db.name}`);
  else await db.drop();
}
