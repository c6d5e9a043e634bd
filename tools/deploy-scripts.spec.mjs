// The scripts containers run before a service starts, and the local secret maker, on the real
// PostgreSQL and RabbitMQ: migrations from several replicas at once (deploy/docker/migrate.mjs),
// the RabbitMQ topology (tools/declare-topology.mjs), and secrets the local overlay can use.
// The scripts run on the services as their images build them (jest.global-setup.mjs builds
// them first); the test's own helpers come from the libs' sources.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from '@jest/globals';
import { SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { declareTopology, deleteTopology, serviceQueues } from '@treina/nest-platform';
import { createTestDatabase, uniqueBusNames } from '@treina/nest-platform/testing';
import amqp from 'amqplib';
import pg from 'pg';
import { BACKENDS } from '../deploy/docker/services.mjs';
import { render } from '../deploy/k8s/kustomize.mjs';
import { AMQP_URL, ROOT } from './infra.mjs';

const run = promisify(execFile);

describe('container start-up scripts', () => {
  it('migrate.mjs: replicas starting together apply the migrations once, one after the other', async () => {
    const db = await createTestDatabase('deploy_migrate');
    try {
      const env = { ...process.env, DATABASE_URL: db.url, SERVICE: 'identity', LOG_LEVEL: 'info' };
      const runs = await Promise.all(
        [1, 2, 3].map(() => run(process.execPath, [join(ROOT, 'deploy/docker/migrate.mjs')], { cwd: ROOT, env })),
      );
      const logs = runs.map((result) => result.stdout);
      assert.ok(logs.every((log) => log.includes('"msg":"migrations done"')));
      // One run applied the migrations; the others, after waiting for the lock, found none pending.
      const applied = logs.map((log) => JSON.parse(log.split('\n').find((line) => line.includes('"msg":"migrations"'))).applied.length);
      assert.equal(applied.filter((count) => count > 0).length, 1, logs.join('\n'));
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        const { rows } = await client.query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name HAVING count(*) > 1');
        assert.deepEqual(rows, []);
      } finally {
        await client.end();
      }
    } finally {
      await db.drop();
    }
  });

  it('declare-topology.mjs: declares every service queue with its dead-letter queue, idempotently, and unbinds the retired bindings', async () => {
    const bus = uniqueBusNames('deploy-topology');
    const queues = Object.keys(serviceQueues(SERVICE_QUEUE_BINDINGS));
    const env = {
      ...process.env,
      AMQP_URL,
      EVENTS_EXCHANGE: bus.exchange,
      DEAD_LETTER_EXCHANGE: bus.deadLetterExchange,
      QUEUE_PREFIX: bus.queuePrefix,
    };
    const identityQueue = `${bus.queuePrefix}identity.events`;
    try {
      // Identity's queue as an earlier release left it: bound to every enrolment status change.
      await declareTopology(AMQP_URL, bus, { 'identity.events': ['academic.student.*.v1', 'academic.enrolment.status-changed.v1'] });
      for (let round = 0; round < 2; round += 1)
        await run(process.execPath, [join(ROOT, 'tools/declare-topology.mjs')], { cwd: ROOT, env });
      const connection = await amqp.connect(AMQP_URL);
      try {
        for (const queue of queues) {
          for (const name of [`${bus.queuePrefix}${queue}`, `${bus.queuePrefix}${queue}.dlq`]) {
            const channel = await connection.createChannel();
            await channel.checkQueue(name); // throws (404) when missing
            await channel.close();
          }
        }
        const channel = await connection.createConfirmChannel();
        for (const type of ['academic.enrolment.status-changed.v1', 'academic.waiting-list.seated.v1'])
          channel.publish(bus.exchange, type, Buffer.from(JSON.stringify({ type })), { persistent: true });
        await channel.waitForConfirms();
        const received = [];
        let message;
        while ((message = await channel.get(identityQueue, { noAck: true }))) received.push(message.fields.routingKey);
        assert.deepEqual(received, ['academic.waiting-list.seated.v1'], 'identity no longer receives the status changes');
        await channel.close();
      } finally {
        await connection.close();
      }
    } finally {
      await deleteTopology(AMQP_URL, bus, queues).catch(() => undefined);
    }
  });
});

it('make-local-secrets.mjs writes every file the local overlay reads, with matching passwords', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-secrets-'));
  try {
    await run(process.execPath, [join(ROOT, 'deploy/k8s/make-local-secrets.mjs')], { env: { ...process.env, LOCAL_SECRETS_DIR: dir } });
    const overlay = join(ROOT, 'deploy/k8s/overlays/local');
    const objects = render(overlay, {
      readFile: (path) =>
        readFileSync(path.startsWith(join(overlay, 'secrets')) ? join(dir, path.slice(join(overlay, 'secrets').length)) : path),
    });
    const secret = (name) => objects.find((object) => object.kind === 'Secret' && object.metadata.name.startsWith(`${name}-`));
    const value = (name, key) => Buffer.from(secret(name).data[key], 'base64').toString();
    const password = value('local-postgres', 'POSTGRES_PASSWORD');
    assert.ok(password.length >= 20);
    for (const service of BACKENDS) {
      assert.equal(value(`treina-${service}-database`, 'DATABASE_URL'), `postgres://treina:${password}@postgres:5432/treina_${service}`);
    }
    assert.equal(value('treina-amqp', 'AMQP_URL'), `amqp://treina:${value('local-rabbitmq', 'RABBITMQ_DEFAULT_PASS')}@rabbitmq:5672`);
    assert.match(value('treina-session-private-key', 'session-private.pem'), /^-----BEGIN PRIVATE KEY-----/);
    assert.match(value('treina-session-public-key', 'session-public.pem'), /^-----BEGIN PUBLIC KEY-----/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
