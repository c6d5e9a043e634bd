// The event pipeline's capacity: enrolment status changes at rising rates until the lag grows
// without bound, and the highest rate at which the commission row (finance) and the reporting
// fact both stay within the lag goal (bench/lib/report.mjs) for the whole step (BENCH_CAPACITY_SECONDS).
//
// Load: PATCH /api/classes/{id} through the gateway, each one toggling every Inscrito /
// Pagamento Pendente entry that generates commission in one class (1 <-> 2): one
// `academic.enrolment.status-changed.v1` per entry, so one PATCH is many events. Classes are taken
// round-robin, never two PATCHes on one class at a time, at most `inFlight` PATCHes at once.
//
// Timing per event, exact and without polling: the envelope's `occurredAt` (stamped by academic's
// outbox just before COMMIT) -> `published_at` (academic's relay, after the broker's confirm) ->
// `received_at` of the consumer's inbox row, written in the transaction that applies the event.
// A message applied alone stamps its transaction's start (the apply's own few milliseconds are not
// in the figure); a batch of waiting messages (EventConsumer, consumer option batchSize) stamps
// clock_timestamp() after its last handler, just before COMMIT, so the figure includes the wait
// behind its batch-mates: it is when the effect became visible, give or take the commit's flush.
// Same machine, same clock.
// The stage whose share of the lag grows first is the one that limits the pipeline.
//
// At the end, for every enrolment changed: academic's status equals finance's commission row and
// reporting's fact (lost), and no consumer applied one event twice (duplicated, from the inboxes).
import { connect, loadText, log, ms, sleep, summary } from './lib/common.mjs';
import { cpuCeiling } from './lib/cpu.mjs';

const STATUS_CHANGED = 'academic.enrolment.status-changed.v1';

