// Over 250 lines on purpose: one class owns a delivery's whole life (received, waiting
// for a slot, applied once through the inbox, settled on the channel that delivered it,
// retried or dead-lettered, drained at shutdown), and its state (active, waiting, delayed
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
import type { OutboxService } from './outbox.service.js';
import { assertServiceQueue, fullQueueName } from './topology.js';
import { isDatabaseUnavailable } from './database-availability.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { queryRows } from '../database/typed-query.js';
import type { MessagingMetrics } from './messaging-metrics.js';

interface Delivery {
  message: ConsumeMessage;
  /** The channel that delivered it: an ack must go there, never to a newer channel. */
  channel: Channel | undefined;
}

const MAX_RETRY_DELAY_MS = 5000;

/**
 * Consumes the service's queue. Per message: parse the envelope, then in one
 * transaction insert (consumer, message id) into the inbox and run the handler,
 * and ack only after that commit. A message already in the inbox is acked without
 * running the handler again. A failing handler's message goes back to the queue
 * (after a short, growing delay) until the queue's delivery limit dead-letters it.
 * A message nothing handles, an unparsable one and one whose payload breaks its
 * contract are dead-lettered at once: never acked away, never retried in vain.
 */
export class EventConsumer implements OnModuleDestroy {
  private dispatcher: EventDispatcher | undefined;
  private wrapper: ChannelWrapper | undefined;
  private readonly waiting: Delivery[] = [];
  private readonly delayedNacks = new Map<NodeJS.Timeout, Delivery>();
  private active = 0;
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
        const result = await assertServiceQueue(model, this.names, options.queue, options.bindings, options.maxDeliveries);
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
    await wrapper.close().catch(() => undefined);
  }

  private receive(message: ConsumeMessage): void {
    this.waiting.push({ message, channel: this.wrapper ? this.connection.rawChannel(this.wrapper) : undefined });
    this.pump();
  }

  private pump(): void {
    const limit = this.options?.concurrency ?? 1;
    while (this.active < limit && this.waiting.length > 0 && !this.abandoned) {
      const delivery = this.waiting.shift() as Delivery;
      this.active += 1;
      void this.process(delivery).finally(() => {
        this.active -= 1;
        this.pump();
        this.notifyIdle();
      });
    }
  }

  private async process(delivery: Delivery): Promise<void> {
    const options = this.options as ResolvedConsumerOptions;
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
      return;
    }
    const envelope = parsed.envelope;
    const dispatcher = this.dispatcher as EventDispatcher;
    if (!dispatcher.handles(envelope.type)) {
      // A contract this service does not know yet (a new version, a new event): kept in the DLQ to be replayed once a handler exists.
      this.logger.emit('error', 'no handler for event type; message dead-lettered', {
        type: envelope.type,
        messageId: envelope.id,
        routingKey: message.fields.routingKey,
      });
      this.metrics?.deadLettered(envelope.type);
      this.settle(delivery, 'reject');
      return;
    }
    const context = { requestId: envelope.id, correlationId: envelope.correlationId, causationId: envelope.id };
    await runInContext(context, async () => {
      const deliveryCount = Number(message.properties.headers?.['x-delivery-count'] ?? 0);
      try {
        const started = Date.now();
        const applied = await this.applyOnce(envelope, dispatcher, options);
        this.settle(delivery, 'ack');
        if (applied) this.metrics?.consumed(envelope.type);
        else this.metrics?.duplicate(envelope.type);
        this.logger.emit('debug', applied ? 'event handled' : 'duplicate event skipped', {
          type: envelope.type,
          messageId: envelope.id,
          ms: Date.now() - started,
        });
      } catch (error) {
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
        const attempt = deliveryCount + 1;
        const last = attempt >= options.maxDeliveries;
        this.metrics?.failed(envelope.type);
        if (last) this.metrics?.deadLettered(envelope.type);
        this.logger.emit(
          last ? 'error' : 'warn',
          last ? 'event handler failed; message dead-lettered' : 'event handler failed; will retry',
          {
            type: envelope.type,
            messageId: envelope.id,
            attempt,
            maxDeliveries: options.maxDeliveries,
            error: (error as Error).message,
          },
        );
        this.retryLater(delivery, last ? 0 : Math.min(MAX_RETRY_DELAY_MS, options.retryDelayMs * 2 ** deliveryCount));
      }
    });
  }

  /**
   * The inbox insert and the handler in one transaction; false when the message
   * was applied before. While the database is unreachable the message is retried
   * here, holding its slot, instead of spending the queue's delivery limit: a
   * database restart must not dead-letter live traffic.
   */
  private async applyOnce(envelope: EventEnvelope, dispatcher: EventDispatcher, options: ResolvedConsumerOptions): Promise<boolean> {
    for (let outage = 0; ; outage += 1) {
      try {
        return await this.outbox.transaction(async (tx) => {
          const inserted = await queryRows<{ message_id: string }>(
            tx.manager,
            `INSERT INTO inbox_message (consumer, message_id, type) VALUES (:consumer, :messageId, :type)
             ON CONFLICT DO NOTHING RETURNING message_id`,
            { consumer: options.queue, messageId: envelope.id, type: envelope.type },
          );
          if (inserted.length === 0) return false;
          await dispatcher.dispatch(envelope, tx);
          return true;
        });
      } catch (error) {
        if (!isDatabaseUnavailable(error) || this.stopping) throw error;
        const delayMs = Math.min(MAX_RETRY_DELAY_MS, Math.max(50, options.retryDelayMs) * 2 ** Math.min(outage, 10));
        this.logger.emit(outage === 0 ? 'warn' : 'debug', 'database unavailable; retrying the message in place', {
          type: envelope.type,
          messageId: envelope.id,
          error: (error as Error).message,
          retryInMs: delayMs,
        });
        await this.pause(delayMs);
      }
    }
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
      if (outcome === 'ack') channel.ack(delivery.message);
      else if (outcome === 'nack') channel.nack(delivery.message, false, true);
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
