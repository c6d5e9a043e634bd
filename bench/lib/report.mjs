// The figures of one `npm run bench` as Markdown (copied into bench/RESULTS.md).
import { total } from './memory.mjs';

const f = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

const mark = (ok) => (ok ? 'met   ' : 'MISSED');

/** The idle memory goal: MiB of RSS per product process on average (gateway and every service). */
const IDLE_MIB_PER_PROCESS = 110;

/**
 * The goals, each a constant below: every paged list's median and its ratio to its raw query;
 * the event lag's p95; the first screen, big classes' PATCH, throughput, capacity and memory.
 */
export function verdicts(results) {
  const lines = [];
  // The first screen's bytes on the wire (KB as 1,000 bytes).
  const fe = results.frontend;
  if (fe?.loginJs) {
    lines.push(
      `${mark(fe.loginJs.wireKiB * 1024 <= 150_000)} /login JavaScript on the wire: ${f(fe.loginJs.wireKiB)} KiB (goal <= 150 KB)`,
    );
  }
  if (fe?.classJs) {
    lines.push(`${mark(fe.classJs.files <= 30)} /class after log-in: ${fe.classJs.files} scripts (goal <= 30)`);
    lines.push(
      `${mark(fe.classInteractive.median <= 800)} /class first row on screen: median ${fe.classInteractive.median} ms (goal <= 800)`,
    );
  }
  // Goal 2: a class PATCH changing all 40 entries, one at a time: at a rate the product sustains
  // (paced; http.bench.mjs) and back to back (one connection, the event pipeline saturated).
  for (const row of (results.http ?? []).filter((entry) => entry.name.includes('entries changed'))) {
    const backToBack = `back to back p50 ${f(row.c1.p50)} ms (${f(row.c1.rps * 40, 0)} events/s offered)`;
    lines.push(
      row.paced
        ? `${mark(row.paced.p50 <= 20)} ${row.name}: p50 ${f(row.paced.p50)} ms at ${row.paced.perSecond} saves/s (goal <= 20); ${backToBack}`
        : `${mark(row.c1.p50 <= 20)} ${row.name}: ${backToBack} (goal <= 20)`,
    );
  }
  // Goal 6: the product's processes' memory idle, on average per process (a new service brings its own budget).
  if (results.memory?.idle) {
    const count = Object.keys(results.memory.idle).length;
    const average = total(results.memory.idle) / count;
    lines.push(
      `${mark(average <= IDLE_MIB_PER_PROCESS)} memory idle: ${f(average)} MiB per process, ${f(total(results.memory.idle))} MiB for ${count} (goal <= ${IDLE_MIB_PER_PROCESS} on average)`,
    );
  }
  if (results.memory?.underLists) {
    lines.push(
      `${mark(total(results.memory.underLists) <= 1024)} memory under the lists: ${f(total(results.memory.underLists))} MiB (goal <= 1 GiB)`,
    );
  }
  for (const row of (results.http ?? []).filter((entry) => entry.list)) {
    const ok = row.c1.p50 < 50 && row.ratio <= 3;
    lines.push(
      `${ok ? 'met   ' : 'MISSED'} ${row.name}: median ${f(row.c1.p50)} ms, ${f(row.ratio)}x raw${row.firstMs === undefined ? '' : ` (first ask ${f(row.firstMs)} ms${row.firstTotal?.startsWith('>') ? `, total ${row.firstTotal}` : ''})`}`,
    );
  }
  // Every list's page 1 through the gateway at 8 connections.
  for (const row of (results.http ?? []).filter((entry) => entry.list && entry.cN && entry.name.includes('page 1'))) {
    lines.push(
      `${row.cN.rps >= 200 ? 'met   ' : 'MISSED'} ${row.name}: ${f(row.cN.rps)} req/s at ${row.cN.connections} connections (goal >= 200)`,
    );
  }
  if (results.lag) {
    for (const [label, figures] of [
      ['commission row', results.lag.finance],
      ['reporting fact', results.lag.reporting],
    ]) {
      lines.push(`${figures.p95 < 1000 ? 'met   ' : 'MISSED'} event lag to the ${label}: p95 ${f(figures.p95)} ms`);
    }
  }
  if (results.exams) {
    const { save, start, lost, answersSaved, students } = results.exams;
    lines.push(
      `${mark(save.p95 < 50)} exams, answer save through the gateway (${students} students): p95 ${f(save.p95)} ms (p50 ${f(save.p50)}, p99 ${f(save.p99)}; goal < 50); attempt start p95 ${f(start.p95)} ms`,
    );
    lines.push(`${mark(lost === 0 && answersSaved > 0)} exams, answers lost: ${lost} of ${answersSaved} acknowledged`);
  }
  if (results.capacity) {
    const { best, bestSent, bestAsked, goal, limiter } = results.capacity;
    lines.push(
      `${best >= goal ? 'met   ' : 'MISSED'} event pipeline capacity: ${f(best, 0)} events/s held (${f(bestSent ?? best, 0)}/s sent${bestAsked ? `, ${bestAsked}/s asked` : ''}; goal >= ${goal}); limit: ${limiter}`,
    );
    for (const [service, verdict] of Object.entries(results.capacity.consistency)) {
      const clean = verdict.lost === 0 && verdict.duplicated === 0 && verdict.differing === 0;
      lines.push(
        `${clean ? 'met   ' : 'MISSED'} capacity run, ${service}: lost ${verdict.lost}, duplicated ${verdict.duplicated}, differing ${verdict.differing}`,
      );
    }
  }
  return lines;
}

