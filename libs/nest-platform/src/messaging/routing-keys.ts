import { topicMatches } from '@treina/contracts';

export { topicMatches };

/** What a service's queue bindings and its event handlers disagree on. */
export interface BindingMismatch {
  /** Bindings that route messages to the queue although no handler takes any of them. */
  unservedBindings: string[];
  /** Handlers whose routing key no binding routes to the queue: they would never run. */
  unboundHandlers: string[];
}

/**
 * Compares the queue's bindings with the routing keys of the handlers. A binding is
 * served when at least one handler's key matches it; a handler is bound when at least
 * one binding matches its key.
 */
export function bindingMismatch(bindings: readonly string[], handlerKeys: readonly string[]): BindingMismatch {
  return {
    unservedBindings: bindings.filter((binding) => !handlerKeys.some((key) => topicMatches(binding, key))),
    unboundHandlers: handlerKeys.filter((key) => !bindings.some((binding) => topicMatches(binding, key))),
  };
}
