/** Messaging on RabbitMQ with a transactional outbox and an idempotent inbox: README.md beside this file shows its use. */
export { MessagingModule, MESSAGING_LOGGER } from './messaging.module.js';
export {
  MESSAGING_OPTIONS,
  DEFAULT_MAX_DELIVERIES,
  DEFAULT_PREFETCH,
  DEFAULT_BATCH_SIZE,
  resolveMessagingOptions,
  type BusNames,
  type ConsumerOptions,
  type MessagingOptions,
  type ResolvedMessagingOptions,
} from './messaging.options.js';
export { AmqpConnection, type AmqpConnectionOptions } from './amqp-connection.js';
export { EventPublisher } from './event-publisher.js';
export { OutboxService, insertOutboxMessages, type OutboxTransaction } from './outbox.service.js';
export { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';
export { EventConsumer } from './event-consumer.js';
export { dispatcherOf, type EventDispatcher } from './event-dispatcher.js';
export { EventBusServer } from './event-bus.server.js';
export { EventContext } from './event-context.js';
export { EVENT_BUS, EventPattern, type EventHandlerMethod } from './event-pattern.decorator.js';
export { MessagePattern } from './message-pattern.decorator.js';
export { RequestClient, RequestFailure } from './request-client.js';
export { EventPayloadPipe, InvalidEventPayloadError, payloadProblems } from './event-payload.pipe.js';
export { EventErrorFilter } from './event-error.filter.js';
export { connectEventBus } from './connect-event-bus.js';
export { topicMatches, bindingMismatch } from './routing-keys.js';
export { createEnvelope, parseEnvelope } from './envelope.js';
export { OutboxMessageEntity } from './outbox-message.entity.js';
export { InboxMessageEntity } from './inbox-message.entity.js';
export { CreateMessagingTables1763700000000 } from './1763700000000-create-messaging-tables.js';
export { AddOutboxLease1764000000000 } from './1764000000000-add-outbox-lease.js';
export { OutboxFillfactor1765200000000 } from './1765200000000-outbox-fillfactor.js';
export { declareTopology, deleteTopology, serviceQueues, queueArguments, fullQueueName, deadLetterQueueName } from './topology.js';

export { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from './messaging-schema.js';
export { createMessaging, type Messaging } from './standalone.js';
export { isDatabaseUnavailable } from './database-availability.js';
export { MESSAGING_METRICS, type MessagingMetrics } from './messaging-metrics.js';