/** Inbox rows of these messages per consumer: message id -> received_at (ms). */
async function received(client, ids) {
  const { rows } = await client.query(
    `SELECT message_id::text AS id, count(*)::int AS n, (extract(epoch FROM max(received_at)) * 1000)::float8 AS at
       FROM inbox_message WHERE message_id = ANY($1::uuid[]) GROUP BY message_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** One step: `rate` events per second for `seconds`, then wait for both consumers to apply them. */
async function step({ api, db, classes, rate, seconds, inFlight, drainMs, cpu }) {
  const stopCpu = cpu();
  const mark = Number((await db.academic.query('SELECT COALESCE(max(id), 0) AS n FROM outbox_message')).rows[0].n);
  const started = performance.now();
  const until = started + seconds * 1000;
  let sent = 0;
  let patches = 0;
  let failed = 0;
  const patchMs = [];
  let cursor = 0;
  const busy = new Set();
  const running = new Set();
  while (performance.now() < until) {
    // The schedule is in events: the next PATCH leaves when the events sent so far are due.
    const due = started + (sent * 1000) / rate;
    const now = performance.now();
    if (due > now) await sleep(Math.min(due - now, until - now));
    if (performance.now() >= until) break;
    if (running.size >= inFlight) {
      await Promise.race(running);
      continue;
    }
    let target;
    for (let tries = 0; tries < classes.length && !target; tries += 1) {
      const candidate = classes[cursor % classes.length];
      cursor += 1;
      if (!busy.has(candidate.id)) target = candidate;
    }
    if (!target) {
      await Promise.race(running);
      continue;
    }
    const alunos = target.alunos.map((entry) =>
      [1, 2].includes(entry.id_inscricao) && entry.gera_comissao ? { ...entry, id_inscricao: entry.id_inscricao === 1 ? 2 : 1 } : entry,
    );
    sent += target.eligible;
    busy.add(target.id);
    const call = api
      .call('PATCH', `/api/classes/${target.id}`, { alunos })
      .then((answer) => {
        patchMs.push(answer.ms);
        if (answer.status === 200) target.alunos = answer.body.alunos;
        else failed += 1;
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => {
        busy.delete(target.id);
        running.delete(call);
      });
    running.add(call);
    patches += 1;
  }
  await Promise.all(running);
  const sendSeconds = (performance.now() - started) / 1000;

  const { rows: events } = await db.academic.query(
    `SELECT message_id::text AS id, (extract(epoch FROM (envelope->>'occurredAt')::timestamptz) * 1000)::float8 AS committed,
            (extract(epoch FROM published_at) * 1000)::float8 AS published
       FROM outbox_message WHERE id > $1 AND type = $2`,
    [mark, STATUS_CHANGED],
  );
  const ids = events.map((event) => event.id);
  // Drained: both consumers hold every event of the step, or the wait is over.
  const drainStarted = Date.now();
  let finance;
  let reporting;
  for (;;) {
    [finance, reporting] = await Promise.all([received(db.finance, ids), received(db.reporting, ids)]);
    if ((finance.size === ids.length && reporting.size === ids.length) || Date.now() - drainStarted > drainMs) break;
    await sleep(250);
  }
  // CPU of the send and the drain, per event: which process pays for the pipeline.
  const cpuPerEvent = stopCpu(ids.length);
  // Publish times are read again: the relay may have sent the last ones during the drain.
  const published = new Map(
    (
      await db.academic.query(
        `SELECT message_id::text AS id, (extract(epoch FROM published_at) * 1000)::float8 AS at FROM outbox_message WHERE id > $1 AND type = $2`,
        [mark, STATUS_CHANGED],
      )
    ).rows.map((row) => [row.id, row.at]),
  );
  const lagTo = (consumer) => events.filter((event) => consumer.has(event.id)).map((event) => consumer.get(event.id).at - event.committed);
  const stage = (consumer) =>
    events
      .filter((event) => consumer.has(event.id) && published.get(event.id))
      .map((event) => consumer.get(event.id).at - published.get(event.id));
  const relay = events.filter((event) => published.get(event.id)).map((event) => published.get(event.id) - event.committed);
  return {
    asked: rate,
    seconds: sendSeconds,
    events: ids.length,
    achieved: ids.length / sendSeconds,
    patches,
    failed,
    patch: summary(patchMs),
    relay: summary(relay),
    finance: { ...summary(lagTo(finance)), missing: ids.length - finance.size, consumer: summary(stage(finance)) },
    reporting: { ...summary(lagTo(reporting)), missing: ids.length - reporting.size, consumer: summary(stage(reporting)) },
    drainedSeconds: (Date.now() - drainStarted) / 1000,
    cpuPerEvent,
    load: loadText(),
  };
}

/** lost / duplicated / differing over every enrolment the benchmark changed. */
async function consistency(db, classes, mark) {
  const ids = classes.flatMap((target) => target.alunos.filter((entry) => entry.gera_comissao).map((entry) => entry.id));
  const { rows: academic } = await db.academic.query(
    'SELECT id, id_status_inscricao AS status FROM inscricao WHERE id = ANY($1::int[]) AND id_status_inscricao IN (1, 2)',
    [ids],
  );
  const { rows: events } = await db.academic.query('SELECT message_id::text AS id FROM outbox_message WHERE id > $1 AND type = $2', [
    mark,
    STATUS_CHANGED,
  ]);
  const eventIds = events.map((event) => event.id);
  const verdict = {};
  for (const [service, table] of [
    ['finance', 'comissao'],
    ['reporting', 'matricula_fato'],
  ]) {
    const inbox = await received(db[service], eventIds);
    const { rows } = await db[service].query(
      `SELECT id_matricula AS id, id_status_inscricao AS status FROM ${table} WHERE id_matricula = ANY($1::int[])`,
      [academic.map((row) => row.id)],
    );
    const theirs = new Map(rows.map((row) => [row.id, row.status]));
    verdict[service] = {
      events: eventIds.length,
      lost: eventIds.length - inbox.size,
      duplicated: [...inbox.values()].reduce((sum, row) => sum + row.n - 1, 0) + (rows.length - theirs.size),
      differing: academic.filter((row) => theirs.get(row.id) !== row.status).length,
    };
  }
  return verdict;
}

/**
 * @param {object} options
 * @param {{ call: Function }} options.api a logged-in gateway client (bench/run.mjs)
 * @param {(service: string) => string} options.dbUrl
 * @param {number[]} [options.rates] events per second, in order; stops after the first step that fails
 * @param {number} [options.seconds] per step
 * @param {() => Promise<void>} [options.beforeStep] runs before each step (bench/run.mjs: drain, then VACUUM)
 * @param {() => (events: number) => Record<string, number> | undefined} [options.cpu] starts a CPU meter
 *   (bench/lib/cpu.mjs cpuMeter) whose stop gives CPU ms per event of each process
 */
export async function capacityBenchmark({
  api,
  dbUrl,
  rates = [250, 500, 1000, 1500, 2000],
  seconds = 60,
  inFlight = 16,
  goal = 1000,
  beforeStep = async () => {},
  cpu = () => () => undefined,
}) {
  const db = {
    academic: await connect(dbUrl('academic')),
    finance: await connect(dbUrl('finance')),
    reporting: await connect(dbUrl('reporting')),
  };
  try {
    // Open classes with the most entries to toggle; each PATCH is that many events.
    const { rows: candidates } = await db.academic.query(
      `SELECT c.id, count(*)::int AS n FROM turma c JOIN inscricao e ON e.id_turma = c.id
        WHERE c.id_status_turma IN (1, 2, 3) AND e.id_status_inscricao IN (1, 2) AND e.gera_comissao
        GROUP BY c.id HAVING count(*) >= 10 ORDER BY count(*) DESC, c.id LIMIT 400`,
    );
    const classes = [];
    for (const candidate of candidates) {
      const answer = await api.call('GET', `/api/classes?classId=${candidate.id}`);
      if (answer.status !== 200) throw new Error(`GET class ${candidate.id}: ${answer.status}`);
      const row = answer.body[0];
      const eligible = row.alunos.filter((entry) => [1, 2].includes(entry.id_inscricao) && entry.gera_comissao).length;
      classes.push({ id: row.id, alunos: row.alunos, eligible });
    }
    const perPatch = classes.reduce((sum, target) => sum + target.eligible, 0) / classes.length;
    log(
      `event pipeline capacity: ${classes.length} classes, ${perPatch.toFixed(1)} status changes per PATCH on average; steps of ${seconds} s at ${rates.join(', ')} events/s (${loadText()})`,
    );
    const mark = Number((await db.academic.query('SELECT COALESCE(max(id), 0) AS n FROM outbox_message')).rows[0].n);
    const steps = [];
    let best = 0;
    let bestSent = 0;
    let bestAsked = 0;
    for (const rate of rates) {
      await beforeStep();
      const figure = await step({ api, db, classes, rate, seconds, inFlight, drainMs: 120_000, cpu });
      // Held: nothing failed and both lags stayed within the lag goal with every event applied, at the rate the
      // step sent. A step that could not send the rate asked (the PATCHes themselves, 16 at a time,
      // on the same two cores) still measured the pipeline at the rate it did send; the steps go on
      // while the lag holds, and the figure is the highest rate sent whose lag held.
      figure.held = figure.failed === 0 && [figure.finance, figure.reporting].every((lag) => lag.missing === 0 && lag.p95 < 1000);
      figure.reached = figure.achieved >= rate * 0.95;
      steps.push(figure);
      log(
        `  ${String(rate).padStart(5)}/s asked: ${figure.achieved.toFixed(0)}/s sent (${figure.events} events in ${figure.patches} PATCHes, ${figure.failed} failed; PATCH p50 ${ms(figure.patch.p50)} p95 ${ms(figure.patch.p95)})`,
      );
      const verdict = !figure.held
        ? 'NOT held'
        : figure.reached
          ? 'held'
          : `held at the ${figure.achieved.toFixed(0)}/s sent (the rate asked was not sent)`;
      log(
        `         lag p95 commit -> commission ${ms(figure.finance.p95)} / -> fact ${ms(figure.reporting.p95)}; stages p95: relay ${ms(figure.relay.p95)}, broker+finance ${ms(figure.finance.consumer.p95)}, broker+reporting ${ms(figure.reporting.consumer.p95)}; ${verdict} (${figure.load})`,
      );
      if (figure.cpuPerEvent)
        log(
          `         CPU ms per event: ${Object.entries(figure.cpuPerEvent)
            .map(([name, value]) => `${name} ${value}`)
            .join(', ')}; the two cores could carry ${cpuCeiling(figure.cpuPerEvent, 2)} events/s`,
        );
      if (!figure.held) break;
      // The rate the step drove, when it sent that (within 1%: its events a second over the send time, which
      // ends when the last PATCH answers, falls a little under the schedule, 999 for 1,000); else what it sent.
      const credited = figure.achieved >= rate * 0.99 ? rate : figure.achieved;
      if (credited > best) {
        best = credited;
        bestSent = figure.achieved;
        bestAsked = rate;
      }
    }
    const end = await consistency(db, classes, mark);
    for (const [service, verdict] of Object.entries(end))
      log(
        `  ${service}: ${verdict.events} events, lost ${verdict.lost}, duplicated ${verdict.duplicated}, rows differing from academic ${verdict.differing}`,
      );
    const last = steps.at(-1);
    const limiter = !last
      ? '-'
      : last.held && last.reached
        ? `not reached: every step held, up to ${last.asked}/s`
        : last.held
          ? `academic (the PATCHes themselves: ${last.achieved.toFixed(0)}/s sent of ${last.asked}/s asked, the lag still held)`
          : last.relay.p95 >= Math.max(last.finance.consumer.p95, last.reporting.consumer.p95)
            ? "academic's outbox relay"
            : last.finance.consumer.p95 >= last.reporting.consumer.p95
              ? 'finance (broker + consumer)'
              : 'reporting (broker + consumer)';
    log(
      `  highest rate held for ${seconds} s: ${best.toFixed(0)} events/s (${bestSent.toFixed(0)}/s sent, ${bestAsked}/s asked) (goal >= ${goal}: ${best >= goal ? 'met' : 'NOT met'}); the limit: ${limiter}`,
    );
    return { steps, best, bestSent, bestAsked, goal, limiter, consistency: end, perPatch };
  } finally {
    await Promise.all(Object.values(db).map((client) => client.end()));
  }
}
