import type { EnrolmentSnapshotV1 } from './enrolment-snapshot.js';

/**
 * The enrolment's status changed (removing a student from a class is a change to 4).
 * The snapshot is the state after the change, with the times and payment data the
 * state machine set; the previous status travels beside it.
 */
export const ENROLMENT_STATUS_CHANGED_V1 = 'academic.enrolment.status-changed.v1' as const;
export interface EnrolmentStatusChangedV1 extends EnrolmentSnapshotV1 {
  id_status_inscricao_anterior: number;
  nome_status_inscricao_anterior: string;
}
