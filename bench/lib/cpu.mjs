// CPU time of the product's processes while a load runs: where each request's time goes
// (gateway proxy, the service's framework and serialization, PostgreSQL).
// Linux /proc: utime + stime of each process, in clock ticks (USER_HZ, 100 on Linux). PostgreSQL is
// every `postgres` process of the machine (its backends come and go with the pools), so run it on
// a machine where nothing else uses PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10;

function ticks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The machine's processes named `comm` (/proc/<pid>/comm). */
function pidsNamed(comm) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

const postgresPids = () => pidsNamed('postgres');

/** A PostgreSQL process's database ("postgres: 15/main: <user> <database> <client> <state>"), or 'background'. */
function postgresPart(pid) {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    const [, rest = ''] = title.split(/^postgres: [^:]+: /);
    const words = rest.split(' ');
    return words.length >= 3 && /[([]/.test(words[2]) ? words[1] : 'background';
  } catch {
    return 'background';
  }
}

/** RabbitMQ's Erlang VM, as a { name, pid } for cpuMeter (none if the broker runs elsewhere). */
export function brokerProcesses() {
  return process.platform === 'linux' ? pidsNamed('beam.smp').map((pid) => ({ name: 'rabbitmq', pid })) : [];
}

/**
 * Starts counting; the returned function stops and gives CPU ms per request of each of `processes` ({ name, pid }), of PostgreSQL and of
 * this process (the load generator). `byDatabase` splits PostgreSQL's share per database and background (`postgres bench_finance`).
 */
export function cpuMeter(processes, { byDatabase = false } = {}) {
  if (process.platform !== 'linux') return () => undefined;
  const before = new Map(processes.map(({ pid }) => [pid, ticks(pid)]));
  const pgBefore = new Map(postgresPids().map((pid) => [pid, ticks(pid)]));
  const self = process.cpuUsage();
  return (requests) => {
    if (!requests) return undefined;
    const perRequest = (ms) => Number((ms / requests).toFixed(2));
    const figures = {};
    for (const { name, pid } of processes) {
      const used = (ticks(pid) - (before.get(pid) ?? 0)) * TICK_MS;
      if (used > 0) figures[name] = perRequest(used);
    }
    // A backend that started during the run counts from zero; one that ended is lost (pools keep theirs).
    const pgUsed = new Map();
    for (const pid of postgresPids()) {
      const part = postgresPart(pid);
      pgUsed.set(part, (pgUsed.get(part) ?? 0) + (ticks(pid) - (pgBefore.get(pid) ?? 0)) * TICK_MS);
    }
    figures.postgres = perRequest([...pgUsed.values()].reduce((sum, ms) => sum + ms, 0));
    if (byDatabase) {
      for (const [part, used] of pgUsed) if (used > 0) figures[`postgres ${part}`] = perRequest(used);
    }
    const { user, system } = process.cpuUsage(self);
    figures['load generator'] = perRequest((user + system) / 1000);
    return figures;
  };
}

/** The most requests per second the machine's cores could serve at `perRequest`'s CPU cost. */
export function cpuCeiling(perRequest, cores) {
  const total = Object.entries(perRequest ?? {})
    .filter(([name]) => !name.startsWith('postgres '))
    .map(([, ms]) => ms)
    .reduce((sum, ms) => sum + ms, 0);
  return total > 0 ? Math.round((cores * 1000) / total) : undefined;
}

/** Idle and total jiffies of the whole machine (/proc/stat's first line). */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the idle time.
  return { idle: fields[3] + fields[4], total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0) };
}

/**
 * Waits until the whole machine has been at least `idleShare` idle for `seconds` seconds in a row (at most `limitMs`), and returns the idle
 * share of the last second. A freshly started product keeps both cores busy for a while (V8 compiling the services' code in the background,
 * PostgreSQL writing out a VACUUM's pages): a page load timed then measures that, not the page.
 */
export async function waitIdleMachine({ idleShare = 0.85, seconds = 3, limitMs = 120_000 } = {}) {
  if (process.platform !== 'linux') return undefined;
  const deadline = Date.now() + limitMs;
  let share = 0;
  for (let calm = 0; calm < seconds && Date.now() < deadline;) {
    const before = machineTicks();
    await new Promise((done) => setTimeout(done, 1000));
    const after = machineTicks();
    share = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    calm = share >= idleShare ? calm + 1 : 0;
  }
  return share;
}
