/**
 * AMQP topic matching, as the broker applies a queue's binding to a routing key:
 * words are separated by dots, `*` stands for exactly one word, `#` for zero or more.
 */
export function topicMatches(binding: string, routingKey: string): boolean {
  return matchWords(binding.split('.'), 0, routingKey.split('.'), 0);
}

function matchWords(pattern: string[], p: number, key: string[], k: number): boolean {
  if (p === pattern.length) return k === key.length;
  const word = pattern[p];
  if (word === '#') {
    // `#` takes as many of the key's remaining words as the rest of the pattern leaves.
    for (let taken = k; taken <= key.length; taken += 1) if (matchWords(pattern, p + 1, key, taken)) return true;
    return false;
  }
  if (k === key.length) return false;
  return (word === '*' || word === key[k]) && matchWords(pattern, p + 1, key, k + 1);
}

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
