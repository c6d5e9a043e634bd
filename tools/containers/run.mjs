#!/usr/bin/env node
// `npm run test:containers`: the whole product built and run in containers, on this machine only.
//   1. Debian's docker.io / debootstrap / docker-compose installed if missing, dockerd started if
//      not running (and stopped at the end if this run started it);
//   2. local stand-ins for the public base images (base-images.mjs), since no registry is reachable;
//   3. the thirteen images built from deploy/docker/*.Dockerfile with Debian's docker client
//      (BuildKit), one at a time, the base images passed as build arguments: the seven server applications and
//      one per front end (the shell and each UI remote, deploy/docker/frontends.mjs);
//   4. docker-compose.yml brought up (project treina-ct, every published port a free one on
//      127.0.0.1, base images from TREINA_*_IMAGE and a generated override naming the stand-ins
//      for the images compose runs as they are), waiting until every container is healthy;
//   5. what the images promise: non-root user, read-only root file system, /health/live and
//      /health/ready answered, image sizes (every image under 200 MB); each front end through the
//      gateway with its caching rules, /remotes.json listing every remote and its version;
//   6. a user's flow through the gateway's published port: log-in, a training, a class with an
//      enrolment earning commission, the commission row, the demo student's material download;
//   7. finance stopped (SIGTERM, docker stop) and started again during 200 enrolment changes:
//      every change reaches finance exactly once;
//   7b. a department's release: crm-ui rebuilt at another version and its container recreated
//      alone; /remotes.json reports it while the gateway and the other front ends run on;
//   8. always: compose down -v, and dockerd stopped if this run started it.
// Exit code 0 only if every check passed. Env: CONTAINERS_CHANGES (200), CONTAINERS_KEEP=1 (leave
// the containers up for a look), CONTAINERS_REBUILD_BASE=1 (rebuild the stand-ins).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTEND_PORT, FRONTENDS } from '../../deploy/docker/frontends.mjs';
import { SERVICES } from '../../deploy/docker/services.mjs';
import { apiClient, database } from '../../faults/lib/product.mjs';
import { ensureBaseImages, WORK } from './base-images.mjs';
import { composeVersion, ensureEngine, ensurePackages } from './docker-setup.mjs';
import { capture, docker, DOCKER, log, run, sleep } from './exec.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PROJECT = 'treina-ct';
const TAG = 'containers-test';
const APPS = Object.keys(SERVICES);
const FRONTEND_APPS = Object.keys(FRONTENDS);
const IMAGES = [...APPS, ...FRONTEND_APPS];
const CHANGES = Number(process.env.CONTAINERS_CHANGES ?? 200);
const SIZE_LIMIT_MB = 200;
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

const results = [];
const summary = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  process.stdout.write(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}\n`);
  return ok;
}
const note = (line) => {
  summary.push(line);
  log(line);
};

/** A free TCP port on 127.0.0.1 (the kernel's ephemeral range: never 3000-3006, 5000-5105 or the host's services). */
const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

let composeEnv;
const OVERRIDE = join(WORK, 'test.override.yml');
const compose = (args, options = {}) =>
  run('/usr/bin/docker-compose', ['-p', PROJECT, '-f', join(ROOT, 'docker-compose.yml'), '-f', OVERRIDE, ...args], {
    cwd: ROOT,
    env: composeEnv,
    ...options,
  });
const composeHas = (service) => new RegExp(`^  ${service}:`, 'm').test(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));

/**
 * The test override: only the images compose runs as they are, pointed at the stand-ins (the same
 * as the TREINA_*_IMAGE variables, but whatever a service's image line says: nothing is ever pulled).
 */
function writeOverride(stand) {
  const images = {
    postgres: stand.postgres,
    rabbitmq: stand.rabbitmq,
    'session-keys': stand.runtime,
    ...(composeHas('redis') ? { redis: stand.redis } : {}),
  };
  const text = `# Written by tools/containers/run.mjs for one run of npm run test:containers.\nservices:\n${Object.entries(images)
    .map(([service, image]) => `  ${service}:\n    image: ${image}\n`)
    .join('')}`;
  mkdirSync(WORK, { recursive: true });
  writeFileSync(OVERRIDE, text);
}

/** Container id of a compose service (one-shots included). */
const containerOf = (service) =>
  docker([
    'ps',
    '-aq',
    '--filter',
    `label=com.docker.compose.project=${PROJECT}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  ]);
