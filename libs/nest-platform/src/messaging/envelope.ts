import { randomUUID } from 'node:crypto';
import { versionOf, type EventEnvelope, type EventPayload, type EventType } from '@treina/contracts';
import { currentContext } from '../context/request-context.js';

/**
 * A new envelope for `type`. Correlation and causation come from the current
 * request or message context; outside any context the event starts its own chain.
 */
export function createEnvelope<K extends EventType>(type: K, payload: EventPayload<K>, producer: string): EventEnvelope<K> {
  const id = randomUUID();
  const context = currentContext();
  return {
    id,
    type,
    version: versionOf(type),
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: context?.correlationId ?? id,
    causationId: context ? (context.causationId ?? context.requestId) : null,
    payload,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The envelope in a message body, or why it is not one (such a message is dead-lettered at once). */
export function parseEnvelope(body: Buffer): { envelope: EventEnvelope } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { error: 'corpo não é JSON válido' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'corpo não é um objeto' };
  const candidate = value as Partial<EventEnvelope>;
  if (typeof candidate.id !== 'string' || !UUID.test(candidate.id)) return { error: 'id ausente ou não é uuid' };
  if (typeof candidate.type !== 'string' || (candidate.type as string) === '') return { error: 'type ausente' };
  if (typeof candidate.correlationId !== 'string') candidate.correlationId = candidate.id;
  if (candidate.causationId === undefined) candidate.causationId = null;
  return { envelope: candidate as EventEnvelope };
}
