import { readBusConfig } from '../config/platform.config.js';

/** The queue a service consumes from, and what it receives. */
export interface ConsumerOptions {
  /** Logical queue name without the prefix, e.g. `queueNameOf('finance')`; also the inbox's consumer key. */
  queue: string;
  /** Routing-key patterns bound to the queue on the events exchange (`identity.user.*.v1`, `#`). */
  bindings: readonly string[];
  /**
   * Patterns the queue was bound to in an earlier release (RETIRED_QUEUE_BINDINGS): unbound
   * whenever the consumer declares its queue, since the broker keeps a durable queue's
   * bindings. Default none.
   */
  retiredBindings?: readonly string[];
  /**
   * Unacknowledged messages the broker may hand this consumer at once. Default 250: room for
   * every slot's batch (concurrency x batchSize), or batches could not form.
   */
  prefetch?: number;
  /** Total delivery attempts of a message (the first included) before RabbitMQ dead-letters it. Default 5. */
  maxDeliveries?: number;
  /** Transactions applying messages at once per replica; keep it below the DB pool size. Default 5. */
  concurrency?: number;
  /**
   * Most messages one transaction applies when several wait for a slot (a lone message is
   * applied alone). 1 turns batches off. Default 50.
   */
  batchSize?: number;
  /** First wait before a failed message goes back to the queue; doubles per attempt up to a ceiling (MAX_RETRY_DELAY_MS). Default 200. */
  retryDelayMs?: number;
}

export interface MessagingOptions {
  /** Service name, e.g. `identity`; becomes `envelope.producer`. */
  producer: string;
  /** Default: the platform configuration's broker (env AMQP_URL; readBusConfig). */
  url?: string;
  /** Default: env EVENTS_EXCHANGE, else `treina.events`. */
  exchange?: string;
  /** Default env DEAD_LETTER_EXCHANGE, else `treina.dead-letter`. */
  deadLetterExchange?: string;
  /** Prepended to queue names. Default env QUEUE_PREFIX, else ''. */
  queuePrefix?: string;
  /** Set when the service consumes events. */
  consumer?: ConsumerOptions;
  /** Polling fallback of the outbox relay. Default 1000. */
  relayPollMs?: number;
  /** Most outbox rows one relay round claims, publishes and marks sent. Default 500 (docs/decisions/0016-messaging-tuning.md). */
  relayBatchSize?: number;
  /** A publish not confirmed by the broker in this time counts as failed and is retried. Default 10000. */
  publishTimeoutMs?: number;
  /** Broker reconnect backoff: first wait and cap, doubled per failed attempt. Default 1000 / 30000. */
  reconnect?: { initialMs?: number; maxMs?: number };
  /** How long shutdown waits for in-flight handlers and the relay's batch. Default 10000. */
  shutdownTimeoutMs?: number;
}

/** Names on the broker; tests get unique ones from `uniqueBusNames()`. */
export interface BusNames {
  exchange: string;
  deadLetterExchange: string;
  queuePrefix?: string;
}

export type ResolvedConsumerOptions = Required<ConsumerOptions>;

export interface ResolvedMessagingOptions {
  producer: string;
  url: string;
  exchange: string;
  deadLetterExchange: string;
  queuePrefix: string;
  consumer: ResolvedConsumerOptions | undefined;
  relayPollMs: number;
  relayBatchSize: number;
  publishTimeoutMs: number;
  reconnectInitialMs: number;
  reconnectMaxMs: number;
  shutdownTimeoutMs: number;
}

export const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

export const DEFAULT_PREFETCH = 250;
export const DEFAULT_BATCH_SIZE = 50;
export const DEFAULT_MAX_DELIVERIES = 5;

function positive(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`Opção de mensageria ${name} deve ser um inteiro positivo: ${value}`);
  return value;
}

export function resolveMessagingOptions(options: MessagingOptions): ResolvedMessagingOptions {
  if (!options.producer) throw new Error('Opção de mensageria obrigatória ausente: producer');
  const consumer = options.consumer;
  const bus = readBusConfig();
  return {
    producer: options.producer,
    url: options.url ?? bus.url,
    exchange: options.exchange ?? bus.exchange,
    deadLetterExchange: options.deadLetterExchange ?? bus.deadLetterExchange,
    queuePrefix: options.queuePrefix ?? bus.queuePrefix,
    consumer: consumer
      ? {
          queue: consumer.queue,
          bindings: [...consumer.bindings],
          retiredBindings: [...(consumer.retiredBindings ?? [])],
          prefetch: positive('prefetch', consumer.prefetch ?? DEFAULT_PREFETCH),
          maxDeliveries: positive('maxDeliveries', consumer.maxDeliveries ?? DEFAULT_MAX_DELIVERIES),
          concurrency: positive('concurrency', consumer.concurrency ?? 5),
          batchSize: positive('batchSize', consumer.batchSize ?? DEFAULT_BATCH_SIZE),
          retryDelayMs: Math.max(0, consumer.retryDelayMs ?? 200),
        }
      : undefined,
    relayPollMs: positive('relayPollMs', options.relayPollMs ?? 1000),
    relayBatchSize: positive('relayBatchSize', options.relayBatchSize ?? 500),
    publishTimeoutMs: positive('publishTimeoutMs', options.publishTimeoutMs ?? 10_000),
    reconnectInitialMs: positive('reconnect.initialMs', options.reconnect?.initialMs ?? 1000),
    reconnectMaxMs: positive('reconnect.maxMs', options.reconnect?.maxMs ?? 30_000),
    shutdownTimeoutMs: positive('shutdownTimeoutMs', options.shutdownTimeoutMs ?? 10_000),
  };
}