const inspect = (id) => JSON.parse(docker(['inspect', id]))[0];

async function buildImages(stand, images = IMAGES, version = TAG) {
  for (const image of images) {
    const from = Date.now();
    await run(
      DOCKER,
      [
        'build',
        '--progress=plain',
        '-f',
        `deploy/docker/${image}.Dockerfile`,
        '--build-arg',
        `BUILD_IMAGE=${stand.build}`,
        '--build-arg',
        `RUNTIME_IMAGE=${stand.runtime}`,
        ...(FRONTENDS[image] ? ['--build-arg', `VERSION=${version}`] : []),
        '-t',
        `treina/${image}:${version}`,
        '.',
      ],
      { cwd: ROOT, env: { ...process.env, DOCKER_BUILDKIT: '1' }, quiet: true },
    );
    log(`built treina/${image}:${version} in ${seconds(from)} s`);
  }
}

/** Every container of the project healthy (the one-shots exited 0); returns seconds since `from`. */
async function waitHealthy(from, timeoutMs = 300_000) {
  for (;;) {
    const states = Object.fromEntries(
      [...APPS, ...FRONTEND_APPS, 'postgres', 'rabbitmq', 'session-keys', ...(composeHas('redis') ? ['redis'] : [])].map((service) => {
        const id = containerOf(service);
        if (!id) return [service, 'missing'];
        const state = inspect(id).State;
        // A one-shot that exited: its exit code (an image HEALTHCHECK reads "unhealthy" once it stopped).
        if (state.Status === 'exited') return [service, state.ExitCode === 0 ? 'done' : `exited ${state.ExitCode}`];
        return [service, state.Health ? state.Health.Status : state.Status];
      }),
    );
    const pending = Object.entries(states).filter(([, state]) => state !== 'healthy' && state !== 'done');
    if (!pending.length) return Number(seconds(from));
    if (pending.some(([, state]) => state === 'unhealthy' || /^exited/.test(state)) || Date.now() - from > timeoutMs)
      throw new Error(`not healthy: ${pending.map(([service, state]) => `${service} ${state}`).join(', ')}`);
    await sleep(1000);
  }
}

function imageChecks() {
  for (const app of [...APPS, ...FRONTEND_APPS]) {
    const id = containerOf(app);
    const info = inspect(id);
    const uid = docker(['exec', id, 'id', '-u']);
    check(
      `${app} runs as a non-root user`,
      info.Config.User !== '' && uid !== '0',
      `User ${info.Config.User || '(image default)'}, uid ${uid}`,
    );
    const write = capture(DOCKER, ['exec', id, 'sh', '-c', `touch ${FRONTENDS[app] ? '/srv' : '/app'}/written-at-run-time`], {
      allowFail: true,
    });
    check(`${app} has a read-only root file system`, info.HostConfig.ReadonlyRootfs === true && write === undefined);
    for (const path of ['/health/live', '/health/ready']) {
      const status = capture(
        DOCKER,
        [
          'exec',
          id,
          'node',
          '-e',
          `fetch('http://127.0.0.1:${FRONTENDS[app] ? FRONTEND_PORT : SERVICES[app].port}${path}').then((r) => { console.log(r.status); process.exit(r.ok ? 0 : 1); }, () => process.exit(1))`,
        ],
        { allowFail: true },
      );
      check(`${app} answers ${path}`, status === '200', `HTTP ${status ?? 'no answer'}`);
    }
  }
  const sizes = IMAGES.map((image) => [
    image,
    Number(docker(['image', 'inspect', '--format', '{{.Size}}', `treina/${image}:${TAG}`])) / 1e6,
  ]);
  note(`image sizes: ${sizes.map(([image, mb]) => `${image} ${mb.toFixed(0)} MB`).join(', ')}`);
  for (const [image, mb] of sizes) check(`treina/${image} is under ${SIZE_LIMIT_MB} MB`, mb < SIZE_LIMIT_MB, `${mb.toFixed(1)} MB`);
}

