import type { DataSource } from 'typeorm';
import { JsonLogger } from '../logging/json-logger.js';
import { AmqpConnection } from './amqp-connection.js';
import { EventConsumer } from './event-consumer.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { EventPublisher } from './event-publisher.js';
import { resolveMessagingOptions, type MessagingOptions } from './messaging.options.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxService } from './outbox.service.js';

export interface Messaging {
  connection: AmqpConnection;
  publisher: EventPublisher;
  relay: OutboxRelay;
  outbox: OutboxService;
  consumer: EventConsumer;
  /** Starts the relay and, given a dispatcher (with `consumer` options), the consumer. */
  start(dispatcher?: EventDispatcher): Promise<void>;
  /** Stops consuming and relaying, then closes the broker connection. The DataSource stays open. */
  stop(): Promise<void>;
}

/** The same pieces as MessagingModule, wired by hand: for scripts and tests outside Nest. */
export function createMessaging(dataSource: DataSource, options: MessagingOptions, logger?: JsonLogger): Messaging {
  const resolved = resolveMessagingOptions(options);
  const log = logger ?? new JsonLogger(resolved.producer);
  const connection = new AmqpConnection(
    {
      url: resolved.url,
      name: resolved.producer,
      reconnectInitialMs: resolved.reconnectInitialMs,
      reconnectMaxMs: resolved.reconnectMaxMs,
    },
    log,
  );
  const publisher = new EventPublisher(connection, resolved, resolved.publishTimeoutMs);
  const relay = new OutboxRelay(dataSource, publisher, connection, log, {
    pollMs: resolved.relayPollMs,
    batchSize: resolved.relayBatchSize,
    maxBackoffMs: resolved.reconnectMaxMs,
    shutdownTimeoutMs: resolved.shutdownTimeoutMs,
  });
  const outbox = new OutboxService(dataSource, resolved.producer, relay);
  const consumer = new EventConsumer(connection, outbox, resolved, resolved.consumer, log, resolved.shutdownTimeoutMs);
  return {
    connection,
    publisher,
    relay,
    outbox,
    consumer,
    async start(dispatcher) {
      relay.start();
      if (dispatcher) await consumer.start(dispatcher);
    },
    async stop() {
      await Promise.all([consumer.stop(), relay.stop()]);
      await connection.close();
    },
  };
}
