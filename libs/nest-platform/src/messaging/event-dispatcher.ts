import type { EventEnvelope } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import type { OutboxTransaction } from './outbox.service.js';

/**
 * Where the consumer hands each message: the event-bus transport (the service's
 * `@EventPattern` handlers), or a plain map in scripts and tests outside Nest.
 */
export interface EventDispatcher {
  /** Whether some handler takes events of this routing key. */
  handles(type: string): boolean;
  /**
   * The handler that takes events of this routing key (the same value for every key one
   * handler takes): the consumer writes the rows a handler left behind (WriteBehind) before
   * another handler runs in the same transaction.
   */
  handlerOf(type: string): unknown;
  /**
   * Runs the handlers inside the transaction that also records the message in the
   * inbox; `tx.publish` adds follow-up events to that same transaction. A throw rolls
   * both back.
   */
  dispatch(event: EventEnvelope, tx: OutboxTransaction): Promise<void>;
}

/** A dispatcher over plain functions by routing key (scripts and tests outside Nest). */
export function dispatcherOf(
  handlers: Partial<Record<string, (event: EventEnvelope, manager: EntityManager, tx: OutboxTransaction) => Promise<void>>>,
): EventDispatcher {
  return {
    handles: (type) => typeof handlers[type] === 'function',
    handlerOf: (type) => handlers[type],
    dispatch: (event, tx) => handlers[event.type]!(event, tx.manager, tx),
  };
}
