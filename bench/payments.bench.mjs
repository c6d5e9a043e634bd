// PIX payments: `perSecond` signed payment notices for `seconds` through the gateway
// (POST /api/payments/pix/webhook), each paying the only open charge of an enrolment in
// status 1 or 2, and for each the time from sending the notice to academic showing the
// enrolment as 3 'Pago' (finance records the payment, publishes finance.enrolment.paid.v1,
// academic applies it). Visible time: this process's clock when a poll of academic's
// database (every `pollMs`) first sees status 3; the figures are over by up to one poll.
import { createHmac } from 'node:crypto';
import { connect, log, ms, sleep, summary } from './lib/common.mjs';

export async function paymentsBenchmark({ baseUrl, dbUrl, secret, perSecond = 1000, seconds = 10, inFlight = 256, pollMs = 50 }) {
  const finance = await connect(dbUrl('finance'));
  const academic = await connect(dbUrl('academic'));
  try {
    const wanted = perSecond * seconds;
    const { rows: open } = await finance.query(
      `SELECT c.id_matricula, c.txid, c.valor::text AS valor FROM cobranca c
        WHERE c.situacao = 'Aberta' AND c.parcelas = 1 AND c.valor_recebido = 0 ORDER BY c.id DESC LIMIT $1`,
      [wanted * 2],
    );
    const { rows: seated } = await academic.query('SELECT id FROM inscricao WHERE id = ANY($1::int[]) AND id_status_inscricao IN (1, 2)', [
      open.map((row) => row.id_matricula),
    ]);
    const seatedIds = new Set(seated.map((row) => row.id));
    const targets = open.filter((row) => seatedIds.has(row.id_matricula)).slice(0, wanted);
    if (targets.length < wanted) log(`payments: only ${targets.length} enrolments with one open charge (wanted ${wanted})`);

    const sentAt = new Map();
    const httpMs = [];
    const statuses = {};
    let active = 0;
    const started = performance.now();
    const send = async (target, index) => {
      const body = JSON.stringify({
        txid: target.txid,
        endToEndId: `EBENCH${Date.now().toString(36)}${index}`.slice(0, 35),
        valor: target.valor,
        horario: new Date().toISOString(),
      });
      const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
      const begun = performance.now();
      sentAt.set(target.id_matricula, begun);
      try {
        const answer = await fetch(`${baseUrl}/api/payments/pix/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-treina-signature': signature },
          body,
        });
        await answer.arrayBuffer();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      httpMs.push(performance.now() - begun);
    };
    const pending = [];
    for (const [index, target] of targets.entries()) {
      const wait = started + (index * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      while (active >= inFlight) await sleep(1);
      active += 1;
      pending.push(send(target, index).finally(() => (active -= 1)));
    }
    const sendMs = performance.now() - started;
    await Promise.all(pending);

    const seenAt = new Map();
    const ids = targets.map((target) => target.id_matricula);
    for (const deadline = performance.now() + 180_000; seenAt.size < ids.length && performance.now() < deadline; await sleep(pollMs)) {
      const waiting = ids.filter((id) => !seenAt.has(id));
      const { rows } = await academic.query('SELECT id FROM inscricao WHERE id = ANY($1::int[]) AND id_status_inscricao = 3', [waiting]);
      const now = performance.now();
      for (const row of rows) seenAt.set(row.id, now);
    }
    const lag = [...seenAt].map(([id, at]) => at - sentAt.get(id));
    const figures = {
      asked: { perSecond, seconds, notices: targets.length },
      sent: { seconds: sendMs / 1000, perSecond: targets.length / (sendMs / 1000) },
      statuses,
      http: summary(httpMs),
      toPaid: summary(lag),
      notPaid: ids.length - seenAt.size,
    };
    log(
      `payments: ${targets.length} notices in ${(sendMs / 1000).toFixed(1)} s (${figures.sent.perSecond.toFixed(0)}/s, asked ${perSecond}/s), ` +
        `statuses ${JSON.stringify(statuses)}; webhook p50 ${ms(figures.http.p50)}, p95 ${ms(figures.http.p95)}; ` +
        `notice to 'Pago' p50 ${ms(figures.toPaid.p50)}, p95 ${ms(figures.toPaid.p95)}, max ${ms(figures.toPaid.max)}; not paid ${figures.notPaid}`,
    );
    return figures;
  } finally {
    await Promise.all([finance.end(), academic.end()]);
  }
}
