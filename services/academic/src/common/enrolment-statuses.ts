import { EnrolmentStatus, UNCOUNTED_ENROLMENT_STATUSES } from '@treina/contracts';

// The enrolment statuses as the class rules and the students' lists group them.

export const CANCELLING_STATUSES: readonly number[] = [
  EnrolmentStatus.CANCELADO,
  EnrolmentStatus.ESTORNADO,
  EnrolmentStatus.SOLICITACAO_TRANSFERENCIA,
];
/**
 * Entries that do not make the class one the student took ('Treinamentos Realizados'): the
 * cancelling ones and every status not counted as a student of the class (the waiting list).
 */
export const NOT_TAKEN_STATUSES: readonly number[] = [...new Set([...CANCELLING_STATUSES, ...UNCOUNTED_ENROLMENT_STATUSES])];

/** Whether an entry in this status makes its class's training one the student took. */
export function isTakenStatus(status: number): boolean {
  return !NOT_TAKEN_STATUSES.includes(status);
}
