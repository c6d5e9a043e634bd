import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SHUTDOWN_CONSUMER } from '../http/graceful-shutdown.js';
import { JsonLogger } from '../logging/json-logger.js';
import { AmqpConnection } from './amqp-connection.js';
import { EventConsumer } from './event-consumer.js';
import { EventPublisher } from './event-publisher.js';
import { MESSAGING_METRICS, type MessagingMetrics } from './messaging-metrics.js';
import { MESSAGING_OPTIONS, resolveMessagingOptions, type MessagingOptions, type ResolvedMessagingOptions } from './messaging.options.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxService } from './outbox.service.js';
import { RequestClient } from './request-client.js';
import { RequestResponder } from './request-responder.js';

export const MESSAGING_LOGGER = Symbol('MESSAGING_LOGGER');

/**
 * RabbitMQ messaging with a transactional outbox and an idempotent inbox. Global; needs the app's TypeORM DataSource
 * (TypeOrmModule.forRoot) with OutboxMessageEntity, InboxMessageEntity and CreateMessagingTables1763700000000. The relay and the consumer
 * start on application bootstrap and stop on shutdown (enable shutdown hooks in main.ts).
 */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: MESSAGING_OPTIONS, useFactory: () => resolveMessagingOptions(options) },
      {
        provide: MESSAGING_LOGGER,
        useFactory: (resolved: ResolvedMessagingOptions) => new JsonLogger(resolved.producer),
        inject: [MESSAGING_OPTIONS],
      },
      {
        provide: AmqpConnection,
        useFactory: (resolved: ResolvedMessagingOptions, logger: JsonLogger) =>
          new AmqpConnection(
            {
              url: resolved.url,
              name: resolved.producer,
              reconnectInitialMs: resolved.reconnectInitialMs,
              reconnectMaxMs: resolved.reconnectMaxMs,
            },
            logger,
          ),
        inject: [MESSAGING_OPTIONS, MESSAGING_LOGGER],
      },
      {
        provide: EventPublisher,
        useFactory: (resolved: ResolvedMessagingOptions, connection: AmqpConnection) =>
          new EventPublisher(connection, resolved, resolved.publishTimeoutMs),
        inject: [MESSAGING_OPTIONS, AmqpConnection],
      },
      {
        provide: OutboxRelay,
        useFactory: (
          resolved: ResolvedMessagingOptions,
          dataSource: DataSource,
          publisher: EventPublisher,
          connection: AmqpConnection,
          logger: JsonLogger,
        ) =>
          new OutboxRelay(dataSource, publisher, connection, logger, {
            pollMs: resolved.relayPollMs,
            batchSize: resolved.relayBatchSize,
            maxBackoffMs: resolved.reconnectMaxMs,
            shutdownTimeoutMs: resolved.shutdownTimeoutMs,
          }),
        inject: [MESSAGING_OPTIONS, getDataSourceToken(), EventPublisher, AmqpConnection, MESSAGING_LOGGER],
      },
      {
        provide: OutboxService,
        useFactory: (resolved: ResolvedMessagingOptions, dataSource: DataSource, relay: OutboxRelay) =>
          new OutboxService(dataSource, resolved.producer, relay),
        inject: [MESSAGING_OPTIONS, getDataSourceToken(), OutboxRelay],
      },
      {
        provide: EventConsumer,
        useFactory: (
          resolved: ResolvedMessagingOptions,
          connection: AmqpConnection,
          outbox: OutboxService,
          logger: JsonLogger,
          metrics: MessagingMetrics | undefined,
        ) => new EventConsumer(connection, outbox, resolved, resolved.consumer, logger, resolved.shutdownTimeoutMs, metrics),
        inject: [MESSAGING_OPTIONS, AmqpConnection, OutboxService, MESSAGING_LOGGER, { token: MESSAGING_METRICS, optional: true }],
      },
      { provide: SHUTDOWN_CONSUMER, useExisting: EventConsumer },
      {
        provide: RequestResponder,
        useFactory: (resolved: ResolvedMessagingOptions, connection: AmqpConnection, logger: JsonLogger) =>
          new RequestResponder(connection, resolved.producer, resolved.queuePrefix, logger),
        inject: [MESSAGING_OPTIONS, AmqpConnection, MESSAGING_LOGGER],
      },
      {
        provide: RequestClient,
        useFactory: (resolved: ResolvedMessagingOptions, connection: AmqpConnection) => new RequestClient(connection, resolved.queuePrefix),
        inject: [MESSAGING_OPTIONS, AmqpConnection],
      },
    ];
    return {
      module: MessagingModule,
      global: true,
      providers,
      exports: [
        MESSAGING_OPTIONS,
        MESSAGING_LOGGER,
        AmqpConnection,
        EventPublisher,
        OutboxRelay,
        OutboxService,
        EventConsumer,
        SHUTDOWN_CONSUMER,
        RequestResponder,
        RequestClient,
      ],
    };
  }
}
