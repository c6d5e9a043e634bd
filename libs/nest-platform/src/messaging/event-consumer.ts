// Over 250 lines on purpose: one class owns a delivery's whole life (received, waiting
// for a slot, applied once through the inbox alone or in a batch, settled on the channel
// that delivered it, retried or dead-lettered, drained at shutdown), and its state (active, waiting, delayed
// nacks, pauses) is only safe to change where all of it can be seen at once.
import type { OnModuleDestroy } from '@nestjs/common';
import type { EventEnvelope } from '@treina/contracts';
import type { Channel, ConsumeMessage } from 'amqplib';
import type { ChannelWrapper } from 'amqp-connection-manager';
import { runInContext } from '../context/request-context.js';
import type { JsonLogger } from '../logging/json-logger.js';
import type { AmqpConnection } from './amqp-connection.js';
import { parseEnvelope } from './envelope.js';
import { InvalidEventPayloadError } from './event-payload.pipe.js';
import type { BusNames, ResolvedConsumerOptions } from './messaging.options.js';
import type { OutboxService, OutboxTransaction } from './outbox.service.js';
import { BatchHandlerError, batchCulprit, batchSizeFor } from './consume-batch.js';
import { assertServiceQueue, fullQueueName } from './topology.js';
import { isDatabaseUnavailable } from './database-availability.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { HotStatement, queryRows } from '../database/typed-query.js';
import { flushWriteBehind } from '../database/write-behind.js';
import type { MessagingMetrics } from './messaging-metrics.js';

interface Delivery {
  message: ConsumeMessage;
  /** The channel that delivered it: an ack must go there, never to a newer channel. */
  channel: Channel | undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A delivery whose envelope some handler takes. */
interface Applicable {
  delivery: Delivery;
  envelope: EventEnvelope;
}

/** The context a message's handler runs in: its follow-up events are caused by it. */
function contextOf(envelope: EventEnvelope) {
  return { requestId: envelope.id, correlationId: envelope.correlationId, causationId: envelope.id };
}

const MAX_RETRY_DELAY_MS = 5000;

// Every delivery runs this: prepared once per connection (see HotStatement). An INSERT has no scan to plan.
const INSERT_INBOX = new HotStatement<{ message_id: string }, { consumer: string; messageIds: string[]; types: string[] }>(
  `INSERT INTO inbox_message (consumer, message_id, type)
   SELECT :consumer, v.message_id, v.type FROM unnest(:messageIds::uuid[], :types::varchar[]) AS v(message_id, type)
   ON CONFLICT DO NOTHING RETURNING message_id`,
);
/** Planned on every run, not prepared, like the relay's claim (docs/decisions/0016-messaging-tuning.md). */
const STAMP_INBOX_SQL =
  'UPDATE inbox_message SET received_at = clock_timestamp() WHERE consumer = :consumer AND message_id = ANY(:messageIds::uuid[])';
/** How long stop() lets the broker take in the acks sent just before it closes the channel (docs/decisions/0016-messaging-tuning.md). */
const SETTLE_GRACE_MS = 500;

/**
 * Consumes the service's queue: each message's inbox row and handler in one transaction, acked after its commit; retried until the queue's
 * delivery limit, or dead-lettered at once when nothing handles it, it is not JSON or it breaks its contract. Waiting deliveries are
 * applied in batches (one transaction, each message's outcome still its own): README.md beside this file.
 */
export class EventConsumer implements OnModuleDestroy {
  private dispatcher: EventDispatcher | undefined;
  private wrapper: ChannelWrapper | undefined;
  private readonly waiting: Delivery[] = [];
  private readonly delayedNacks = new Map<NodeJS.Timeout, Delivery>();
  private active = 0;
  private lastAckAt = 0;
  private stopping = false;
  private abandoned = false;
  private idleWaiters: Array<() => void> = [];
  private readonly pauses = new Set<() => void>();

  constructor(
    private readonly connection: AmqpConnection,
    private readonly outbox: OutboxService,
    private readonly names: BusNames,
    private readonly options: ResolvedConsumerOptions | undefined,
    private readonly logger: JsonLogger,
    private readonly shutdownTimeoutMs = 10_000,
    private readonly metrics?: MessagingMetrics,
  ) {}

