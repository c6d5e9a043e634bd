import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { EventEnvelope } from '@treina/contracts';
import type { DataSource } from 'typeorm';
import { newContext, runInContext } from '../context/request-context.js';
import type { JsonLogger } from '../logging/json-logger.js';
import type { AmqpConnection } from './amqp-connection.js';
import type { EventPublisher } from './event-publisher.js';
import type { OutboxWaker } from './outbox.service.js';

export interface OutboxRelayOptions {
  pollMs: number;
  batchSize: number;
  /** Cap of the backoff after failed rounds. */
  maxBackoffMs?: number;
}

interface PendingRow {
  id: string;
  envelope: EventEnvelope;
}

/**
 * Publishes pending outbox rows in id order and marks them published once the
 * broker confirmed them. Woken right after a commit, and polls as a fallback.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of replicas can
 * relay the same table; a row whose publish failed stays pending and is retried
 * with backoff (the broker's return wakes the relay at once).
 */
export class OutboxRelay implements OutboxWaker, OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopped = false;
  private failures = 0;
  private readonly maxBackoffMs: number;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: EventPublisher,
    private readonly connection: AmqpConnection,
    private readonly logger: JsonLogger,
    private readonly options: OutboxRelayOptions,
  ) {
    this.maxBackoffMs = Math.max(options.pollMs, options.maxBackoffMs ?? 30_000);
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.unsubscribe = this.connection.onConnect(() => this.wake());
    this.schedule(0);
  }

  /** Publish now (after a commit that wrote outbox rows, or a reconnection). */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = runInContext(newContext(), () => this.round()).finally(() => {
        this.running = undefined;
      });
    }, delayMs);
  }

  private async round(): Promise<void> {
    let next = this.options.pollMs;
    try {
      do {
        this.again = false;
        if (!this.connection.isConnected()) {
          // Rows stay pending; the reconnection wakes the relay.
          next = this.backoff();
          return;
        }
        const claimed = await this.relayBatch();
        if (claimed === this.options.batchSize) this.again = true;
      } while (this.again && !this.stopped);
      if (this.failures > 0) this.logger.emit('info', 'outbox relay recovered', { failedRounds: this.failures });
      this.failures = 0;
    } catch (error) {
      this.failures += 1;
      next = this.backoff();
      const level = this.failures === 1 || this.failures % 20 === 0 ? 'warn' : 'debug';
      this.logger.emit(level, 'outbox relay round failed', { error: (error as Error).message, failedRounds: this.failures, retryInMs: next });
    } finally {
      if (!this.stopped) this.schedule(this.again ? 0 : next);
    }
  }

  private backoff(): number {
    const exponent = Math.min(this.failures, 10);
    return Math.min(this.maxBackoffMs, this.options.pollMs * 2 ** exponent);
  }

  /** One transaction: claim a batch, publish it, mark what the broker confirmed. Returns rows claimed. */
  private async relayBatch(): Promise<number> {
    let failed: { count: number; error: string } | undefined;
    const claimed = await this.dataSource.transaction(async (manager) => {
      const rows: PendingRow[] = await manager.query(
        `SELECT id, envelope FROM outbox_message WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize],
      );
      if (rows.length === 0) return 0;
      const results = await Promise.allSettled(rows.map((row) => this.publisher.publish(row.envelope)));
      const published: string[] = [];
      const rejected: string[] = [];
      let lastError = '';
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') published.push(rows[index].id);
        else {
          rejected.push(rows[index].id);
          lastError = (result.reason as Error)?.message ?? String(result.reason);
        }
      });
      if (published.length > 0) {
        await manager.query(
          `UPDATE outbox_message SET published_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ANY($1::bigint[])`,
          [published],
        );
      }
      if (rejected.length > 0) {
        await manager.query(`UPDATE outbox_message SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1::bigint[])`, [
          rejected,
          lastError.slice(0, 1000),
        ]);
        failed = { count: rejected.length, error: lastError };
      }
      this.logger.emit('debug', 'outbox relayed', { published: published.length, failed: rejected.length });
      return rows.length;
    });
    if (failed) throw new Error(`${failed.count} publicação(ões) falharam: ${failed.error}`);
    return claimed;
  }
}
