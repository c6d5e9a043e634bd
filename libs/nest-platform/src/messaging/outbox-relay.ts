// Over 250 lines on purpose: the relay's claim, publish and mark-sent steps, its lease
// and its back-off share one loop's state; the pure parts (lease length, batch outcome,
// back-off) are exported functions with their own tests.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { EventEnvelope } from '@treina/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { newContext, runInContext } from '../context/request-context.js';
import type { JsonLogger } from '../logging/json-logger.js';
import type { AmqpConnection } from './amqp-connection.js';
import type { EventPublisher } from './event-publisher.js';
import type { OutboxWaker } from './outbox.service.js';
import { queryRows } from '../database/typed-query.js';

export interface OutboxRelayOptions {
  pollMs: number;
  batchSize: number;
  /** Cap of the backoff after failed rounds. */
  maxBackoffMs?: number;
  /** How long `stop()` waits for the batch in flight. Default 10000. */
  shutdownTimeoutMs?: number;
}

export interface ClaimedRow {
  id: string;
  envelope: EventEnvelope;
}

// Planned on every run, not prepared: a plan chosen while the outbox was empty would scan it whole
// once it grows (docs/decisions/0016-messaging-tuning.md).
const CLAIM_SQL = `WITH claimable AS (
     SELECT id FROM outbox_message
     WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until <= now())
     ORDER BY id
     LIMIT :batchSize
     FOR UPDATE SKIP LOCKED
   ), claimed AS (
     UPDATE outbox_message AS message
     SET claimed_by = :relayId, claimed_until = now() + :leaseMs::int * interval '1 millisecond'
     FROM claimable
     WHERE message.id = claimable.id
     RETURNING message.id, message.envelope
   )
   SELECT id, envelope FROM claimed ORDER BY id`;
const MARK_SENT_SQL = `UPDATE outbox_message SET published_at = now(), attempts = attempts + 1, last_error = NULL, claimed_until = NULL
   WHERE id = ANY(:published::bigint[]) AND published_at IS NULL`;

/** What became of a claimed batch once every publish settled. */
export interface BatchOutcome {
  /** Ids the broker confirmed. */
  published: string[];
  /** Ids whose publish was nacked, timed out or hit a closed channel. */
  failed: string[];
  /** The last failure's message, kept on the failed rows. */
  lastError: string | undefined;
}

/**
 * Time past the publish timeout a lease lasts: longer than a pool connection's connect timeout plus the
 * marking statement's timeout, so a lease runs out only for a relay that died.
 */
const LEASE_MARGIN_MS = 20_000;

/** How long a claim keeps other relays off its rows, given the publisher's confirm timeout. */
export function leaseDurationMs(publishTimeoutMs: number): number {
  return publishTimeoutMs + LEASE_MARGIN_MS;
}

/** Splits a batch by the results of its publishes (same order as the rows). */
export function sortOutcome(rows: readonly ClaimedRow[], results: readonly PromiseSettledResult<unknown>[]): BatchOutcome {
  const outcome: BatchOutcome = { published: [], failed: [], lastError: undefined };
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') outcome.published.push(rows[index].id);
    else {
      outcome.failed.push(rows[index].id);
      outcome.lastError = (result.reason as Error)?.message ?? String(result.reason);
    }
  });
  return outcome;
}

/** Wait before the next round after `failures` failed rounds in a row: doubles from the poll interval, capped. */
export function relayBackoffMs(failures: number, pollMs: number, maxBackoffMs: number): number {
  const exponent = Math.min(failures, 10);
  return Math.min(maxBackoffMs, pollMs * 2 ** exponent);
}

/**
 * Publishes pending outbox rows in id order and marks them published once the broker confirmed
 * them; woken right after a commit, and polls as a fallback. Rows are leased, not locked, while
 * the broker confirms, so no transaction stays open meanwhile (README.md beside this file).
 */