/** Each front end through the gateway from its own container, with its caching rules; the manifest from configuration. */
async function frontendChecks(gateway) {
  const remotes = FRONTEND_APPS.filter((name) => FRONTENDS[name].federation);
  let manifest = { remotes: [] };
  const complete = () =>
    remotes.every((name) => manifest.remotes.some((remote) => remote.name === FRONTENDS[name].federation && remote.version === TAG));
  // The gateway asks each remote's container for its build.json (a short timeout): give a busy machine a few tries.
  await until('every remote and its version in /remotes.json', async () => {
    manifest = await fetch(`${gateway}/remotes.json`).then(
      (answer) => answer.json(),
      () => ({ remotes: [] }),
    );
    return complete();
  }).catch(() => undefined);
  check(
    '/remotes.json lists every remote with the version its image reports',
    complete(),
    JSON.stringify(manifest.remotes.map((remote) => `${remote.name}@${remote.version}`)),
  );
  for (const name of remotes) {
    const entry = await fetch(`${gateway}/remotes/${name}/remoteEntry.js`);
    const body = await entry.text();
    // rspack names chunks `<id>.<contenthash:8>.js` from a map in the entry: `{354:"7253d55f",...}`.
    const hashed = body.match(/(\d+):"([0-9a-f]{8})"/);
    const chunk = hashed ? `${hashed[1]}.${hashed[2]}.js` : undefined;
    const chunkAnswer = chunk ? await fetch(`${gateway}/remotes/${name}/${chunk}`) : { status: 0, headers: new Headers() };
    check(
      `${name} served from its own container: remoteEntry.js revalidated, hashed chunks immutable`,
      entry.status === 200 &&
        entry.headers.get('cache-control') === 'no-cache' &&
        chunkAnswer.status === 200 &&
        /immutable/.test(chunkAnswer.headers.get('cache-control') ?? ''),
      `entry HTTP ${entry.status} ${entry.headers.get('cache-control')}; ${chunk ?? 'no chunk named'} HTTP ${chunkAnswer.status} ${chunkAnswer.headers.get('cache-control')}`,
    );
  }
  const page = await fetch(`${gateway}/customer`);
  check(
    'the shell answers its routes from its own container (index.html, revalidated)',
    page.status === 200 && page.headers.get('cache-control') === 'no-cache',
    `HTTP ${page.status}`,
  );
}

/**
 * A department's release: crm-ui built at another version and its container recreated alone
 * (compose's equivalent of rolling its Deployment). The gateway and the other front ends are not
 * restarted; /remotes.json reports the new version.
 */
async function releaseOneRemote(stand, gateway) {
  const version = `${TAG}-2`;
  const startedAt = (service) => inspect(containerOf(service)).State.StartedAt;
  const before = Object.fromEntries(['gateway', 'shell', 'academic-ui'].map((service) => [service, startedAt(service)]));
  const from = Date.now();
  await buildImages(stand, ['crm-ui'], version);
  await compose(['up', '-d', '--no-deps', '--no-build', 'crm-ui'], { quiet: true, env: { ...composeEnv, TREINA_CRM_UI_VERSION: version } });
  const entry = await until(
    'the new crm-ui version in /remotes.json',
    async () => {
      const manifest = await fetch(`${gateway}/remotes.json`).then(
        (answer) => answer.json(),
        () => ({ remotes: [] }),
      );
      return manifest.remotes.find((remote) => remote.name === 'crm_ui' && remote.version === version);
    },
    120_000,
  );
  note(`crm-ui released alone (image built, container recreated, new version served) in ${seconds(from)} s`);
  const after = Object.fromEntries(Object.keys(before).map((service) => [service, startedAt(service)]));
  check('a remote is released alone: /remotes.json shows its new version', Boolean(entry), `crm_ui ${entry?.version}`);
  check(
    'the release restarted neither the gateway nor the shell nor another remote',
    JSON.stringify(before) === JSON.stringify(after),
    Object.keys(before).join(', '),
  );
}

