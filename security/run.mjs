// `npm run test:security`: the attack suite.
// 1. checks PostgreSQL and RabbitMQ, builds (Nx cache; SECURITY_SKIP_BUILD=1 skips);
// 2. starts the whole product with the demo data on its own ports (SECURITY_PORT_BASE,
//    default 4600), throwaway databases, bus names, log and upload folders;
// 3. runs every file of security/tests with Jest, one after the other;
// 4. stops the product, drops its databases, queues and uploads, prints a summary
//    (seed, fuzzing figures, time) and exits non-zero on any failure.
// SECURITY_SEED=<n> replays the generated cases of a run; SECURITY_FUZZ_CASES=<n>
// changes the cases per write endpoint (default 1000); SECURITY_TESTS=<substring>
// runs only the test files whose name contains it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInfrastructure, ROOT } from '../tools/infra.mjs';
import { buildAll } from '../tools/product.mjs';
import { eventually, login, request } from './lib/http.mjs';
import { removeInstance, startInstance } from './lib/instance.mjs';
import { suiteSeed } from './lib/prng.mjs';
import { DEMO } from './lib/roles.mjs';

const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 100) / 10}s`;
const steps = [];
const step = (name, ok, ms) => {
  steps.push({ name, ok, ms });
  process.stdout.write(`\n=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(ms)})\n`);
};

/** Runs a command without blocking this process, which relays the product's logs meanwhile. */
const runAsync = (command, args, env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });

// jest's package exports hide bin/jest.js from require.resolve; npm puts it here.
const JEST = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js')];

const seed = suiteSeed();
process.stdout.write(
  `Treina security suite (issue 8). Seed ${seed}: SECURITY_SEED=${seed} npm run test:security reproduces the generated cases.\n`,
);

await ensureInfrastructure();
if (process.env.SECURITY_SKIP_BUILD !== '1') {
  const t0 = Date.now();
  const code = buildAll();
  step('build', code === 0, Date.now() - t0);
  if (code !== 0) process.exit(1);
}

const outDir = join(ROOT, 'test-output', 'security');
// What earlier runs left for reading (logs, reports) goes after two hours; a run going on beside this one keeps its own.
if (existsSync(outDir)) {
  for (const name of readdirSync(outDir)) {
    const path = join(outDir, name);
    if (/^(logs|uploads|mail)-|^context-|^fuzz-report/.test(name) && Date.now() - statSync(path).mtimeMs > 2 * 3600_000)
      rmSync(path, { recursive: true, force: true });
  }
}

let instance;
let stopping = false;
const cleanUp = async () => {
  if (stopping) return;
  stopping = true;
  if (!instance) return;
  await instance.product.stop();
  await removeInstance(instance.context);
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

try {
  let t0 = Date.now();
  instance = await startInstance({ portBase: Number(process.env.SECURITY_PORT_BASE ?? 4600) });
  const { context } = instance;
  // The demo seed runs in the background: wait for the student's log-in (identity, from academic's
  // events), the demo classes and the seeded activities.
  await eventually(
    async () => {
      await login(context.baseUrl, DEMO.aluno.email, DEMO.aluno.password);
      const admin = await login(context.baseUrl, DEMO.admin.email, DEMO.admin.password);
      const classes = await request(context.baseUrl, { path: '/api/classes', token: admin.token });
      const activities = await request(context.baseUrl, { path: '/api/activities?page=1&pageSize=50', token: admin.token });
      return (
        classes.status === 200 &&
        classes.json().filter((row) => row.desc_turma === 'Turma de demonstração').length >= 4 &&
        activities.status === 200 &&
        activities.json().length >= 6
      );
    },
    { timeoutMs: 180_000, intervalMs: 1000, what: 'the demo data' },
  );
  step(`product started on ${context.baseUrl} (databases ${context.dbPrefix}*, logs ${context.logDir})`, true, Date.now() - t0);

  const contextFile = join(outDir, `context-${context.runId}.json`);
  writeFileSync(contextFile, `${JSON.stringify(context, null, 2)}\n`);
  const only = process.env.SECURITY_TESTS;
  const files = readdirSync(join(ROOT, 'security', 'tests'))
    .filter((name) => name.endsWith('.test.mjs') && (!only || name.includes(only)))
    .sort();
  for (const file of files) {
    t0 = Date.now();
    const code = await runAsync(
      process.execPath,
      [...JEST, '--config', join('security', 'jest.config.mjs'), '--runInBand', '--ci', '--verbose', join('security', 'tests', file)],
      {
        ...process.env,
        SECURITY_CONTEXT: contextFile,
        SECURITY_SEED: String(seed),
      },
    );
    step(file.replace(/\.test\.mjs$/, ''), code === 0, Date.now() - t0);
  }
} catch (error) {
  process.stderr.write(`\nthe security suite could not run: ${error.stack ?? error.message}\n`);
  step('product', false, 0);
} finally {
  const t0 = Date.now();
  await cleanUp();
  if (instance) step('product stopped, databases, queues and uploads removed', true, Date.now() - t0);
}

// Summary
const reportFile = instance ? join(outDir, `fuzz-report-${instance.context.runId}.json`) : undefined;
const report = reportFile && existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
process.stdout.write(`\nSecurity suite: ${steps.length} steps in ${seconds(Date.now() - started)} (seed ${seed})\n`);
for (const entry of steps) process.stdout.write(`  ${entry.ok ? 'ok    ' : 'FAILED'} ${entry.name} (${seconds(entry.ms)})\n`);
if (report) {
  const totals = {};
  let cases = 0;
  let failures = 0;
  for (const endpoint of report.endpoints) {
    cases += endpoint.cases;
    failures += endpoint.failures;
    for (const [status, count] of Object.entries(endpoint.byStatus)) totals[status] = (totals[status] ?? 0) + count;
  }
  const fiveXX = Object.entries(totals)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  process.stdout.write(
    `Fuzzing: ${report.endpoints.length} write endpoints x ${report.casesPerEndpoint} cases = ${cases} requests (concurrency ${report.concurrency}, ${report.gatewayShare} through the gateway); ` +
      `5xx answers: ${fiveXX}; failed cases: ${failures}\n  statuses: ${JSON.stringify(totals)}\n`,
  );
  for (const endpoint of report.endpoints.filter((item) => item.failures)) {
    process.stdout.write(`  ${endpoint.key}: ${endpoint.failures} failed cases ${JSON.stringify(endpoint.failuresByCategory)}\n`);
  }
  process.stdout.write(`  details: ${reportFile.slice(ROOT.length + 1)}\n`);
}
process.exit(steps.every((entry) => entry.ok) ? 0 : 1);