export class OutboxRelay implements OutboxWaker, OnApplicationBootstrap, OnModuleDestroy {
  /** Who holds a lease: unique per relay, also when one process runs several. */
  readonly relayId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopped = false;
  private failures = 0;
  private readonly maxBackoffMs: number;
  private readonly shutdownTimeoutMs: number;
  private readonly leaseMs: number;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: EventPublisher,
    private readonly connection: AmqpConnection,
    private readonly logger: JsonLogger,
    private readonly options: OutboxRelayOptions,
  ) {
    this.maxBackoffMs = Math.max(options.pollMs, options.maxBackoffMs ?? 30_000);
    this.shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
    this.leaseMs = leaseDurationMs(publisher.publishTimeoutMs);
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

  /** Stops polling and waits for the round in progress, up to the shutdown timeout. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const running = this.running;
    if (!running) return;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      running.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.shutdownTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (!finished) {
      this.logger.emit('warn', 'outbox relay stopped with a batch in flight; its rows go out again once their lease runs out', {
        waitedMs: this.shutdownTimeoutMs,
        leaseMs: this.leaseMs,
      });
    }
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
      this.logger.emit(level, 'outbox relay round failed', {
        error: (error as Error).message,
        failedRounds: this.failures,
        retryInMs: next,
      });
    } finally {
      if (!this.stopped) this.schedule(this.again ? 0 : next);
    }
  }

  private backoff(): number {
    return relayBackoffMs(this.failures, this.options.pollMs, this.maxBackoffMs);
  }

  /** Claims a batch, publishes it with no transaction open, marks what the broker confirmed. Returns rows claimed. */
  private async relayBatch(): Promise<number> {
    const rows = await this.claim();
    if (rows.length === 0) return 0;
    // Queued on one confirm channel in id order, so they reach the broker in that order.
    const results = await Promise.allSettled(rows.map((row) => this.publisher.publish(row.envelope)));
    const outcome = sortOutcome(rows, results);
    await this.settle(outcome);
    this.logger.emit('debug', 'outbox relayed', { published: outcome.published.length, failed: outcome.failed.length });
    if (outcome.failed.length > 0) throw new Error(`${outcome.failed.length} publicação(ões) falharam: ${outcome.lastError}`);
    return rows.length;
  }

  /**
   * Leases the oldest unleased pending rows to this relay in one statement, which
   * commits on its own. SKIP LOCKED keeps two relays claiming at the same moment
   * from waiting on each other; the lease keeps them apart afterwards.
   */
  private async claim(): Promise<ClaimedRow[]> {
    return queryRows<ClaimedRow>(this.dataSource.manager, CLAIM_SQL, {
      batchSize: this.options.batchSize,
      relayId: this.relayId,
      leaseMs: this.leaseMs,
    });
  }

  /**
   * Marks the confirmed rows sent and releases the failed ones, in one short
   * transaction. A release touches only rows this relay still holds: if its lease
   * ran out and another relay took them, that relay settles them.
   */
  private async settle(outcome: BatchOutcome): Promise<void> {
    const markSent = async (manager: EntityManager) => queryRows(manager, MARK_SENT_SQL, { published: outcome.published });
    // The usual batch, all confirmed, is one statement: it commits on its own, without the
    // two round trips of a transaction around it (which run beside the next request's).
    if (outcome.failed.length === 0) {
      if (outcome.published.length > 0) await markSent(this.dataSource.manager);
      return;
    }
    await this.dataSource.transaction(async (manager) => {
      if (outcome.published.length > 0) await markSent(manager);
      await queryRows(
        manager,
        `UPDATE outbox_message SET attempts = attempts + 1, last_error = :lastError, claimed_until = NULL
         WHERE id = ANY(:failed::bigint[]) AND claimed_by = :relayId AND published_at IS NULL`,
        { failed: outcome.failed, lastError: (outcome.lastError ?? '').slice(0, 1000), relayId: this.relayId },
      );
    });
  }
}
