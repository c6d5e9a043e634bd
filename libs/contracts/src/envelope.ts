import type { EventPayloads, EventType } from './event-registry.js';

/** The one shape every message on the bus has. `type` is also the routing key. */
export interface EventEnvelope<K extends EventType = EventType> {
  /** Unique message id (uuid); consumers de-duplicate on it. */
  id: string;
  type: K;
  /** Contract version, the `vN` suffix of `type`. */
  version: number;
  /** ISO 8601 time the change was committed. */
  occurredAt: string;
  /** Service that produced the event, e.g. `identity`. */
  producer: string;
  /** Id of the request or message chain that led to this event. */
  correlationId: string;
  /** Id of the message that directly caused this one, or the request id. */
  causationId: string | null;
  payload: EventPayloads[K];
}

/** The topic exchange every service publishes to. */
export const EVENTS_EXCHANGE = 'treina.events';
/** Dead letters of every queue go to this exchange, routed by queue name. */
export const DEAD_LETTER_EXCHANGE = 'treina.dead-letter';

/** `identity.user.created.v1` -> 1 */
export function versionOf(type: string): number {
  const match = /\.v(\d+)$/.exec(type);
  return match ? Number(match[1]) : 1;
}
