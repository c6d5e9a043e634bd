import type { EnrolmentSnapshotV1 } from './enrolment-snapshot.js';

/** A student was added to a class (sequence 1). */
export const ENROLMENT_CREATED_V1 = 'academic.enrolment.created.v1' as const;
export type EnrolmentCreatedV1 = EnrolmentSnapshotV1;
