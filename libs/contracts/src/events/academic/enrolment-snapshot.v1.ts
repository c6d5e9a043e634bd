import type { EnrolmentSnapshotV1 } from './enrolment-snapshot.js';

/**
 * The current state of one enrolment, re-sent for replays by
 * `node services/academic/dist/src/cli.js republish-enrolments` (same sequence as the
 * last change, so a consumer that already holds it changes nothing).
 */
export const ENROLMENT_SNAPSHOT_V1 = 'academic.enrolment.snapshot.v1' as const;
export type EnrolmentSnapshotEventV1 = EnrolmentSnapshotV1;
