// `npm run test:faults`: the product under failures, on its own PostgreSQL (5434) and
// RabbitMQ (5674) started for the run (faults/lib/instances.mjs), never the machine's.
//   1. the broker killed (kill -9) and restarted three times while 2,000 enrolment changes
//      are made through the API at a steady rate: every change answered 2xx reaches finance
//      and reporting exactly once; writes keep succeeding, nothing hangs;
//   2. finance and reporting killed (kill -9) with unacknowledged messages in flight, then
//      restarted: nothing lost, nothing applied twice;
//   3. PostgreSQL stopped for a while: requests fail fast with 503 and a Portuguese message,
//      and the services recover on their own when it is back;
//   4. poison messages are dead-lettered and the queue keeps moving;
//   5. the broker killed twice while attendance is saved through the API: reporting keeps each session's
//      newest attendance, every event applied exactly once;
//   6. the payment saga: signed PIX notices (some sent twice) pay every charge of priced enrolments while
//      the broker and then academic (kill -9) go down: every charge paid once, each enrolment announced
//      paid once and applied once, and no enrolment's status disagrees with its charges.
// Env: FAULTS_PG_PORT (5434), FAULTS_AMQP_PORT (5674), FAULTS_PORT_BASE (4700), FAULTS_CHANGES (2000),
// FAULTS_RATE (changes per second, 10; at most 8 requests in flight), FAULTS_ATTENDANCE_SAVES (400).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { startInstances } from './lib/instances.mjs';
import { apiClient, assertBuilt, countLogLines, database, logSize, ROOT, sleep, startFaultProduct } from './lib/product.mjs';

const require = createRequire(import.meta.url);
const amqplib = require('amqplib');

const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5434);
const AMQP_PORT = Number(process.env.FAULTS_AMQP_PORT ?? 5674);
const PORT_BASE = Number(process.env.FAULTS_PORT_BASE ?? 4700);
const CHANGES = Number(process.env.FAULTS_CHANGES ?? 2000);
const RATE = Number(process.env.FAULTS_RATE ?? 10);
const CLASSES = 40;
const PER_CLASS = 5;
const CONSUMERS = ['finance', 'reporting'];
const STATUS_CHANGED = 'academic.enrolment.status-changed.v1';
const ATTENDANCE_SAVES = Number(process.env.FAULTS_ATTENDANCE_SAVES ?? 400);
const ATTENDANCE_RECORDED = 'academic.attendance.recorded.v1';
const PAID = 'finance.enrolment.paid.v1';
const PAYMENT_CLASSES = 20;
/** The PIX provider's signing secret of this run's finance. */
const PIX_SECRET = randomBytes(32).toString('hex');
/** The fault tests' verdicts, also printed at the end. */
const report = [];
const say = (line) => {
  report.push(line);
  process.stdout.write(`[faults] ${line}\n`);
};

let instances;
let product;
let api;
const db = {};
/** Our classes: { id, alunos } with the alunos list of the last answer (the current state). */
let classes = [];

const percentile = (values, p) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Enrolment changes through the API at a steady rate, at most `workers` requests in flight (an overloaded machine slows the rate instead of
 * piling up requests). Each worker owns its classes; a change toggles one entry between Inscrito and Pagamento Pendente and sends the whole
 * list back as last read (a student missing from it would be removed).
 */
async function makeChanges(total, perSecond, { workers = 8, maxMs = Infinity } = {}) {
  const results = [];
  const started = performance.now();
  let next = 0;
  const worker = async (slot) => {
    const mine = classes.filter((_, index) => index % workers === slot);
    for (let turn = 0; ; turn += 1) {
      const index = next;
      next += 1;
      if (index >= total || performance.now() - started > maxMs) return;
      const wait = started + (index * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      const target = mine[turn % mine.length];
      target.turn = (target.turn ?? 0) + 1;
      const position = target.turn % target.alunos.length;
      const alunos = target.alunos.map((entry, at) =>
        at === position ? { ...entry, id_inscricao: entry.id_inscricao === 1 ? 2 : 1 } : entry,
      );
      const start = performance.now();
      const answer = await api.call('PATCH', `/api/classes/${target.id}`, { alunos }, 20_000);
      if (answer.status >= 200 && answer.status < 300) target.alunos = answer.body.alunos;
      results.push({ start, status: answer.status, ms: answer.ms, error: answer.error, msg: answer.body?.statusMsg });
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, slot) => worker(slot)));
  const tookMs = performance.now() - started;
  const ok = results.filter((result) => result.status >= 200 && result.status < 300);
  const failed = results.filter((result) => !(result.status >= 200 && result.status < 300));
  const latencies = results.map((result) => result.ms);
  const summary =
    `${results.length} changes in ${(tookMs / 1000).toFixed(1)} s (${(results.length / (tookMs / 1000)).toFixed(1)}/s, asked ${perSecond}/s), ` +
    `${ok.length} answered 2xx, ${failed.length} not (${[...new Set(failed.map((result) => result.status))].join(', ') || '-'}); ` +
    `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(0, ...latencies).toFixed(0)} ms`;
  return { results, ok, failed, latencies, tookMs, summary };
}

