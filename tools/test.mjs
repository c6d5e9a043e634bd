// `npm test`: every test of the repository against the real PostgreSQL and RabbitMQ.
// 1. runs the back-end unit and integration tests with Jest, from source (no build first),
//    every project in one Jest run (files named *.serial.e2e-spec.ts, which stop the
//    broker, run alone afterwards);
// 2. runs the front-end component tests with Jest (jsdom);
// 3. builds everything, checks that the committed OpenAPI documents are the code's, starts the whole product on its own throwaway databases and
//    ports, and runs the browser tests against it (Jest too, one browser at a time).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AMQP_URL, ensureInfrastructure, POSTGRES_URL, presentServices, ROOT, run } from './infra.mjs';
import { buildAll, startProduct } from './product.mjs';

const started = Date.now();
const results = [];
const step = (name, code) => {
  results.push({ name, ok: code === 0 });
  process.stdout.write(`\n=== ${name}: ${code === 0 ? 'ok' : 'FAILED'}\n`);
};

/** The projects under `top` that have a Jest config, as paths relative to the root. */
const jestProjects = (top, keep = () => true) =>
  existsSync(join(ROOT, top))
    ? readdirSync(join(ROOT, top))
        .sort()
        .map((name) => join(top, name))
        .filter((dir) => existsSync(join(ROOT, dir, 'jest.config.mjs')) && keep(dir))
    : [];

// jest's package exports hide bin/jest.js from require.resolve; npm puts it here.
const JEST = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const jest = (projects, { serial = false } = {}) =>
  run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      JEST,
      '--projects',
      ...projects,
      // A project without serial files has nothing to run in the serial pass.
      ...(serial ? ['--runInBand', '--passWithNoTests'] : ['--maxWorkers=2']),
      '--ci',
    ],
    { env: { ...process.env, POSTGRES_URL, AMQP_URL, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', JEST_SERIAL: serial ? '1' : '' } },
  );

// Redis too: the gateway's shared login limits are tested on it.
await ensureInfrastructure({ redis: true });

const isWeb = (dir) => readFileSync(join(ROOT, dir, 'jest.config.mjs'), 'utf8').includes('webPreset');
const backEnd = [...jestProjects('libs', (dir) => !isWeb(dir)), ...jestProjects('services'), 'tools'];
// frontends/e2e holds the browser tests: they need the running product, last step below.
const frontEnd = [...jestProjects('libs', isWeb), ...jestProjects('frontends', (dir) => dir !== join('frontends', 'e2e'))];
step(`back-end unit and integration tests (Jest: ${backEnd.length} projects)`, jest(backEnd));
step(
  'broker outage tests (Jest, one file at a time)',
  jest(
    backEnd.filter((dir) => dir !== 'tools'),
    { serial: true },
  ),
);
step(`front-end component tests (Jest: ${frontEnd.length} projects)`, jest(frontEnd));

const buildCode = buildAll();
step('build', buildCode);
if (buildCode !== 0) process.exit(1);
// The committed OpenAPI documents (libs/contracts/openapi) are what the built code generates.
step(
  'OpenAPI documents match the code (tools/openapi.mjs --check)',
  run(process.execPath, [join(ROOT, 'tools', 'openapi.mjs'), '--check']),
);

// Browser tests against the product as `npm start` starts it, on throwaway databases.
const e2eManifest = join(ROOT, 'frontends', 'e2e', 'package.json');
if (existsSync(e2eManifest) && process.env.SKIP_BROWSER_TESTS !== '1') {
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const dbPrefix = `t_e2e_${runId}_`;
  const portBase = Number(process.env.E2E_PORT_BASE ?? 4100);
  // The gateway's remotes list, read again whenever it changes: the release and version-skew tests
  // route one remote to a build of their own through it, without restarting anything.
  const remotesFile = join(ROOT, 'var', 'e2e', `remotes-${runId}.json`);
  mkdirSync(dirname(remotesFile), { recursive: true });
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
        REMOTES_FILE: remotesFile,
      },
    });
    const e2e = JSON.parse(readFileSync(e2eManifest, 'utf8'));
    step(
      'browser tests',
      run('npm', ['run', 'test:e2e', '-w', e2e.name, '--silent'], {
        env: { ...process.env, BASE_URL: product.url, MAIL_DIR: join(ROOT, 'var', 'mail'), REMOTES_FILE: remotesFile },
      }),
    );
  } catch (error) {
    process.stderr.write(`could not start the product for browser tests: ${error.message}\n`);
    step('browser tests', 1);
  } finally {
    await product?.stop();
    rmSync(remotesFile, { force: true });
    const platform = await import(pathToFileURL(join(ROOT, 'libs/nest-platform/dist/src/index.js')).href);
    for (const service of presentServices()) await platform.dropDatabase(`${POSTGRES_URL}/${dbPrefix}${service}`).catch(() => {});
  }
}

const failed = results.filter((result) => !result.ok);
process.stdout.write(`\n${results.length} steps in ${Math.round((Date.now() - started) / 1000)}s\n`);
for (const result of results) process.stdout.write(`  ${result.ok ? 'ok    ' : 'FAILED'} ${result.name}\n`);
process.exit(failed.length ? 1 : 0);
