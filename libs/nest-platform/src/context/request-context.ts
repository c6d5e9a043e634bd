import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What travels with one request or one consumed message, through logs and into events. */
export interface RequestContext {
  requestId: string;
  correlationId: string;
  causationId: string | null;
  userId?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** A fresh context for work not started by a request (start-up, seeds, relays). */
export function newContext(): RequestContext {
  const id = randomUUID();
  return { requestId: id, correlationId: id, causationId: null };
}