async function outboxMark() {
  return Number((await db.academic.query('SELECT COALESCE(max(id), 0) AS n FROM outbox_message')).rows[0].n);
}

/** The status-changed events academic recorded after `mark` for our classes. */
async function eventsSince(mark) {
  const { rows } = await db.academic.query(
    `SELECT message_id::text AS id, (envelope->'payload'->>'id_matricula')::int AS enrolment, (envelope->'payload'->>'sequence')::int AS sequence,
            published_at IS NOT NULL AS published
       FROM outbox_message WHERE id > $1 AND type = $2 AND (envelope->'payload'->>'id_turma')::int = ANY($3::int[])`,
    [mark, STATUS_CHANGED, classes.map((entry) => entry.id)],
  );
  return rows;
}

/** Inbox rows per message id in `service`'s database. */
async function inboxCounts(service, ids) {
  const { rows } = await db[service].query(
    'SELECT message_id::text AS id, count(*)::int AS n FROM inbox_message WHERE message_id = ANY($1::uuid[]) GROUP BY 1',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Waits until both consumers' inboxes hold every id (or the deadline), then compares their projections with academic. */
async function verifyExactlyOnce(label, ids, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const waitStarted = Date.now();
  let counts = {};
  for (;;) {
    for (const service of CONSUMERS) counts[service] = await inboxCounts(service, ids);
    if (CONSUMERS.every((service) => counts[service].size === ids.length) || Date.now() > deadline) break;
    await sleep(500);
  }
  const drainedMs = Date.now() - waitStarted;
  const enrolments = (
    await db.academic.query('SELECT id, sequence, id_status_inscricao AS status FROM inscricao WHERE id_turma = ANY($1::int[])', [
      classes.map((entry) => entry.id),
    ])
  ).rows;
  const ids_ = enrolments.map((row) => row.id);
  const finance = new Map(
    (
      await db.finance.query('SELECT id_matricula AS id, sequence FROM matricula_estado WHERE id_matricula = ANY($1::int[])', [ids_])
    ).rows.map((row) => [row.id, row]),
  );
  const commissions = (
    await db.finance.query('SELECT id_matricula AS id, id_status_inscricao AS status FROM comissao WHERE id_matricula = ANY($1::int[])', [
      ids_,
    ])
  ).rows;
  const commissionOf = new Map(commissions.map((row) => [row.id, row]));
  const facts = new Map(
    (
      await db.reporting.query(
        'SELECT id_matricula AS id, sequence, id_status_inscricao AS status FROM matricula_fato WHERE id_matricula = ANY($1::int[])',
        [ids_],
      )
    ).rows.map((row) => [row.id, row]),
  );
  const verdict = {};
  for (const service of CONSUMERS) {
    const seen = counts[service];
    const lost = ids.filter((id) => !seen.has(id)).length;
    const duplicated = [...seen.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const projection = service === 'finance' ? finance : facts;
    const behind = enrolments.filter((row) => projection.get(row.id)?.sequence !== row.sequence).length;
    let wrong = behind;
    if (service === 'finance')
      wrong +=
        enrolments.filter((row) => commissionOf.get(row.id)?.status !== row.status).length +
        (commissions.length - new Set(commissions.map((row) => row.id)).size);
    else wrong += enrolments.filter((row) => facts.get(row.id)?.status !== row.status).length;
    verdict[service] = { lost, duplicated, wrong };
    say(
      `${label}: ${service}: ${ids.length} events, lost = ${lost}, duplicated = ${duplicated}, projection rows differing from academic = ${wrong} (of ${enrolments.length} enrolments)`,
    );
  }
  say(`${label}: consumers caught up ${(drainedMs / 1000).toFixed(1)} s after the last change`);
  return verdict;
}

/**
 * Attendance saves through the API at a steady rate, at most `workers` in flight; each worker owns its sessions (one per class) and
 * sends every student of the class with a random mark.
 */
async function saveAttendance(sessions, total, perSecond, workers = 8) {
  const results = [];
  const started = performance.now();
  let next = 0;
  const worker = async (slot) => {
    const mine = sessions.filter((_, index) => index % workers === slot);
    for (let turn = 0; ; turn += 1) {
      const index = next;
      next += 1;
      if (index >= total) return;
      const wait = started + (index * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      const session = mine[turn % mine.length];
      const marks = session.alunos.map((id_aluno) => ({ id_aluno, presenca: 'PAJT'[Math.floor(Math.random() * 4)] }));
      const start = performance.now();
      const answer = await api.call('PUT', `/api/sessions/${session.id}/attendance`, marks, 20_000);
      results.push({ start, status: answer.status, ms: answer.ms, msg: answer.body?.statusMsg });
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, slot) => worker(slot)));
  const ok = results.filter((result) => result.status >= 200 && result.status < 300);
  const failed = results.filter((result) => !(result.status >= 200 && result.status < 300));
  const latencies = results.map((result) => result.ms);
  const summary =
    `${results.length} saves in ${((performance.now() - started) / 1000).toFixed(1)} s, ${ok.length} answered 2xx, ${failed.length} not ` +
    `(${[...new Set(failed.map((result) => result.status))].join(', ') || '-'}); latency p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
    `p99 ${percentile(latencies, 99).toFixed(0)} ms`;
  return { results, ok, failed, latencies, summary };
}

/**
 * Waits until reporting's inbox holds every attendance event id (or the deadline), then compares its attendance facts with academic's:
 * each session's revision and every mark.
 */
async function verifyAttendanceOnce(ids, sessionIds, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let seen;
  for (;;) {
    seen = await inboxCounts('reporting', ids);
    if (seen.size === ids.length || Date.now() > deadline) break;
    await sleep(500);
  }
  const lost = ids.filter((id) => !seen.has(id)).length;
  const duplicated = [...seen.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const key = (row) => `${row.id_aula}:${row.id_aluno}:${row.presenca}`;
  const academicMarks = (
    await db.academic.query('SELECT id_aula, id_aluno, presenca FROM presenca WHERE id_aula = ANY($1::int[])', [sessionIds])
  ).rows.map(key);
  const reportingMarks = new Set(
    (
      await db.reporting.query('SELECT id_aula, id_aluno, presenca FROM presenca_fato WHERE id_aula = ANY($1::int[])', [sessionIds])
    ).rows.map(key),
  );
  const revisions = new Map(
    (await db.reporting.query('SELECT id_aula, revision FROM aula_fato WHERE id_aula = ANY($1::int[])', [sessionIds])).rows.map((row) => [
      row.id_aula,
      row.revision,
    ]),
  );
  const held = (await db.academic.query('SELECT id, revisao_presenca FROM aula WHERE id = ANY($1::int[])', [sessionIds])).rows;
  const wrong =
    held.filter((row) => revisions.get(row.id) !== row.revisao_presenca).length +
    academicMarks.filter((mark) => !reportingMarks.has(mark)).length +
    Math.abs(reportingMarks.size - academicMarks.length);
  say(
    `attendance: reporting: ${ids.length} events, lost = ${lost}, duplicated = ${duplicated}, facts differing from academic = ${wrong} (of ${held.length} sessions, ${academicMarks.length} marks)`,
  );
  return { lost, duplicated, wrong };
}

function duplicatesAbsorbed(marks) {
  return Object.fromEntries(
    CONSUMERS.map((service) => [service, countLogLines(product.logFile(service), marks[service], 'duplicate event skipped')]),
  );
}

const logMarks = () => Object.fromEntries(CONSUMERS.map((service) => [service, logSize(product.logFile(service))]));

describe('faults', () => {
  beforeAll(async () => {
    assertBuilt();
    const started = Date.now();
    instances = await startInstances({ pgPort: PG_PORT, amqpPort: AMQP_PORT });
    say(
      `own PostgreSQL on ${PG_PORT} (${instances.postgres.dir}) and RabbitMQ node ${instances.rabbit.nodeName} on ${AMQP_PORT} up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    product = await startFaultProduct({
      postgresUrl: instances.postgres.url,
      amqpUrl: instances.rabbit.url,
      portBase: PORT_BASE,
      logDir: join(ROOT, 'test-output', 'faults-logs'),
      // debug: the consumers log every duplicate the inbox absorbs.
      env: { LOG_LEVEL: 'debug', LOGIN_LIMIT_PER_IP: '100000', PIX_WEBHOOK_SECRET: PIX_SECRET },
    });
    for (const service of ['academic', ...CONSUMERS]) db[service] = database(instances.postgres.url, service);
    api = await apiClient(product.url);

    // A training, 200 students and 40 open classes of 5 (all Inscrito), through the API.
    const training = await api.call('POST', '/api/trainings', { nome_treinamento: 'Treinamento de falhas', id_status_treinamento: 1 });
    assert.ok([200, 201].includes(training.status), training.text);
    const trainingId = training.body[0].id;
    const inBatches = async (count, make) => {
      const out = [];
      for (let from = 0; from < count; from += 8)
        out.push(...(await Promise.all(Array.from({ length: Math.min(8, count - from) }, (_, k) => make(from + k)))));
      return out;
    };
    const stamp = Date.now().toString(36);
    const students = await inBatches(CLASSES * PER_CLASS, async (index) => {
      const answer = await api.call('POST', '/api/students', {
        nome_aluno: `Aluno Falha ${index}`,
        email: `falha${index}.${stamp}@teste.dev`,
        id_canal_aluno: 1,
        id_status_aluno: 1,
      });
      assert.ok([200, 201].includes(answer.status), answer.text);
      return answer.body[0].id;
    });
    classes = await inBatches(CLASSES, async (index) => {
      const answer = await api.call('POST', '/api/classes', {
        id_treinamento: trainingId,
        data_inicio: '2030-03-02',
        data_fim: '2030-03-06',
        id_periodo_turma: 1,
        id_status_turma: 1,
        desc_turma: `Turma de falhas ${index}`,
        gera_comissao: true,
        alunos: students
          .slice(index * PER_CLASS, (index + 1) * PER_CLASS)
          .map((id_aluno) => ({ id_aluno, id_inscricao: 1, gera_comissao: true, id_forma_pagto: 3, valor_pago: 1000 })),
      });
      assert.ok([200, 201].includes(answer.status), answer.text);
      return { id: answer.body[0].id, alunos: answer.body[0].alunos };
    });
    say(`product up and fixture made (${CLASSES} classes x ${PER_CLASS} students) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 300_000);

  afterAll(async () => {
    for (const pool of Object.values(db)) await pool.end().catch(() => {});
    await product?.stop().catch(() => {});
    instances?.destroy();
    process.stdout.write(`\nFault test summary\n${report.map((line) => `  ${line}`).join('\n')}\n`);
  });

  it(`delivers every change exactly once while the broker is killed three times (${CHANGES} changes at ${RATE}/s)`, async () => {
    const mark = await outboxMark();
    const marks = logMarks();
    const seconds = CHANGES / RATE;
    const outages = [];
    const loadStarted = performance.now();
    let loadDone = false;
    const chaos = (async () => {
      for (const at of [0.15, 0.45, 0.75]) {
        while (performance.now() - loadStarted < at * seconds * 1000 && !loadDone) await sleep(100);
        if (loadDone) return;
        const killedAt = performance.now();
        await instances.rabbit.kill();
        await sleep(2000);
        await instances.rabbit.start();
        outages.push({ from: killedAt, to: performance.now() });
      }
    })();
    const load = await makeChanges(CHANGES, RATE);
    loadDone = true;
    await chaos;
    const duringOutage = load.results.filter((result) =>
      outages.some((outage) => result.start >= outage.from && result.start <= outage.to),
    );
    say(
      `broker kills at ${outages.map((outage) => `${((outage.from - loadStarted) / 1000).toFixed(0)} s (down ${((outage.to - outage.from) / 1000).toFixed(1)} s)`).join(', ')}`,
    );
    say(`API writes: ${load.summary}`);
    say(
      `API writes while the broker was down: ${duringOutage.length}, of which 2xx: ${duringOutage.filter((result) => result.status >= 200 && result.status < 300).length}, max ${Math.max(0, ...duringOutage.map((result) => result.ms)).toFixed(0)} ms`,
    );
    const events = await eventsSince(mark);
    say(`academic recorded ${events.length} status-changed events for ${load.ok.length} 2xx changes`);
    const verdict = await verifyExactlyOnce(
      'broker kills',
      events.map((event) => event.id),
      240_000,
    );
    const absorbed = duplicatesAbsorbed(marks);
    say(`broker kills: redeliveries absorbed by the inbox: finance ${absorbed.finance}, reporting ${absorbed.reporting}`);
    assert.equal(outages.length, 3, 'three broker kills');
    assert.ok(duringOutage.length > 0, 'changes were made while the broker was down');
    assert.deepEqual(load.failed.slice(0, 5), [], `writes failed (${load.failed.length})`);
    assert.ok(Math.max(...load.latencies) < 10_000, 'a request hung (>= 10 s)');
    assert.equal(events.length, load.ok.length, 'one event per 2xx change');
    for (const service of CONSUMERS) assert.deepEqual(verdict[service], { lost: 0, duplicated: 0, wrong: 0 }, service);
  }, 480_000);

  it(`keeps every attendance save in reporting exactly once while the broker is killed twice (${ATTENDANCE_SAVES} saves at ${RATE}/s)`, async () => {
    // One session of a past day per class (attendance of a later day is refused), all its students marked on each save.
    const sessions = [];
    for (let from = 0; from < classes.length; from += 8) {
      const made = await Promise.all(
        classes.slice(from, from + 8).map(async (klass) => {
          const answer = await api.call('POST', `/api/classes/${klass.id}/sessions`, { data: '2026-01-05', inicio: '08:00', fim: '11:00' });
          assert.ok([200, 201].includes(answer.status), answer.text);
          const id = Array.isArray(answer.body) ? answer.body[0].id : answer.body.id;
          return { id, alunos: klass.alunos.map((entry) => entry.id_aluno) };
        }),
      );
      sessions.push(...made);
    }
    const mark = await outboxMark();
    const marks = logMarks();
    const seconds = ATTENDANCE_SAVES / RATE;
    const outages = [];
    const loadStarted = performance.now();
    let loadDone = false;
    const chaos = (async () => {
      for (const at of [0.25, 0.6]) {
        while (performance.now() - loadStarted < at * seconds * 1000 && !loadDone) await sleep(100);
        if (loadDone) return;
        const killedAt = performance.now();
        await instances.rabbit.kill();
        await sleep(2000);
        await instances.rabbit.start();
        outages.push({ from: killedAt, to: performance.now() });
      }
    })();
    const load = await saveAttendance(sessions, ATTENDANCE_SAVES, RATE);
    loadDone = true;
    await chaos;
    say(`attendance: broker kills at ${outages.map((outage) => `${((outage.from - loadStarted) / 1000).toFixed(0)} s`).join(', ')}`);
    say(`attendance: API saves: ${load.summary}`);
    const { rows: events } = await db.academic.query(
      `SELECT message_id::text AS id FROM outbox_message WHERE id > $1 AND type = $2 AND (envelope->'payload'->>'id_aula')::int = ANY($3::int[])`,
      [mark, ATTENDANCE_RECORDED, sessions.map((session) => session.id)],
    );
    say(`attendance: academic recorded ${events.length} attendance events for ${load.ok.length} 2xx saves`);
    const verdict = await verifyAttendanceOnce(
      events.map((event) => event.id),
      sessions.map((session) => session.id),
      240_000,
    );
    say(`attendance: redeliveries absorbed by reporting's inbox: ${duplicatesAbsorbed(marks).reporting}`);
    assert.equal(outages.length, 2, 'two broker kills');
    assert.deepEqual(load.failed.slice(0, 5), [], `saves failed (${load.failed.length})`);
    assert.equal(events.length, load.ok.length, 'one event per 2xx save');
    assert.deepEqual(verdict, { lost: 0, duplicated: 0, wrong: 0 });
  }, 480_000);

  it('pays every charge once and leaves no enrolment disagreeing with its charges while the broker and academic are killed', async () => {
    // A priced training; 20 classes of 5 of our students, each paying in 2 instalments: 200 charges.
    const training = await api.call('POST', '/api/trainings', {
      nome_treinamento: 'Treinamento pago',
      id_status_treinamento: 1,
      valor: '600.00',
    });
    assert.ok([200, 201].includes(training.status), training.text);
    const trainingId = training.body[0].id;
    const students = classes.flatMap((klass) => klass.alunos.map((entry) => entry.id_aluno)).slice(0, PAYMENT_CLASSES * PER_CLASS);
    const paying = [];
    for (let index = 0; index < PAYMENT_CLASSES; index += 1) {
      const answer = await api.call('POST', '/api/classes', {
        id_treinamento: trainingId,
        data_inicio: '2030-04-01',
        data_fim: '2030-04-05',
        id_periodo_turma: 2,
        id_status_turma: 1,
        desc_turma: `Turma paga ${index}`,
        alunos: students.slice(index * PER_CLASS, (index + 1) * PER_CLASS).map((id_aluno) => ({ id_aluno, id_inscricao: 1, parcelas: 2 })),
      });
      assert.ok([200, 201].includes(answer.status), answer.text);
      paying.push(answer.body[0].id);
    }
    const chargesOf = async () =>
      (
        await db.finance.query(
          `SELECT c.id, c.id_matricula, c.txid, c.valor::text AS valor, c.situacao FROM cobranca c WHERE c.id_turma = ANY($1::int[]) ORDER BY c.id`,
          [paying],
        )
      ).rows;
    let charges = [];
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(500)) {
      charges = await chargesOf();
      if (charges.length === PAYMENT_CLASSES * PER_CLASS * 2) break;
    }
    assert.equal(charges.length, PAYMENT_CLASSES * PER_CLASS * 2, 'finance charged every seated enrolment');
    const financeMark = Number((await db.finance.query('SELECT COALESCE(max(id), 0) AS n FROM outbox_message')).rows[0].n);

    // Every charge's notice, one in ten sent twice (a provider's retry), at RATE a second; the broker is killed at a
    // third of the way, academic (kill -9) at two thirds and restarted.
    const notices = charges.flatMap((charge, index) => {
      const body = JSON.stringify({
        txid: charge.txid,
        endToEndId: `EFAULT${charge.id}`,
        valor: charge.valor,
        horario: new Date().toISOString(),
      });
      return index % 10 === 0 ? [body, body] : [body];
    });
    const results = [];
    const started = performance.now();
    let academicKilled = false;
    let brokerKilled = false;
    for (const [index, body] of notices.entries()) {
      const wait = started + (index * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      if (!brokerKilled && index >= notices.length / 3) {
        brokerKilled = true;
        await instances.rabbit.kill();
        setTimeout(() => void instances.rabbit.start(), 2000);
      }
      if (!academicKilled && index >= (2 * notices.length) / 3) {
        academicKilled = true;
        await product.kill('academic');
        setTimeout(() => void product.restart('academic'), 1000);
      }
      const signature = `sha256=${createHmac('sha256', PIX_SECRET).update(body).digest('hex')}`;
      const answer = await fetch(`${product.url}/api/payments/pix/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-treina-signature': signature },
        body,
      }).catch((error) => ({ status: 0, error }));
      results.push(answer.status);
    }
    const failed = results.filter((status) => status !== 200);
    say(
      `payments: ${results.length} PIX notices (${charges.length} charges, ${results.length - charges.length} repeated) at ${RATE}/s; not 200: ${failed.length}`,
    );

    // Wait until academic applied every paid announcement, then compare the three sides.
    const enrolments = [...new Set(charges.map((charge) => charge.id_matricula))];
    let announced = [];
    let applied = new Map();
    for (const deadline = Date.now() + 240_000; Date.now() < deadline; await sleep(500)) {
      announced = (
        await db.finance.query(
          `SELECT message_id::text AS id, (envelope->'payload'->>'id_matricula')::int AS enrolment FROM outbox_message
            WHERE id > $1 AND type = $2 AND (envelope->'payload'->>'id_matricula')::int = ANY($3::int[])`,
          [financeMark, PAID, enrolments],
        )
      ).rows;
      applied = await inboxCounts(
        'academic',
        announced.map((event) => event.id),
      );
      if (announced.length >= enrolments.length && applied.size === announced.length) break;
    }
    const payments = (
      await db.finance.query(
        `SELECT p.id_cobranca, count(*)::int AS n FROM pagamento p JOIN cobranca c ON c.id = p.id_cobranca WHERE c.id_turma = ANY($1::int[]) GROUP BY 1`,
        [paying],
      )
    ).rows;
    const statuses = new Map(
      (await db.academic.query('SELECT id, id_status_inscricao AS status FROM inscricao WHERE id = ANY($1::int[])', [enrolments])).rows.map(
        (row) => [row.id, row.status],
      ),
    );
    const paidCharges = new Map();
    for (const charge of await chargesOf())
      paidCharges.set(charge.id_matricula, (paidCharges.get(charge.id_matricula) ?? true) && charge.situacao === 'Paga');
    const lost =
      announced.filter((event) => !applied.has(event.id)).length + (enrolments.length - new Set(announced.map((e) => e.enrolment)).size);
    const duplicated =
      [...applied.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0) +
      (announced.length - new Set(announced.map((e) => e.enrolment)).size) +
      payments.reduce((sum, row) => sum + Math.max(0, row.n - 1), 0);
    const disagreeing = enrolments.filter((id) => (statuses.get(id) === 3) !== paidCharges.get(id)).length;
    say(
      `payments: ${charges.length} charges, ${announced.length} paid announcements for ${enrolments.length} enrolments, lost = ${lost}, duplicated = ${duplicated}, enrolments disagreeing with their charges = ${disagreeing}`,
    );
    assert.equal(academicKilled && brokerKilled, true, 'the broker and academic were killed');
    assert.deepEqual(failed.slice(0, 5), [], `notices refused (${failed.length})`);
    assert.deepEqual({ lost, duplicated, disagreeing }, { lost: 0, duplicated: 0, disagreeing: 0 });
    assert.equal(payments.length, charges.length, 'every charge has its payment');
  }, 480_000);

  it('loses nothing and applies nothing twice when finance and reporting are killed with unacked messages', async () => {
    const mark = await outboxMark();
    // Hold the projections' tables, so handlers stop inside their inbox transactions and deliveries pile up unacked
    // (briefly: a handler blocked past DB_STATEMENT_TIMEOUT_MS would fail and spend a delivery).
    const holders = {};
    for (const [service, table] of [
      ['finance', 'matricula_estado'],
      ['reporting', 'matricula_fato'],
    ]) {
      holders[service] = await db[service].connect();
      await holders[service].query('BEGIN');
      await holders[service].query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
    }
    let load;
    try {
      load = await makeChanges(200, 100, { maxMs: 5000 });
      // The broker's queue figures lag by up to its statistics interval (set short on this node: lib/instances.mjs).
      let inFlight;
      for (const deadline = Date.now() + 5000; ; await sleep(300)) {
        const queues = instances.rabbit.queues();
        inFlight = Object.fromEntries(CONSUMERS.map((service) => [service, queues[`${service}.events`] ?? { ready: 0, unacked: 0 }]));
        if (CONSUMERS.every((service) => inFlight[service].unacked > 0) || Date.now() > deadline) break;
      }
      say(`consumer kill: ${load.summary}`);
      say(
        `consumer kill: queues before kill -9: ${CONSUMERS.map((service) => `${service} ${inFlight[service].unacked} unacked + ${inFlight[service].ready} ready`).join(', ')}`,
      );
      for (const service of CONSUMERS) assert.ok(inFlight[service].unacked > 0, `${service} has no unacked messages in flight`);
      await Promise.all(CONSUMERS.map((service) => product.kill(service)));
    } finally {
      for (const holder of Object.values(holders)) {
        await holder.query('ROLLBACK').catch(() => {});
        holder.release();
      }
    }
    const marks = logMarks();
    const restartStarted = Date.now();
    await Promise.all(CONSUMERS.map((service) => product.restart(service)));
    say(`consumer kill: finance and reporting restarted in ${((Date.now() - restartStarted) / 1000).toFixed(1)} s`);
    const events = await eventsSince(mark);
    const verdict = await verifyExactlyOnce(
      'consumer kill',
      events.map((event) => event.id),
      120_000,
    );
    const absorbed = duplicatesAbsorbed(marks);
    say(
      `consumer kill: redeliveries absorbed by the inbox after the restart: finance ${absorbed.finance}, reporting ${absorbed.reporting}`,
    );
    assert.deepEqual(load.failed.slice(0, 5), []);
    assert.equal(events.length, load.ok.length);
    for (const service of CONSUMERS) assert.deepEqual(verdict[service], { lost: 0, duplicated: 0, wrong: 0 }, service);
  }, 240_000);

  it('answers 503 with a Portuguese message at once while PostgreSQL is stopped for 20 s, and recovers on its own', async () => {
    const target = classes[0];
    const probes = {
      'GET /api/students': () => api.call('GET', '/api/students?type=student&page=1&pageSize=10', undefined, 10_000),
      'GET /api/classes': () => api.call('GET', '/api/classes?page=1&pageSize=10', undefined, 10_000),
      'PATCH /api/classes/:id': () =>
        api.call('PATCH', `/api/classes/${target.id}`, { desc_turma: `Turma de falhas 0 (${Date.now()})` }, 10_000),
      'GET /api/activities': () => api.call('GET', '/api/activities?page=1&pageSize=10', undefined, 10_000),
      'GET /api/commissions': () => api.call('GET', '/api/commissions?page=1&pageSize=10', undefined, 10_000),
      'GET /api/reports/enrolments/summary': () => api.call('GET', '/api/reports/enrolments/summary', undefined, 10_000),
      'GET /api/user': () => api.call('GET', '/api/user', undefined, 10_000),
      'POST /api/auth/login': () => api.call('POST', '/api/auth/login', { username: 'admin@treina.dev', password: 'Admin#2026' }, 10_000),
    };
    for (const [name, probe] of Object.entries(probes)) {
      const answer = await probe();
      assert.equal(answer.status, 200, `${name} before the outage: ${answer.status} ${answer.text}`);
    }
    instances.postgres.stop();
    const stoppedAt = Date.now();
    const during = [];
    while (Date.now() - stoppedAt < 20_000) {
      const round = await Promise.all(Object.entries(probes).map(async ([name, probe]) => ({ name, ...(await probe()) })));
      during.push(...round);
      await sleep(1000);
    }
    const readiness = await Promise.all(
      ['identity', 'crm', 'academic', 'finance', 'reporting'].map(
        async (service) => (await fetch(`${product.serviceUrl(service)}/health/ready`).catch(() => ({ status: 0 }))).status,
      ),
    );
    await instances.postgres.start();
    const restartedAt = Date.now();
    const recovered = {};
    while (Object.keys(recovered).length < Object.keys(probes).length && Date.now() - restartedAt < 60_000) {
      await Promise.all(
        Object.entries(probes).map(async ([name, probe]) => {
          if (recovered[name] !== undefined) return;
          if ((await probe()).status === 200) recovered[name] = Date.now() - restartedAt;
        }),
      );
      await sleep(250);
    }
    const byName = {};
    for (const answer of during) (byName[answer.name] ??= []).push(answer);
    for (const [name, answers] of Object.entries(byName)) {
      const statuses = [...new Set(answers.map((answer) => answer.status))].join('/');
      const messages = [...new Set(answers.map((answer) => answer.body?.statusMsg ?? answer.error ?? answer.text?.slice(0, 60)))].join(
        ' | ',
      );
      say(
        `postgres stop: ${name}: ${answers.length} calls -> ${statuses}, max ${Math.max(...answers.map((answer) => answer.ms)).toFixed(0)} ms, "${messages}"; 200 again ${recovered[name] === undefined ? 'NEVER (60 s)' : `${(recovered[name] / 1000).toFixed(1)} s`} after the restart`,
      );
    }
    say(`postgres stop: readiness during the outage: ${readiness.join(', ')} (identity, crm, academic, finance, reporting)`);
    const bad = during.filter((answer) => answer.status !== 503 || !/[ãçéíóúâêô]/.test(answer.body?.statusMsg ?? '') || answer.ms > 5000);
    assert.deepEqual(
      bad.map(
        (answer) => `${answer.name}: ${answer.status} ${answer.error ?? ''} ${answer.text?.slice(0, 200) ?? ''} ${answer.ms.toFixed(0)} ms`,
      ),
      [],
    );
    assert.deepEqual(readiness, [503, 503, 503, 503, 503]);
    assert.equal(
      Object.keys(recovered).length,
      Object.keys(probes).length,
      `not recovered: ${Object.keys(probes).filter((name) => recovered[name] === undefined)}`,
    );
    // The consumers work again too.
    const mark = await outboxMark();
    await makeChanges(20, 20);
    const verdict = await verifyExactlyOnce(
      'after postgres restart',
      (await eventsSince(mark)).map((event) => event.id),
      60_000,
    );
    for (const service of CONSUMERS) assert.deepEqual(verdict[service], { lost: 0, duplicated: 0, wrong: 0 }, service);
  }, 240_000);

  it('dead-letters poison messages while the queue keeps moving', async () => {
    const platform = await import(join(ROOT, 'libs/nest-platform/dist/src/index.js'));
    const contracts = await import(join(ROOT, 'libs/contracts/dist/index.js'));
    const connection = await amqplib.connect(instances.rabbit.url);
    try {
      const channel = await connection.createConfirmChannel();
      const depth = async (queue) => (await channel.checkQueue(queue)).messageCount;
      const dlqs = Object.fromEntries(CONSUMERS.map((service) => [service, platform.deadLetterQueueName(contracts.queueNameOf(service))]));
      const before = Object.fromEntries(await Promise.all(CONSUMERS.map(async (service) => [service, await depth(dlqs[service])])));
      const routingKey = 'academic.enrolment.created.v1';
      // Not JSON at all (dead-lettered at once), and an envelope whose payload no handler accepts (retried, then dead-lettered).
      channel.publish(contracts.EVENTS_EXCHANGE, routingKey, Buffer.from('isto não é JSON'), { persistent: true, messageId: randomUUID() });
      const envelope = {
        id: randomUUID(),
        type: routingKey,
        version: 1,
        occurredAt: new Date().toISOString(),
        producer: 'faults',
        correlationId: randomUUID(),
        causationId: null,
        payload: { id_matricula: 'x' },
      };
      channel.publish(contracts.EVENTS_EXCHANGE, routingKey, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
        messageId: envelope.id,
      });
      await channel.waitForConfirms();
      const published = Date.now();
      const mark = await outboxMark();
      await makeChanges(20, 20);
      const events = await eventsSince(mark);
      const verdict = await verifyExactlyOnce(
        'poison',
        events.map((event) => event.id),
        30_000,
      );
      let after = before;
      while (Date.now() - published < 60_000) {
        after = Object.fromEntries(await Promise.all(CONSUMERS.map(async (service) => [service, await depth(dlqs[service])])));
        if (CONSUMERS.every((service) => after[service] - before[service] >= 2)) break;
        await sleep(500);
      }
      for (const service of CONSUMERS) {
        say(
          `poison: ${service}: ${after[service] - before[service]} message(s) in ${dlqs[service]} after ${((Date.now() - published) / 1000).toFixed(1)} s; the 20 changes sent meanwhile were applied`,
        );
        assert.equal(after[service] - before[service], 2, `${service} dead-letter queue`);
        assert.deepEqual(verdict[service], { lost: 0, duplicated: 0, wrong: 0 }, service);
        assert.equal(await depth(contracts.queueNameOf(service)), 0, `${service} queue drained`);
      }
      await channel.close();
    } finally {
      await connection.close().catch(() => {});
    }
  }, 120_000);
});