  /** The queue and bindings this consumer was configured with (none when the service consumes nothing). */
  get consumerOptions(): ResolvedConsumerOptions | undefined {
    return this.options;
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Starts consuming into `dispatcher` (once connected; again after every reconnection). */
  async start(dispatcher: EventDispatcher): Promise<void> {
    const options = this.options;
    if (!options) throw new Error('EventConsumer.start: MessagingModule.forRoot sem a opção consumer');
    if (this.wrapper || this.stopping) return;
    this.dispatcher = dispatcher;
    const queue = fullQueueName(options.queue, this.names.queuePrefix);
    this.wrapper = this.connection.createChannel({
      name: `consumer ${queue}`,
      confirm: false,
      setup: async () => {
        const model = this.connection.currentModel();
        if (!model) return;
        const result = await assertServiceQueue(
          model,
          this.names,
          options.queue,
          options.bindings,
          options.maxDeliveries,
          options.retiredBindings,
        );
        if (!result.argumentsMatch) {
          this.logger.emit('warn', 'queue exists with other arguments; consuming it as it is', { queue });
        }
      },
    });
    try {
      await this.wrapper.consume(queue, (message) => this.receive(message), { prefetch: options.prefetch, noAck: false });
      this.logger.emit('info', 'consumer started', { queue, bindings: options.bindings, connected: this.connection.isConnected() });
    } catch (error) {
      // The subscription stays registered: the reconnection that follows a channel error re-attaches it.
      this.logger.emit('error', 'consumer could not subscribe yet; retrying on reconnection', { queue, error: (error as Error).message });
    }
  }

  /** Cancels the subscription, lets delivered messages finish (up to the shutdown timeout), closes the channel. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    const wrapper = this.wrapper;
    if (!wrapper) return;
    await wrapper.cancelAll().catch((error: Error) => this.logger.emit('debug', 'consumer cancel failed', { error: error.message }));
    for (const resume of this.pauses) resume();
    for (const [timer, delivery] of this.delayedNacks) {
      clearTimeout(timer);
      this.settle(delivery, 'nack');
    }
    this.delayedNacks.clear();
    const idle = await this.waitIdle(this.shutdownTimeoutMs);
    if (!idle) {
      this.abandoned = true;
      this.logger.emit('warn', 'consumer stopped with messages in flight; the broker will redeliver them', {
        active: this.active,
        waiting: this.waiting.length,
      });
    }
    const sinceAck = Date.now() - this.lastAckAt;
    if (idle && sinceAck < SETTLE_GRACE_MS) await sleep(SETTLE_GRACE_MS - sinceAck);
    await wrapper.close().catch(() => undefined);
  }

  private receive(message: ConsumeMessage): void {
    this.waiting.push({ message, channel: this.wrapper ? this.connection.rawChannel(this.wrapper) : undefined });
    this.pump();
  }

  private pump(): void {
    const limit = this.options?.concurrency ?? 1;
    const batchSize = this.options?.batchSize ?? 1;
    while (this.active < limit && this.waiting.length > 0 && !this.abandoned) {
      const batch = this.waiting.splice(0, batchSizeFor(this.waiting.length, limit - this.active, batchSize));
      this.active += 1;
      void this.process(batch).finally(() => {
        this.active -= 1;
        this.pump();
        this.notifyIdle();
      });
    }
  }

  /** Dead-letters what cannot be applied, then applies the rest: alone, or together in one transaction. */
  private async process(batch: Delivery[]): Promise<void> {
    const applicable = batch.map((delivery) => this.screen(delivery)).filter((item): item is Applicable => item !== undefined);
    if (applicable.length === 1) await this.processOne(applicable[0]);
    else if (applicable.length > 1) await this.processBatch(applicable);
  }

  /**
   * The delivery's envelope when some handler takes it; otherwise dead-lettered at once
   * (unparsable, or a type this service has no handler for) and undefined.
   */
  private screen(delivery: Delivery): Applicable | undefined {
    const { message } = delivery;
    const parsed = parseEnvelope(message.content);
    if ('error' in parsed) {
      this.logger.emit('error', 'unparsable message dead-lettered', {
        reason: parsed.error,
        messageId: message.properties.messageId,
        routingKey: message.fields.routingKey,
      });
      this.metrics?.deadLettered('unparsable');
      this.settle(delivery, 'reject');
      return undefined;
    }
    const envelope = parsed.envelope;
    if (!(this.dispatcher as EventDispatcher).handles(envelope.type)) {
      // A contract this service does not know yet (a new version, a new event): kept in the DLQ to be replayed once a handler exists.
      this.logger.emit('error', 'no handler for event type; message dead-lettered', {
        type: envelope.type,
        messageId: envelope.id,
        routingKey: message.fields.routingKey,
      });
      this.metrics?.deadLettered(envelope.type);
      this.settle(delivery, 'reject');
      return undefined;
    }
    return { delivery, envelope };
  }

  /** One message in its own transaction: acked after commit, or retried / dead-lettered after a failure. */
  private async processOne({ delivery, envelope }: Applicable): Promise<void> {
    const options = this.options as ResolvedConsumerOptions;
    const dispatcher = this.dispatcher as EventDispatcher;
    await runInContext(contextOf(envelope), async () => {
      try {
        const started = Date.now();
        const applied = await this.withDatabase({ type: envelope.type, messageId: envelope.id }, (tx) =>
          this.applyInTransaction(tx, [envelope], dispatcher, options).then(([first]) => first),
        );
        this.settleApplied({ delivery, envelope }, applied);
        this.logger.emit('debug', applied ? 'event handled' : 'duplicate event skipped', {
          type: envelope.type,
          messageId: envelope.id,
          ms: Date.now() - started,
        });
      } catch (error) {
        this.settleFailed({ delivery, envelope }, error);
      }
    });
  }

  /**
   * Several messages in one transaction (one inbox insert, one commit), acked together after it. When a handler fails, that message alone
   * is retried or dead-lettered as if it had failed on its own and the others are applied again without it; a failure that belongs to no
   * one message (the commit, a deadlock) applies each message on its own.
   */
  private async processBatch(items: Applicable[]): Promise<void> {
    const options = this.options as ResolvedConsumerOptions;
    const dispatcher = this.dispatcher as EventDispatcher;
    const started = Date.now();
    let applied: boolean[];
    try {
      applied = await this.withDatabase({ batch: items.length, messageId: items[0].envelope.id }, (tx) =>
        this.applyInTransaction(
          tx,
          items.map((item) => item.envelope),
          dispatcher,
          options,
        ),
      );
    } catch (error) {
      if (this.stopping && isDatabaseUnavailable(error instanceof BatchHandlerError ? error.cause : error)) {
        // Shutting down with the database away: back to the queue at once, not one doomed transaction per message.
        for (const item of items) this.settle(item.delivery, 'nack');
        return;
      }
      const culprit = batchCulprit(error);
      this.logger.emit('debug', 'event batch failed; applying its messages again', {
        batch: items.length,
        culprit: culprit ? items[culprit.index].envelope.id : null,
        error: (error as Error).message,
      });
      if (!culprit) {
        for (const item of items) await this.processOne(item);
        return;
      }
      await runInContext(contextOf(items[culprit.index].envelope), async () => this.settleFailed(items[culprit.index], culprit.cause));
      const rest = items.filter((_item, index) => index !== culprit.index);
      await (rest.length === 1 ? this.processOne(rest[0]) : this.processBatch(rest));
      return;
    }
    items.forEach((item, index) => this.settleApplied(item, applied[index]));
    this.logger.emit('debug', 'event batch handled', {
      batch: items.length,
      applied: applied.filter(Boolean).length,
      ms: Date.now() - started,
    });
  }

  /**
   * The inbox rows of `envelopes` and the handlers of the new ones, in order, in `tx`; per envelope whether it was applied now. A handler's
   * failure is rethrown as a BatchHandlerError naming its message. A batch's received_at is when its last handler finished: its effects
   * show at commit.
   */
  private async applyInTransaction(
    tx: OutboxTransaction,
    envelopes: EventEnvelope[],
    dispatcher: EventDispatcher,
    options: ResolvedConsumerOptions,
  ): Promise<boolean[]> {
    const inserted = await INSERT_INBOX.run(tx.manager, {
      consumer: options.queue,
      messageIds: envelopes.map((envelope) => envelope.id),
      types: envelopes.map((envelope) => envelope.type),
    });
    // PostgreSQL answers uuids in lower case; a message id seen twice in one batch is applied once.
    const fresh = new Set(inserted.map((row) => row.message_id));
    const applied: boolean[] = [];
    let lastHandler: unknown;
    for (const [index, envelope] of envelopes.entries()) {
      const isNew = fresh.delete(envelope.id.toLowerCase());
      applied.push(isNew);
      if (!isNew) continue;
      // The rows the previous handler left behind are written before another handler runs; a
      // failure here belongs to the batch, not to this message (outside the try below).
      const handler = dispatcher.handlerOf(envelope.type);
      if (handler !== lastHandler) await flushWriteBehind(tx.manager);
      lastHandler = handler;
      try {
        await runInContext(contextOf(envelope), () => dispatcher.dispatch(envelope, tx));
      } catch (error) {
        throw envelopes.length === 1 ? error : new BatchHandlerError(index, error);
      }
    }
    // Before the stamp: the batch's last writes are part of what the stamp's time says is done.
    await flushWriteBehind(tx.manager);
    if (envelopes.length > 1 && applied.some(Boolean)) {
      await queryRows(tx.manager, STAMP_INBOX_SQL, {
        consumer: options.queue,
        messageIds: envelopes.filter((_envelope, index) => applied[index]).map((envelope) => envelope.id),
      });
    }
    return applied;
  }

  /**
   * `work` in one transaction. While the database is unreachable it is retried here, holding
   * its slot, instead of spending the queue's delivery limit: a database restart must not
   * dead-letter live traffic.
   */
  private async withDatabase<T>(what: Record<string, unknown>, work: (tx: OutboxTransaction) => Promise<T>): Promise<T> {
    const options = this.options as ResolvedConsumerOptions;
    for (let outage = 0; ; outage += 1) {
      try {
        return await this.outbox.transaction(work);
      } catch (error) {
        const reason = error instanceof BatchHandlerError ? error.cause : error;
        if (!isDatabaseUnavailable(reason) || this.stopping) throw error;
        const delayMs = Math.min(MAX_RETRY_DELAY_MS, Math.max(50, options.retryDelayMs) * 2 ** Math.min(outage, 10));
        this.logger.emit(outage === 0 ? 'warn' : 'debug', 'database unavailable; retrying the message in place', {
          ...what,
          error: (error as Error).message,
          retryInMs: delayMs,
        });
        await this.pause(delayMs);
      }
    }
  }

  private settleApplied({ delivery, envelope }: Applicable, applied: boolean): void {
    this.settle(delivery, 'ack');
    if (applied) this.metrics?.consumed(envelope.type);
    else this.metrics?.duplicate(envelope.type);
  }

  /** A payload that breaks its contract is dead-lettered at once; any other failure goes back to the queue until its delivery limit. */
  private settleFailed({ delivery, envelope }: Applicable, error: unknown): void {
    const options = this.options as ResolvedConsumerOptions;
    if (error instanceof InvalidEventPayloadError) {
      this.logger.emit('error', 'event payload breaks its contract; message dead-lettered', {
        type: envelope.type,
        messageId: envelope.id,
        problems: error.problems,
      });
      this.metrics?.deadLettered(envelope.type);
      this.settle(delivery, 'reject');
      return;
    }
    const deliveryCount = Number(delivery.message.properties.headers?.['x-delivery-count'] ?? 0);
    const attempt = deliveryCount + 1;
    const last = attempt >= options.maxDeliveries;
    this.metrics?.failed(envelope.type);
    if (last) this.metrics?.deadLettered(envelope.type);
    this.logger.emit(last ? 'error' : 'warn', last ? 'event handler failed; message dead-lettered' : 'event handler failed; will retry', {
      type: envelope.type,
      messageId: envelope.id,
      attempt,
      maxDeliveries: options.maxDeliveries,
      error: (error as Error).message,
    });
    this.retryLater(delivery, last ? 0 : Math.min(MAX_RETRY_DELAY_MS, options.retryDelayMs * 2 ** deliveryCount));
  }

  /** Waits `ms`, or less if the consumer stops meanwhile. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const resume = (): void => {
        clearTimeout(timer);
        this.pauses.delete(resume);
        resolve();
      };
      const timer = setTimeout(resume, ms);
      this.pauses.add(resume);
    });
  }

  /** Back to the queue after `delayMs` (the broker counts the delivery); at once when stopping. */
  private retryLater(delivery: Delivery, delayMs: number): void {
    if (delayMs <= 0 || this.stopping) {
      this.settle(delivery, 'nack');
      return;
    }
    const timer = setTimeout(() => {
      this.delayedNacks.delete(timer);
      this.settle(delivery, 'nack');
    }, delayMs);
    this.delayedNacks.set(timer, delivery);
  }

  private settle(delivery: Delivery, outcome: 'ack' | 'nack' | 'reject'): void {
    const channel = delivery.channel;
    try {
      if (!channel) throw new Error('sem canal');
      if (outcome === 'ack') {
        channel.ack(delivery.message);
        this.lastAckAt = Date.now();
      } else if (outcome === 'nack') channel.nack(delivery.message, false, true);
      // Without requeue the queue dead-letters the message.
      else channel.nack(delivery.message, false, false);
    } catch (error) {
      // The delivering channel is gone; the broker redelivers the message and the inbox absorbs a repeat.
      this.logger.emit('debug', 'could not settle message; it will be redelivered', {
        outcome,
        messageId: delivery.message.properties.messageId,
        error: (error as Error).message,
      });
    }
  }

  private notifyIdle(): void {
    if (this.active > 0 || this.waiting.length > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private waitIdle(timeoutMs: number): Promise<boolean> {
    if (this.active === 0 && this.waiting.length === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
