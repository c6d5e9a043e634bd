/**
 * Which events each consuming service's queue receives. Start-up scripts declare
 * these queues before any service publishes, so no event is routed nowhere.
 */
export const SERVICE_QUEUE_BINDINGS: Record<string, readonly string[]> = {
  crm: ['identity.user.*.v1', 'academic.student.*.v1'],
  academic: ['identity.user.*.v1', 'crm.activity.*.v1', 'finance.enrolment.paid.v1'],
  // identity sends the product's e-mail: a student seated from a waiting list.
  identity: ['academic.student.*.v1', 'academic.waiting-list.seated.v1'],
  finance: [
    'academic.enrolment.#',
    'academic.class.*.v1',
    'academic.training.*.v1',
    'identity.user.*.v1',
    'academic.student.anonymised.v1',
  ],
  reporting: [
    'academic.enrolment.#',
    'academic.class.*.v1',
    'academic.training.*.v1',
    'academic.student.*.v1',
    'academic.attendance.recorded.v1',
    'identity.user.*.v1',
    'assessment.attempt.completed.v1',
  ],
  // Who may take a training's exams: the enrolments, their classes and trainings; and a student's erasure on request.
  assessment: [
    'academic.enrolment.#',
    'academic.class.*.v1',
    'academic.training.*.v1',
    'identity.user.*.v1',
    'academic.student.anonymised.v1',
  ],
};

/**
 * Bindings a service's queue had in an earlier release: the broker keeps a durable queue's bindings, so whatever declares the queues
 * unbinds these, or the queue would go on receiving (and dead-lettering) what its service no longer handles. An entry may go once every
 * deployment has declared its topology with it; it never names a binding the service still has.
 */
export const RETIRED_QUEUE_BINDINGS: Record<string, readonly string[]> = {
  // Identity consumed every enrolment status change only to e-mail the rare 9 -> 1 one; it
  // receives academic.waiting-list.seated.v1 instead.
  identity: ['academic.enrolment.status-changed.v1'],
};

export function queueNameOf(service: string, prefix = ''): string {
  return `${prefix}${service}.events`;
}

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

/** The service that publishes an event type: the routing key's first word (`academic.class.created.v1` -> academic). */
export function publisherOf(type: string): string {
  return type.split('.')[0]!;
}

/** The services whose queues receive an event type, and through which of their bindings. */
export function consumersOf(type: string): Array<{ service: string; bindings: string[] }> {
  return Object.entries(SERVICE_QUEUE_BINDINGS)
    .map(([service, bindings]) => ({ service, bindings: bindings.filter((binding) => topicMatches(binding, type)) }))
    .filter((consumer) => consumer.bindings.length > 0);
}
