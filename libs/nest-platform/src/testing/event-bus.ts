import type { EventEnvelope } from '@treina/contracts';
import amqplib from 'amqplib';
import type pg from 'pg';

/** The local broker the tests use (AMQP_URL overrides it). */
export const TEST_AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy, which it returns; fails after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T> | T, timeoutMs = 45_000, intervalMs = 50): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timeout (${timeoutMs} ms) waiting for: ${what}`);
    await sleep(intervalMs);
  }
}

/**
 * Publishes envelopes to an exchange as a service's relay does (persistent, message id = envelope id, confirmed). If the broker goes away
 * for a moment (other suites on this machine may restart it), reconnects and publishes the batch again: the consumer's inbox absorbs the
 * repeats.
 */
export class TestEventPublisher {
  private link: { connection: amqplib.ChannelModel; channel: amqplib.ConfirmChannel } | undefined;

  constructor(
    private readonly exchange: string,
    private readonly url = TEST_AMQP_URL,
    private readonly retry = { attempts: 20, pauseMs: 1500 },
  ) {}

  async publish(...envelopes: EventEnvelope[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        this.link ??= await this.connect();
        for (const envelope of envelopes) {
          this.link.channel.publish(this.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
            persistent: true,
            messageId: envelope.id,
            contentType: 'application/json',
          });
        }
        await this.link.channel.waitForConfirms();
        return;
      } catch (error) {
        const broken = this.link;
        this.link = undefined;
        await broken?.connection.close().catch(() => undefined);
        if (attempt >= this.retry.attempts) throw error;
        await sleep(this.retry.pauseMs);
      }
    }
  }

  async close(): Promise<void> {
    const link = this.link;
    this.link = undefined;
    await link?.connection.close().catch(() => undefined);
  }

  private async connect() {
    const connection = await amqplib.connect(this.url);
    connection.on('error', () => undefined);
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    return { connection, channel };
  }
}

/** Waits until every message id is in the service's inbox_message table (applied or skipped by its handler). */
export async function waitForInbox(pool: pg.Pool, ids: readonly string[], timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const unique = [...new Set(ids)];
  for (;;) {
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_message WHERE message_id = ANY($1::uuid[])', [
      unique,
    ]);
    if (rows[0]!.n === unique.length) return;
    if (Date.now() > deadline) throw new Error(`only ${rows[0]!.n} of ${unique.length} messages applied after ${timeoutMs} ms`);
    await sleep(25);
  }
}

/** Takes (acks) every message now in a queue, e.g. a service's dead-letter queue, and returns their parsed bodies. */
export async function takeQueued(queue: string, url = TEST_AMQP_URL): Promise<Array<{ body: unknown; reason: unknown }>> {
  const connection = await amqplib.connect(url);
  try {
    const channel = await connection.createChannel();
    const taken: Array<{ body: unknown; reason: unknown }> = [];
    for (let message = await channel.get(queue, { noAck: true }); message; message = await channel.get(queue, { noAck: true })) {
      let body: unknown;
      try {
        body = JSON.parse(message.content.toString());
      } catch {
        body = message.content.toString();
      }
      taken.push({ body, reason: message.properties.headers?.['x-first-death-reason'] });
    }
    await channel.close();
    return taken;
  } finally {
    await connection.close();
  }
}
