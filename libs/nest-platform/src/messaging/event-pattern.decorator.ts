import { EventPattern as NestEventPattern } from '@nestjs/microservices';
import type { EventPayloads, EventType } from '@treina/contracts';
import type { EventContext } from './event-context.js';

/** Transport id of the event bus: `@EventPattern(type, EVENT_BUS)` binds a handler to it. */
export const EVENT_BUS = Symbol.for('treina.event-bus');

/** The shape of a handler of `K`: its payload, then the inbox transaction's context. */
export type EventHandlerMethod<K extends EventType> = (payload: EventPayloads[K], context: EventContext) => Promise<unknown> | unknown;

/**
 * Nest's `@EventPattern`, typed by the contracts' routing-key map: each key must be a contract's, and the method's payload parameter must
 * take that contract's payload, so `@EventPattern('academic.class.created.v1', EVENT_BUS) f(@Payload() p: EnrolmentSnapshotV1)` does not
 * compile. Several keys whose payloads one method takes may share it.
 */
export function EventPattern<K extends EventType>(types: K | readonly K[], transport: typeof EVENT_BUS) {
  return <M extends EventHandlerMethod<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    NestEventPattern([types].flat(), transport)(target, key, descriptor as PropertyDescriptor);
  };
}