export function renderMarkdown(results) {
  const lines = [];
  const m = results.machine;
  lines.push(`### Run ${results.date} (BENCH_SCALE=${results.settings.scale ?? 1})`, '');
  lines.push(
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memGiB} GiB; load average at start ${m.load.join(' / ')}, at end ${(results.loadAtEnd ?? []).join(' / ')}.`,
  );
  lines.push(
    `autocannon ${results.settings.duration} s per run; latency figures with 1 connection, throughput also with ${results.settings.connections}.`,
    '',
  );
  if (results.data) lines.push(`Data: ${JSON.stringify(results.data)}`, '');
  if (results.http) {
    lines.push(
      '| call | first ask | p50 | p95 | p99 | req/s (c=1) | p50 / p99 (c=N) | req/s (c=N) | paced p50 / p95 | raw SQL p50 | ours / raw | load |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const row of [...results.http, ...(results.login ? [results.login] : [])]) {
      lines.push(
        `| ${row.name} | ${row.firstMs === undefined ? '-' : `${f(row.firstMs)}${row.firstTotal?.startsWith('>') ? ` (${row.firstTotal})` : ''}`} | ${f(row.c1.p50)} | ${f(row.c1.p95)} | ${f(row.c1.p99)} | ${f(row.c1.rps)} | ${row.cN ? `${f(row.cN.p50)} / ${f(row.cN.p99)}` : '-'} | ${row.cN ? f(row.cN.rps) : '-'} | ${row.paced ? `${f(row.paced.p50)} / ${f(row.paced.p95)} (${row.paced.perSecond}/s)` : '-'} | ${f(row.raw.p50, 2)} | ${Number.isFinite(row.ratio) ? `${f(row.ratio)}x` : '-'} | ${row.load.replace('load ', '')} |`,
      );
    }
    lines.push('', 'Times in ms.', '');
    const metered = results.http.filter((row) => row.cN?.cpuMsPerRequest);
    if (metered.length) {
      lines.push('CPU ms per request during the loaded run (where the time goes; bench/lib/cpu.mjs):', '');
      lines.push('| call | ' + 'per process | req/s (c=N) |', '|---|---|---|');
      for (const row of metered) {
        const where = Object.entries(row.cN.cpuMsPerRequest)
          .map(([name, value]) => `${name} ${f(value, 2)}`)
          .join(', ');
        lines.push(`| ${row.name} | ${where} | ${f(row.cN.rps)} |`);
      }
      lines.push('');
    }
  }
  const goals = verdicts(results);
  if (goals.length)
    lines.push('Goals (list median < 50 ms and <= 3x raw SQL; lag p95 < 1 s):', '', ...goals.map((line) => `    ${line}`), '');
  if (results.lag) {
    const lag = results.lag;
    lines.push(
      `Event lag: ${lag.changes} changes in ${f(lag.seconds)} s (${f(lag.rate)}/s), ${lag.failed} failed; PATCH p50 ${f(lag.api.p50)} ms, p99 ${f(lag.api.p99)} ms; poll every ${lag.pollMs} ms; ${lag.load}.`,
      '',
    );
    lines.push('| commit -> | p50 | p95 | p99 | max | seen |', '|---|---|---|---|---|---|');
    lines.push(
      `| commission row (finance) | ${f(lag.finance.p50)} | ${f(lag.finance.p95)} | ${f(lag.finance.p99)} | ${f(lag.finance.max)} | ${lag.finance.n} |`,
    );
    lines.push(
      `| fact (reporting) | ${f(lag.reporting.p50)} | ${f(lag.reporting.p95)} | ${f(lag.reporting.p99)} | ${f(lag.reporting.max)} | ${lag.reporting.n} |`,
      '',
    );
  }
  if (results.capacity) {
    const cap = results.capacity;
    lines.push(
      `Event pipeline capacity (${f(cap.perPatch)} status changes per class PATCH; p95 in ms, from academic's commit):`,
      '',
      '| asked /s | sent /s | events | PATCH p50 / p95 | relay | -> commission row | -> fact | broker+finance | broker+reporting | lag held | load |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const s of cap.steps)
      lines.push(
        `| ${s.asked} | ${f(s.achieved, 0)} | ${s.events} | ${f(s.patch.p50)} / ${f(s.patch.p95)} | ${f(s.relay.p95)} | ${f(s.finance.p95)} (${s.finance.missing} missing) | ${f(s.reporting.p95)} (${s.reporting.missing} missing) | ${f(s.finance.consumer.p95)} | ${f(s.reporting.consumer.p95)} | ${s.held ? (s.reached === false ? 'yes, at the rate sent' : 'yes') : 'no'} | ${s.load.replace('load ', '')} |`,
      );
    lines.push(
      '',
      `Highest rate held: ${f(cap.best, 0)} events/s (${f(cap.bestSent ?? cap.best, 0)}/s sent${cap.bestAsked ? `, ${cap.bestAsked}/s asked` : ''}); limit: ${cap.limiter}.`,
      '',
    );
  }
  if (results.exams) {
    const ex = results.exams;
    lines.push(
      `Practice exams: ${ex.students} students started ${ex.attempts} attempts of exam ${ex.exam}, then autosaved for ${f(ex.seconds)} s in all (${f(ex.savesPerSecond)} saves/s over the run); statuses ${JSON.stringify(ex.statuses)}; answers acknowledged ${ex.answersSaved}, in the database ${ex.answersInDatabase}, lost ${ex.lost}.`,
      '',
      '| call | n | p50 | p95 | p99 | max |',
      '|---|---|---|---|---|---|',
      `| POST /api/exams/{id}/attempts | ${ex.start.n} | ${f(ex.start.p50)} | ${f(ex.start.p95)} | ${f(ex.start.p99)} | ${f(ex.start.max)} |`,
      `| PUT /api/attempts/{id}/answers/{id_questao} | ${ex.save.n} | ${f(ex.save.p50)} | ${f(ex.save.p95)} | ${f(ex.save.p99)} | ${f(ex.save.max)} |`,
      '',
    );
  }
  if (results.memory) {
    const names = Object.keys(results.memory.idle ?? {});
    const sum = (byName) => f(Object.values(byName ?? {}).reduce((a, b) => a + b, 0));
    lines.push(`| RSS MiB | ${names.join(' | ')} | total |`, `|---|${names.map(() => '---|').join('')}---|`);
    for (const [label, byName] of [
      ['5 s after start', results.memory.justStarted],
      ['idle (median of 4 readings from 30 s after start)', results.memory.idle],
      ['peak under the list benchmarks', results.memory.underLists],
      ['after the run', results.memory.afterRun],
    ]) {
      if (byName) lines.push(`| ${label} | ${names.map((name) => f(byName[name])).join(' | ')} | ${sum(byName)} |`);
    }
    lines.push('');
  }
  if (results.frontend) {
    const fe = results.frontend;
    lines.push(
      `Front end (${fe.load}): /login loads ${fe.loginJs.files} scripts, ${fe.loginJs.wireKiB} KiB on the wire (${fe.loginJs.gzipKiB} KiB gzipped); /login interactive median ${fe.loginInteractive.median} ms (${fe.loginInteractive.runs.join(', ')}); /class after log-in (${fe.classJs?.files} scripts, ${fe.classJs?.wireKiB} KiB on the wire), first row on screen, median ${fe.classInteractive.median} ms (${fe.classInteractive.runs.join(', ')}).`,
      '',
    );
    lines.push('| bundle | remoteEntry.js gz KiB | all JS gz KiB | files |', '|---|---|---|---|');
    for (const [name, sizes] of Object.entries(fe.bundles))
      lines.push(`| ${name} | ${sizes.remoteEntryGzipKiB ?? '-'} | ${sizes.allJsGzipKiB} | ${sizes.files} |`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
