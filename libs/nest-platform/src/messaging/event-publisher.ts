import type { EventEnvelope } from '@treina/contracts';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { AmqpConnection } from './amqp-connection.js';
import type { BusNames } from './messaging.options.js';
import { assertEventsExchange } from './topology.js';

/**
 * Publishes envelopes on the events exchange through a confirm channel: the
 * promise resolves only once the broker has taken responsibility for the message.
 * Services do not call it: they write to the outbox, and the relay publishes.
 */
export class EventPublisher {
  private readonly channel: ChannelWrapper;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly names: BusNames,
    /** How long `publish` waits for the broker's confirm before it rejects. */
    readonly publishTimeoutMs: number,
  ) {
    this.channel = connection.createChannel({
      name: 'publisher',
      confirm: true,
      publishTimeoutMs,
      setup: async () => {
        const model = connection.currentModel();
        if (model) await assertEventsExchange(model, names);
      },
    });
  }

  /** Resolves after the broker's confirm; rejects on nack, timeout or close. */
  async publish(envelope: EventEnvelope): Promise<void> {
    const occurred = Date.parse(envelope.occurredAt);
    await this.channel.publish(this.names.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      messageId: envelope.id,
      type: envelope.type,
      contentType: 'application/json',
      contentEncoding: 'utf-8',
      appId: envelope.producer,
      correlationId: envelope.correlationId,
      timestamp: Math.floor((Number.isNaN(occurred) ? Date.now() : occurred) / 1000),
      headers: { 'x-causation-id': envelope.causationId, 'x-event-version': envelope.version },
    });
  }

  async close(): Promise<void> {
    await this.channel.close().catch(() => undefined);
  }
}
