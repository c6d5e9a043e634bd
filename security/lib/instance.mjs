// Starts the whole product for the attack suite on its own ports, databases,
// bus names, log and upload folders (as tools/test.mjs does for the browser
// tests), and removes all of it again afterwards.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AMQP_URL, POSTGRES_URL, presentServices, ROOT, SERVICE_PORTS } from '../../tools/infra.mjs';
import { startProduct } from '../../tools/product.mjs';

const require = createRequire(import.meta.url);

/** High enough that the suite's own log-ins and the login fuzzing never meet the limits. */
const RAISED_LIMITS = {
  LOGIN_LIMIT_PER_IP: '1000000',
  LOGIN_LIMIT_PER_ACCOUNT: '1000000',
  RESET_LIMIT_PER_IP: '1000000',
  RESET_LIMIT_PER_EMAIL: '1000000',
};

export async function startInstance({ portBase }) {
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const dbPrefix = `t_sec_${runId}_`;
  const outDir = join(ROOT, 'test-output', 'security');
  const logDir = join(outDir, `logs-${runId}`);
  const uploadDir = join(outDir, `uploads-${runId}`);
  mkdirSync(logDir, { recursive: true });
  mkdirSync(uploadDir, { recursive: true });
  const bus = {
    EVENTS_EXCHANGE: `test.sec${runId}.events`,
    DEAD_LETTER_EXCHANGE: `test.sec${runId}.dead-letter`,
    QUEUE_PREFIX: `test.sec${runId}.`,
  };
  const env = {
    ...bus,
    ...RAISED_LIMITS,
    UPLOAD_DIR: uploadDir,
    MAIL_DIR: join(outDir, `mail-${runId}`),
    LOG_LEVEL: 'info', // the route map ("Mapped {/api/x, GET} route") is logged at info
  };
  const services = presentServices();
  const context = {
    runId,
    portBase,
    dbPrefix,
    baseUrl: `http://127.0.0.1:${portBase}`,
    serviceUrls: Object.fromEntries(services.map((name) => [name, `http://127.0.0.1:${portBase + SERVICE_PORTS[name]}`])),
    logDir,
    uploadDir,
    outDir,
    keysDir: join(ROOT, 'var', 'keys'),
    env,
  };
  let product;
  try {
    product = await startProduct({ portBase, dbPrefix, quiet: true, logDir, env });
  } catch (error) {
    await removeInstance(context).catch(() => undefined);
    throw error;
  }
  return { context, product };
}

/** Drops the databases, deletes the queues and exchanges, removes the upload folder. */
export async function removeInstance(context) {
  const platform = await import(pathToFileURL(join(ROOT, 'libs/nest-platform/dist/src/index.js')).href);
  for (const service of presentServices())
    await platform.dropDatabase(`${POSTGRES_URL}/${context.dbPrefix}${service}`).catch(() => undefined);
  try {
    const amqp = require('amqplib');
    const connection = await amqp.connect(AMQP_URL, { timeout: 5000 });
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    for (const service of presentServices()) {
      for (const queue of [`${context.env.QUEUE_PREFIX}${service}.events`, `${context.env.QUEUE_PREFIX}${service}.events.dlq`]) {
        await channel.deleteQueue(queue).catch(() => undefined);
      }
    }
    await channel.deleteExchange(context.env.EVENTS_EXCHANGE).catch(() => undefined);
    await channel.deleteExchange(context.env.DEAD_LETTER_EXCHANGE).catch(() => undefined);
    await connection.close().catch(() => undefined);
  } catch {
    // the broker is shared: a failed clean-up leaves a few empty queues, nothing else
  }
  rmSync(context.uploadDir, { recursive: true, force: true });
  rmSync(context.env.MAIL_DIR, { recursive: true, force: true });
}
