// Small helpers shared by the benchmark scripts.
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const require = createRequire(import.meta.url);
const pg = require('pg');
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
export const log = (line = '') => process.stdout.write(`${line}\n`);

/** Nearest-rank percentile of `values` (p in 0..100). */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summary(values) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : NaN,
  };
}

export const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : '-');

/** The machine's load now: load averages, cores, memory. */
export function machine() {
  const [one, five, fifteen] = loadavg();
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    cpu = execSync("lscpu | sed -n 's/^Model name: *//p'", { encoding: 'utf8' }).trim() || cpu;
  } catch {
    // lscpu missing
  }
  return {
    load: [one, five, fifteen].map((value) => Number(value.toFixed(2))),
    cores: cpus().length,
    cpu,
    memGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
  };
}

export const loadText = () => {
  const { load } = machine();
  return `load ${load.join(' / ')}`;
};

/** A pg client that is closed by `end()`; statement timeout off (the loaders run long statements). */
export async function connect(url) {
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  client.on('error', () => {});
  return client;
}

/** VACUUM ANALYZE of each database in `urls`, in parallel: the steady state of a live database (visibility map set, statistics current). */
export async function vacuumAnalyze(urls) {
  await Promise.all(
    urls.map(async (url) => {
      const client = await connect(url);
      try {
        await client.query('VACUUM ANALYZE');
      } finally {
        await client.end();
      }
    }),
  );
}
