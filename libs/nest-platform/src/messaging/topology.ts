import amqplib, { type Channel, type ChannelModel } from 'amqplib';
import { queueNameOf, SERVICE_QUEUE_BINDINGS } from '@treina/contracts';
import { DEFAULT_MAX_DELIVERIES, type BusNames } from './messaging.options.js';

/** Queue name on the broker: the prefix plus the logical name. */
export function fullQueueName(queue: string, queuePrefix = ''): string {
  return `${queuePrefix}${queue}`;
}

/** Where a queue's dead letters end up: `<prefix><queue>.dlq`. */
export function deadLetterQueueName(queue: string, queuePrefix = ''): string {
  return `${fullQueueName(queue, queuePrefix)}.dlq`;
}

/**
 * Arguments of a consuming service's queue. A quorum queue counts deliveries; once a message has been delivered `maxDeliveries` times
 * (RabbitMQ's `x-delivery-limit` counts redeliveries, hence the minus one) it goes to the dead-letter exchange, routed by the queue's own
 * name.
 */
export function queueArguments(
  fullName: string,
  deadLetterExchange: string,
  maxDeliveries = DEFAULT_MAX_DELIVERIES,
): Record<string, unknown> {
  return {
    'x-queue-type': 'quorum',
    'x-delivery-limit': Math.max(0, maxDeliveries - 1),
    'x-dead-letter-exchange': deadLetterExchange,
    'x-dead-letter-routing-key': fullName,
  };
}

/** `{ finance: [...] }` (by service, like SERVICE_QUEUE_BINDINGS or RETIRED_QUEUE_BINDINGS) -> `{ 'finance.events': [...] }` (by queue). */
export function serviceQueues(
  bindingsByService: Record<string, readonly string[]> = SERVICE_QUEUE_BINDINGS,
): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(bindingsByService).map(([service, bindings]) => [queueNameOf(service), bindings]));
}

function isPreconditionFailed(error: unknown): boolean {
  return (error as { code?: number }).code === 406;
}

/** Runs `work` on a short-lived channel of `model`, so a channel error (406, 404) never hits a long-lived one. */
async function withChannel<T>(model: ChannelModel, work: (channel: Channel) => Promise<T>): Promise<T> {
  const channel = await model.createChannel();
  let closed = false;
  channel.on('error', () => undefined);
  channel.on('close', () => {
    closed = true;
  });
  try {
    return await work(channel);
  } finally {
    if (!closed) await channel.close().catch(() => undefined);
  }
}

export async function assertEventsExchange(model: ChannelModel, names: BusNames): Promise<void> {
  await withChannel(model, async (channel) => {
    await channel.assertExchange(names.exchange, 'topic', { durable: true });
  });
}

export interface AssertQueueResult {
  /** False when the queue already existed with other arguments (kept as it is). */
  argumentsMatch: boolean;
}

/**
 * Declares the exchanges, one service queue with its bindings, and its dead-letter queue;
 * idempotent. A queue that exists with other arguments is used as it is. `retiredBindings`
 * (RETIRED_QUEUE_BINDINGS) are unbound after binding: the broker keeps a durable queue's bindings.
 */
export async function assertServiceQueue(
  model: ChannelModel,
  names: BusNames,
  queue: string,
  bindings: readonly string[],
  maxDeliveries = DEFAULT_MAX_DELIVERIES,
  retiredBindings: readonly string[] = [],
): Promise<AssertQueueResult> {
  const fullName = fullQueueName(queue, names.queuePrefix);
  const dlq = deadLetterQueueName(queue, names.queuePrefix);
  let argumentsMatch = true;
  await withChannel(model, async (channel) => {
    await channel.assertExchange(names.exchange, 'topic', { durable: true });
    await channel.assertExchange(names.deadLetterExchange, 'topic', { durable: true });
  });
  try {
    await withChannel(model, (channel) => channel.assertQueue(dlq, { durable: true, arguments: { 'x-queue-type': 'quorum' } }));
  } catch (error) {
    if (!isPreconditionFailed(error)) throw error;
  }
  try {
    await withChannel(model, (channel) =>
      channel.assertQueue(fullName, { durable: true, arguments: queueArguments(fullName, names.deadLetterExchange, maxDeliveries) }),
    );
  } catch (error) {
    if (!isPreconditionFailed(error)) throw error;
    argumentsMatch = false;
  }
  await withChannel(model, async (channel) => {
    await channel.bindQueue(dlq, names.deadLetterExchange, fullName);
    for (const pattern of bindings) await channel.bindQueue(fullName, names.exchange, pattern);
    // Bound first: no moment without the queue's current bindings.
    for (const pattern of retiredBindings) await channel.unbindQueue(fullName, names.exchange, pattern);
  });
  return { argumentsMatch };
}

async function withConnection<T>(url: string, work: (model: ChannelModel) => Promise<T>): Promise<T> {
  const model = await amqplib.connect(url, { timeout: 10_000 });
  model.on('error', () => undefined);
  try {
    return await work(model);
  } finally {
    await model.close().catch(() => undefined);
  }
}

/**
 * Start scripts call this before any service publishes, so no event is routed nowhere. `queues` is keyed by logical queue name (see
 * `serviceQueues()` for SERVICE_QUEUE_BINDINGS, which is keyed by service). `options.retiredBindings`, keyed the same way
 * (`serviceQueues(RETIRED_QUEUE_BINDINGS)`), are unbound from those of `queues` they name (a queue not declared here is left alone).
 */
export async function declareTopology(
  url: string,
  names: BusNames,
  queues: Record<string, readonly string[]>,
  options: { maxDeliveries?: number; retiredBindings?: Record<string, readonly string[]> } = {},
): Promise<void> {
  await withConnection(url, async (model) => {
    await assertEventsExchange(model, names);
    for (const [queue, bindings] of Object.entries(queues)) {
      await assertServiceQueue(model, names, queue, bindings, options.maxDeliveries, options.retiredBindings?.[queue]);
    }
  });
}

/** Deletes the queues (and their dead-letter queues) and both exchanges: test clean-up. */
export async function deleteTopology(url: string, names: BusNames, queues: readonly string[]): Promise<void> {
  await withConnection(url, async (model) => {
    for (const queue of queues) {
      await withChannel(model, (channel) => channel.deleteQueue(fullQueueName(queue, names.queuePrefix)));
      await withChannel(model, (channel) => channel.deleteQueue(deadLetterQueueName(queue, names.queuePrefix)));
    }
    await withChannel(model, (channel) => channel.deleteExchange(names.exchange));
    await withChannel(model, (channel) => channel.deleteExchange(names.deadLetterExchange));
  });
}
