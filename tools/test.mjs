// `npm test`: every test of the repository against the real PostgreSQL and RabbitMQ.
// 1. builds everything (tests are compiled beside the code they test);
// 2. runs unit and integration tests with Node's test runner (files named
//    *.serial.e2e-spec.js, which stop the broker, run alone afterwards);
// 3. runs the front-end component tests;
// 4. starts the whole product on its own throwaway databases and ports, and runs
//    the browser tests against it.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AMQP_URL, ensureInfrastructure, POSTGRES_URL, presentServices, ROOT, run } from './infra.mjs';
import { buildAll, startProduct } from './product.mjs';

const started = Date.now();
const results = [];
const step = (name, code) => {
  results.push({ name, ok: code === 0 });
  process.stdout.write(`\n=== ${name}: ${code === 0 ? 'ok' : 'FAILED'}\n`);
};

function findTests(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) findTests(path, out);
    else if (/\.(spec|e2e-spec)\.js$/.test(entry)) out.push(path);
  }
  return out;
}

await ensureInfrastructure();
const buildCode = buildAll();
step('build', buildCode);
if (buildCode !== 0) process.exit(1);

const testFiles = ['libs', 'services']
  .flatMap((top) => (existsSync(join(ROOT, top)) ? readdirSync(join(ROOT, top)).map((name) => join(ROOT, top, name, 'dist')) : []))
  .flatMap((dist) => findTests(dist))
  .map((file) => relative(ROOT, file))
  .sort();
testFiles.push(
  ...readdirSync(join(ROOT, 'tools'))
    .filter((file) => file.endsWith('.spec.mjs'))
    .map((file) => join('tools', file)),
);
const serial = testFiles.filter((file) => file.includes('.serial.'));
const parallel = testFiles.filter((file) => !file.includes('.serial.'));
const nodeTest = (files, concurrency) =>
  run(
    'node',
    [
      '--enable-source-maps',
      '--test',
      `--test-concurrency=${concurrency}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      ...files,
    ],
    {
      env: { ...process.env, POSTGRES_URL, AMQP_URL, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
    },
  );
if (parallel.length) step(`unit and integration tests (${parallel.length} files)`, nodeTest(parallel, 2));
if (serial.length) step(`broker outage tests (${serial.length} files)`, nodeTest(serial, 1));

// Front-end component tests: every workspace under libs/ and frontends/ with a `test` script.
for (const top of ['libs', 'frontends']) {
  if (!existsSync(join(ROOT, top))) continue;
  for (const name of readdirSync(join(ROOT, top)).sort()) {
    const manifest = join(ROOT, top, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (pkg.scripts?.test) step(`${pkg.name} tests`, run('npm', ['run', 'test', '-w', pkg.name, '--silent']));
  }
}

// Browser tests against the product as `npm start` starts it, on throwaway databases.
const e2eManifest = join(ROOT, 'frontends', 'e2e', 'package.json');
if (existsSync(e2eManifest) && process.env.SKIP_BROWSER_TESTS !== '1') {
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const dbPrefix = `t_e2e_${runId}_`;
  const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);
  let product;
  try {
    product = await startProduct({
      portBase,
      dbPrefix,
      quiet: true,
      logDir: join(ROOT, 'test-output', 'e2e-logs'),
      env: {
        EVENTS_EXCHANGE: `test.${runId}.events`,
        DEAD_LETTER_EXCHANGE: `test.${runId}.dead-letter`,
        QUEUE_PREFIX: `test.${runId}.`,
        MAIL_DIR: join(ROOT, 'var', 'mail'),
        // The suite logs in many times from one address; the per-account limit stays on.
        LOGIN_LIMIT_PER_IP: '100000',
      },
    });
    const e2e = JSON.parse(readFileSync(e2eManifest, 'utf8'));
    step(
      'browser tests',
      run('npm', ['run', 'test:e2e', '-w', e2e.name, '--silent'], {
        env: { ...process.env, BASE_URL: product.url, MAIL_DIR: join(ROOT, 'var', 'mail') },
      }),
    );
  } catch (error) {
    process.stderr.write(`could not start the product for browser tests: ${error.message}\n`);
    step('browser tests', 1);
  } finally {
    await product?.stop();
    const platform = await import(pathToFileURL(join(ROOT, 'libs/nest-platform/dist/src/index.js')).href);
    for (const service of presentServices()) await platform.dropDatabase(`${POSTGRES_URL}/${dbPrefix}${service}`).catch(() => {});
  }
}

const failed = results.filter((result) => !result.ok);
process.stdout.write(`\n${results.length} steps in ${Math.round((Date.now() - started) / 1000)}s\n`);
for (const result of results) process.stdout.write(`  ${result.ok ? 'ok    ' : 'FAILED'} ${result.name}\n`);
process.exit(failed.length ? 1 : 0);