const isOk = (answer) => answer.status >= 200 && answer.status < 300;
async function until(what, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

async function userFlow(gateway) {
  for (const path of ['/health/live', '/health/ready']) {
    const answer = await fetch(`${gateway}${path}`).catch(() => ({ status: 0 }));
    check(`gateway answers ${path} on its published port`, answer.status === 200, `HTTP ${answer.status}`);
  }
  const shell = await fetch(`${gateway}/`).catch(() => ({ status: 0 }));
  check('gateway serves the front ends', shell.status === 200 && (await shell.text()).includes('<html'), `HTTP ${shell.status}`);

  const admin = await apiClient(gateway);
  check('admin logs in through the gateway', Boolean(admin.cookie));
  const tag = `ct${Date.now().toString(36)}`;
  const training = await admin.call('POST', '/api/trainings', { nome_treinamento: `Treinamento ${tag}`, id_status_treinamento: 1 });
  check('creates a training', isOk(training), `HTTP ${training.status}`);
  const student = await admin.call('POST', '/api/students', {
    nome_aluno: `Aluno ${tag}`,
    email: `${tag}@teste.dev`,
    id_canal_aluno: 1,
    id_status_aluno: 1,
  });
  check('creates a student', isOk(student), `HTTP ${student.status}`);
  const klass = await admin.call('POST', '/api/classes', {
    id_treinamento: training.body[0].id,
    data_inicio: '2030-03-02',
    data_fim: '2030-03-06',
    id_periodo_turma: 1,
    id_status_turma: 1,
    desc_turma: `Turma ${tag}`,
    gera_comissao: true,
    alunos: [{ id_aluno: student.body[0].id, id_inscricao: 1, gera_comissao: true, id_forma_pagto: 3, valor_pago: 1000 }],
  });
  check('creates a class with an enrolment that earns commission', isOk(klass), `HTTP ${klass.status}`);
  const from = Date.now();
  const row = await until('the commission row', async () => {
    const answer = await admin.call('GET', `/api/commissions?q=${encodeURIComponent(tag)}`);
    return isOk(answer) && answer.body.find((entry) => entry.nome_aluno === `Aluno ${tag}`);
  });
  check('the commission row appears in finance', Boolean(row), `after ${seconds(from)} s`);

  const studentApi = await apiClient(gateway, 'aluno@treina.dev', 'Aluno#2026');
  const released = await until('a released class with a material for the demo student', async () => {
    const answer = await studentApi.call('GET', '/api/classes');
    return isOk(answer) && answer.body.find((entry) => entry.materiais?.length);
  });
  const material = released.materiais[0];
  const file = await fetch(new URL(material.url, gateway), { headers: { cookie: studentApi.cookie } });
  const bytes = Buffer.from(await file.arrayBuffer());
  check(
    'the demo student downloads a material of a released class',
    file.status === 200 && bytes.subarray(0, 5).toString() === '%PDF-',
    `${material.nome_material}: HTTP ${file.status}, ${file.headers.get('content-type')}, ${bytes.length} bytes`,
  );
  return admin;
}

/** 200 enrolment changes while finance is stopped with SIGTERM and started again; every change in finance exactly once. */
async function financeRestart(admin, postgresUrl) {
  const db = { academic: database(postgresUrl, 'academic'), finance: database(postgresUrl, 'finance') };
  try {
    const tag = `ctf${Date.now().toString(36)}`;
    const training = await admin.call('POST', '/api/trainings', { nome_treinamento: `Treinamento ${tag}`, id_status_treinamento: 1 });
    const students = [];
    for (let index = 0; index < 40; index += 1) {
      const answer = await admin.call('POST', '/api/students', {
        nome_aluno: `Aluno ${tag} ${index}`,
        email: `${tag}.${index}@teste.dev`,
        id_canal_aluno: 1,
        id_status_aluno: 1,
      });
      if (!isOk(answer)) throw new Error(`student: HTTP ${answer.status} ${answer.text}`);
      students.push(answer.body[0].id);
    }
    const classes = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await admin.call('POST', '/api/classes', {
        id_treinamento: training.body[0].id,
        data_inicio: '2030-04-01',
        data_fim: '2030-04-05',
        id_periodo_turma: 1,
        id_status_turma: 1,
        desc_turma: `Turma ${tag} ${index}`,
        gera_comissao: true,
        alunos: students
          .slice(index * 5, index * 5 + 5)
          .map((id_aluno) => ({ id_aluno, id_inscricao: 1, gera_comissao: true, id_forma_pagto: 3, valor_pago: 1000 })),
      });
      if (!isOk(answer)) throw new Error(`class: HTTP ${answer.status} ${answer.text}`);
      classes.push({ id: answer.body[0].id, alunos: answer.body[0].alunos, turn: 0 });
    }
    const classIds = classes.map((entry) => entry.id);
    const mark = Number((await db.academic.query('SELECT COALESCE(max(id), 0) AS n FROM outbox_message')).rows[0].n);

    // The changes: 4 workers, each on its own classes, at most 10 per second; a change toggles one
    // entry between 1 (Inscrito) and 2 (Pagamento Pendente).
    const finance = containerOf('finance');
    let next = 0;
    const answers = [];
    const loadStarted = Date.now();
    const worker = async (slot) => {
      const mine = classes.filter((_, index) => index % 4 === slot);
      for (let turn = 0; ; turn += 1) {
        const index = next;
        next += 1;
        if (index >= CHANGES) return;
        const wait = loadStarted + index * 100 - Date.now();
        if (wait > 0) await sleep(wait);
        const target = mine[turn % mine.length];
        target.turn += 1;
        const position = target.turn % target.alunos.length;
        const alunos = target.alunos.map((entry, at) =>
          at === position ? { ...entry, id_inscricao: entry.id_inscricao === 1 ? 2 : 1 } : entry,
        );
        const answer = await admin.call('PATCH', `/api/classes/${target.id}`, { alunos }, 20_000);
        if (isOk(answer)) target.alunos = answer.body.alunos;
        answers.push({ status: answer.status, at: Date.now() });
      }
    };
    /** From the SIGTERM until finance is healthy again. */
    const outage = { from: Infinity, to: Infinity };
    const chaos = (async () => {
      await sleep(4000);
      const from = Date.now();
      outage.from = from;
      await run(DOCKER, ['stop', '-t', '25', finance], { quiet: true });
      const exit = inspect(finance).State;
      note(`finance stopped by SIGTERM after ${seconds(from)} s (exit code ${exit.ExitCode}, OOM ${exit.OOMKilled})`);
      await sleep(3000);
      await run(DOCKER, ['start', finance], { quiet: true });
      const restarted = Date.now();
      await until('finance healthy again', async () => inspect(finance).State.Health?.Status === 'healthy', 180_000);
      outage.to = Date.now();
      note(`finance healthy ${seconds(restarted)} s after docker start`);
      return exit;
    })();
    await Promise.all([0, 1, 2, 3].map(worker));
    const exit = await chaos;
    const ok = answers.filter((answer) => isOk(answer)).length;
    const whileDown = answers.filter((answer) => answer.at >= outage.from && answer.at <= outage.to).length;
    note(
      `${answers.length} enrolment changes in ${seconds(loadStarted)} s, ${ok} answered 2xx, ${whileDown} of them while finance was stopping, stopped or starting`,
    );
    check('enrolment changes were made while finance was down', whileDown > 0, `${whileDown} changes`);
    check('finance stops on SIGTERM within its grace period', exit.ExitCode !== 137, `exit code ${exit.ExitCode}`);
    check('every enrolment change is answered 2xx', ok === CHANGES, `${ok} of ${CHANGES}`);

    const events = (
      await db.academic.query(
        `SELECT message_id::text AS id FROM outbox_message
          WHERE id > $1 AND type = 'academic.enrolment.status-changed.v1' AND (envelope->'payload'->>'id_turma')::int = ANY($2::int[])`,
        [mark, classIds],
      )
    ).rows.map((row) => row.id);
    let counts = new Map();
    const drainFrom = Date.now();
    while (Date.now() - drainFrom < 120_000) {
      const { rows } = await db.finance.query(
        'SELECT message_id::text AS id, count(*)::int AS n FROM inbox_message WHERE message_id = ANY($1::uuid[]) GROUP BY 1',
        [events],
      );
      counts = new Map(rows.map((row) => [row.id, row.n]));
      if (counts.size === events.length) break;
      await sleep(500);
    }
    const lost = events.filter((id) => !counts.has(id)).length;
    const duplicated = [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
    // Finance's own rows against academic's: one commission per enrolment, at academic's status and sequence.
    const enrolments = (
      await db.academic.query('SELECT id, sequence, id_status_inscricao AS status FROM inscricao WHERE id_turma = ANY($1::int[])', [
        classIds,
      ])
    ).rows;
    const ids = enrolments.map((row) => row.id);
    const commissions = (
      await db.finance.query('SELECT id_matricula AS id, id_status_inscricao AS status FROM comissao WHERE id_matricula = ANY($1::int[])', [
        ids,
      ])
    ).rows;
    const states = new Map(
      (
        await db.finance.query('SELECT id_matricula AS id, sequence FROM matricula_estado WHERE id_matricula = ANY($1::int[])', [ids])
      ).rows.map((row) => [row.id, row.sequence]),
    );
    const commissionOf = new Map(commissions.map((row) => [row.id, row.status]));
    const extraRows = commissions.length - commissionOf.size;
    const differing = enrolments.filter((row) => commissionOf.get(row.id) !== row.status || states.get(row.id) !== row.sequence).length;
    note(
      `finance SIGTERM restart: ${events.length} status-changed events for ${ok} changes, lost = ${lost}, duplicated = ${duplicated}, commission rows differing from academic = ${differing}, extra rows = ${extraRows} (of ${enrolments.length} enrolments), caught up ${seconds(drainFrom)} s after the last change`,
    );
    check(
      'every enrolment change reaches finance exactly once across the SIGTERM restart',
      lost === 0 && duplicated === 0 && differing === 0 && extraRows === 0 && events.length >= ok,
      `lost ${lost}, duplicated ${duplicated}, differing ${differing}`,
    );
  } finally {
    await db.academic.end().catch(() => {});
    await db.finance.end().catch(() => {});
  }
}

async function main() {
  let stopEngine = async () => {};
  let upStarted = false;
  try {
    await ensurePackages();
    stopEngine = await ensureEngine(WORK);
    note(
      `compose: Debian's docker-compose ${composeVersion()}; engine and client: Debian's docker.io ${docker(['version', '--format', '{{.Server.Version}}'])}`,
    );

    let from = Date.now();
    const stand = await ensureBaseImages({ rebuild: process.env.CONTAINERS_REBUILD_BASE === '1', redis: composeHas('redis') });
    note(`base images (stand-ins) ready in ${seconds(from)} s`);
    from = Date.now();
    await buildImages(stand);
    note(`${IMAGES.length} images built in ${seconds(from)} s`);

    const ports = {
      TREINA_PORT: await freePort(),
      POSTGRES_PORT: await freePort(),
      AMQP_PORT: await freePort(),
      RABBITMQ_MANAGEMENT_PORT: await freePort(),
      REDIS_PORT: await freePort(),
    };
    composeEnv = {
      ...process.env,
      PATH: `/usr/bin:${process.env.PATH}`,
      TREINA_VERSION: TAG,
      ...Object.fromEntries(FRONTEND_APPS.map((name) => [`TREINA_${name.toUpperCase().replace(/-/g, '_')}_VERSION`, TAG])),
      TREINA_BUILD_IMAGE: stand.build,
      TREINA_RUNTIME_IMAGE: stand.runtime,
      TREINA_NODE_IMAGE: stand.runtime,
      TREINA_POSTGRES_IMAGE: stand.postgres,
      TREINA_RABBITMQ_IMAGE: stand.rabbitmq,
      TREINA_REDIS_IMAGE: stand.redis,
      ...Object.fromEntries(Object.entries(ports).map(([key, value]) => [key, String(value)])),
    };
    writeOverride(stand);
    // A run that died before its clean-up: its containers and volumes go first.
    await compose(['down', '-v', '--remove-orphans'], { quiet: true });
    from = Date.now();
    upStarted = true;
    await compose(['up', '-d', '--no-build'], { quiet: true });
    const healthy = await waitHealthy(from);
    note(`up to all healthy: ${healthy} s`);
    check('every container healthy (one-shots exited 0)', true, `${healthy} s after up`);

    imageChecks();
    const gateway = `http://127.0.0.1:${ports.TREINA_PORT}`;
    await frontendChecks(gateway);
    const admin = await userFlow(gateway);
    await financeRestart(admin, `postgres://postgres@127.0.0.1:${ports.POSTGRES_PORT}`);
    await releaseOneRemote(stand, gateway);
  } catch (error) {
    check('containers test ran to the end', false, error.stack ?? String(error));
    if (upStarted) {
      mkdirSync(WORK, { recursive: true });
      await compose(['ps'], {}).catch(() => {});
      await compose(['logs', '--no-color', '--tail', '40'], {}).catch(() => {});
    }
  } finally {
    if (upStarted && process.env.CONTAINERS_KEEP !== '1')
      await compose(['down', '-v', '--remove-orphans'], { quiet: true }).catch((error) => check('compose down -v', false, error.message));
    await stopEngine().catch((error) => check('dockerd stopped', false, error.message));
  }
  const failed = results.filter((result) => !result.ok);
  process.stdout.write(`\nContainers test summary\n${summary.map((line) => `  ${line}`).join('\n')}\n  total ${seconds(started)} s\n`);
  process.stdout.write(failed.length ? `FAIL ${failed.length} of ${results.length} checks\n` : `PASS all ${results.length} checks\n`);
  process.exit(failed.length ? 1 : 0);
}

if (!existsSync(join(ROOT, 'node_modules/pg'))) {
  process.stderr.write('FAIL: run npm ci first (the test uses the repository packages pg and amqplib)\n');
  process.exit(1);
}
await main();
