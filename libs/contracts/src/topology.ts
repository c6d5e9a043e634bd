/**
 * Which events each consuming service's queue receives. Start-up scripts declare
 * these queues before any service publishes, so no event is routed nowhere.
 */
export const SERVICE_QUEUE_BINDINGS: Record<string, readonly string[]> = {
  crm: ['identity.user.*.v1', 'academic.student.*.v1'],
  academic: ['identity.user.*.v1'],
  identity: ['academic.student.*.v1'],
  finance: ['academic.enrolment.#', 'academic.class.*.v1', 'academic.training.*.v1', 'identity.user.*.v1'],
  reporting: ['academic.enrolment.#', 'academic.class.*.v1', 'academic.training.*.v1', 'academic.student.*.v1', 'identity.user.*.v1'],
};

export function queueNameOf(service: string, prefix = ''): string {
  return `${prefix}${service}.events`;
}
