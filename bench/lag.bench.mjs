// Event lag: `total` enrolment status changes at a steady `perSecond` through the API
// (PATCH /api/classes/{id} with the whole list, one entry toggled between 1 and 2, every
// change on a different enrolment that generates commission), and for each the time from
// academic's commit to the row being visible in finance's `comissao` and in reporting's
// `matricula_fato`.
//
// Commit time: the event's `occurredAt`, stamped by the outbox just before COMMIT (read from
// academic's outbox_message). Visible time: this process's clock when a poll of the consumer's
// database (every `pollMs`) first sees the new status. Same machine, same clock; the figures
// are over by up to one poll interval plus the poll query.
import { connect, log, loadText, ms, sleep, summary } from './lib/common.mjs';

const STATUS_CHANGED = 'academic.enrolment.status-changed.v1';

export async function lagBenchmark({ api, dbUrl, total = 1000, perSecond = 50, workers = 8, pollMs = 10 }) {
  const academic = await connect(dbUrl('academic'));
  const finance = await connect(dbUrl('finance'));
  const reporting = await connect(dbUrl('reporting'));
  try {
    // Open classes (changes allowed) with enough Inscrito / Pagamento Pendente entries that generate commission.
    const { rows: candidates } = await academic.query(
      `SELECT c.id, count(*)::int AS n FROM turma c JOIN inscricao e ON e.id_turma = c.id
        WHERE c.id_status_turma IN (1, 2, 3) AND e.id_status_inscricao IN (1, 2) AND e.gera_comissao
        GROUP BY c.id HAVING count(*) >= 4 ORDER BY c.id DESC LIMIT $1`,
      [Math.ceil(total / 4) + workers],
    );
    const classes = [];
    for (const candidate of candidates) {
      const answer = await api.call('GET', `/api/classes?classId=${candidate.id}`);
      if (answer.status !== 200) throw new Error(`GET class ${candidate.id}: ${answer.status}`);
      const row = answer.body[0];
      classes.push({
        id: row.id,
        alunos: row.alunos,
        free: row.alunos
          .map((entry, index) => ({ entry, index }))
          .filter(({ entry }) => [1, 2].includes(entry.id_inscricao) && entry.gera_comissao)
          .map(({ index }) => index),
      });
    }
    const capacity = classes.reduce((sum, entry) => sum + entry.free.length, 0);
    if (capacity < total) throw new Error(`only ${capacity} enrolments to change`);
    const mark = Number((await academic.query('SELECT COALESCE(max(id), 0) AS n FROM outbox_message')).rows[0].n);

    // Pending events: id_matricula -> { occurredAt, expected status, seen times }.
    const pending = new Map();
    const done = [];
    let polling = true;
    let expected = Infinity;
    let deadline = Infinity;
    let lastOutboxId = mark;
    const known = new Set();
    const poller = (async () => {
      while (polling || done.length < expected) {
        // Outbox ids are taken at insert and committed in any order: re-read a window below the highest seen.
        const { rows } = await academic.query(
          `SELECT id, (envelope->'payload'->>'id_matricula')::int AS enrolment, (envelope->'payload'->>'id_status_inscricao')::int AS status, envelope->>'occurredAt' AS at
             FROM outbox_message WHERE id > $1 AND type = $2 ORDER BY id`,
          [Math.max(mark, lastOutboxId - 500), STATUS_CHANGED],
        );
        for (const row of rows) {
          lastOutboxId = Math.max(lastOutboxId, Number(row.id));
          if (known.has(row.id)) continue;
          known.add(row.id);
          pending.set(row.enrolment, { enrolment: row.enrolment, status: row.status, committed: Date.parse(row.at) });
        }
        if (pending.size) {
          const ids = [...pending.keys()];
          const [f, r] = await Promise.all([
            finance.query('SELECT id_matricula AS id, id_status_inscricao AS status FROM comissao WHERE id_matricula = ANY($1::int[])', [
              ids,
            ]),
            reporting.query(
              'SELECT id_matricula AS id, id_status_inscricao AS status FROM matricula_fato WHERE id_matricula = ANY($1::int[])',
              [ids],
            ),
          ]);
          const now = Date.now();
          for (const [source, result] of [
            ['finance', f],
            ['reporting', r],
          ]) {
            for (const row of result.rows) {
              const item = pending.get(row.id);
              if (item && row.status === item.status && item[source] === undefined) item[source] = now;
            }
          }
          for (const item of [...pending.values()]) {
            if (item.finance !== undefined && item.reporting !== undefined) {
              pending.delete(item.enrolment);
              done.push(item);
            }
          }
        }
        if (!polling && Date.now() > deadline) break;
        await sleep(pollMs);
      }
    })();

    const results = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async (_, slot) => {
        const mine = classes.filter((_, index) => index % workers === slot);
        for (let turn = 0; ; turn += 1) {
          const index = next;
          next += 1;
          if (index >= total) return;
          const wait = started + (index * 1000) / perSecond - performance.now();
          if (wait > 0) await sleep(wait);
          let target = mine[turn % mine.length];
          for (let tries = 0; !target.free.length && tries < mine.length; tries += 1) target = mine[(turn + tries) % mine.length];
          const position = target.free.shift();
          const alunos = target.alunos.map((entry, at) =>
            at === position ? { ...entry, id_inscricao: entry.id_inscricao === 1 ? 2 : 1 } : entry,
          );
          const answer = await api.call('PATCH', `/api/classes/${target.id}`, { alunos });
          if (answer.status === 200) target.alunos = answer.body.alunos;
          results.push({ status: answer.status, ms: answer.ms });
        }
      }),
    );
    const tookMs = performance.now() - started;
    expected = results.filter((result) => result.status === 200).length;
    deadline = Date.now() + 60_000;
    polling = false;
    await poller;

    const toFinance = done.map((item) => item.finance - item.committed);
    const toReporting = done.map((item) => item.reporting - item.committed);
    const failed = results.filter((result) => result.status !== 200).length;
    const figure = {
      changes: results.length,
      failed,
      seconds: tookMs / 1000,
      rate: results.length / (tookMs / 1000),
      api: summary(results.map((result) => result.ms)),
      finance: summary(toFinance),
      reporting: summary(toReporting),
      missing: pending.size,
      pollMs,
      load: loadText(),
    };
    log(
      `event lag: ${figure.changes} changes in ${figure.seconds.toFixed(1)} s (${figure.rate.toFixed(1)}/s, asked ${perSecond}/s; ${failed} failed), PATCH p50 ${ms(figure.api.p50)} p99 ${ms(figure.api.p99)} (${figure.load})`,
    );
    log(
      `  commit -> commission row in finance:  p50 ${ms(figure.finance.p50)} p95 ${ms(figure.finance.p95)} p99 ${ms(figure.finance.p99)} max ${ms(figure.finance.max)} (${figure.finance.n} seen)`,
    );
    log(
      `  commit -> fact in reporting:          p50 ${ms(figure.reporting.p50)} p95 ${ms(figure.reporting.p95)} p99 ${ms(figure.reporting.p99)} max ${ms(figure.reporting.max)} (${figure.reporting.n} seen)`,
    );
    if (pending.size) log(`  ${pending.size} changes not seen in both within 60 s after the last change`);
    return figure;
  } finally {
    await Promise.all([academic.end(), finance.end(), reporting.end()]);
  }
}
