import type { EventEnvelope } from '../envelope.js';
import type { EventPayloads, EventType } from '../event-registry.js';

/** An envelope as its producer's relay publishes it: the producer is the type's first segment (`academic.class.created.v1` -> academic). */
export function envelope<K extends EventType>(type: K, payload: EventPayloads[K], id: string = crypto.randomUUID()): EventEnvelope<K> {
  const producer = type.split('.')[0]!;
  return { id, type, version: 1, occurredAt: new Date().toISOString(), producer, correlationId: id, causationId: null, payload };
}
