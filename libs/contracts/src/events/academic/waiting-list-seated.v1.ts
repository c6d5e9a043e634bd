import type { PayloadSchema } from '../../payload-schema.js';
import { ENROLMENT_SNAPSHOT_V1_SCHEMA, type EnrolmentSnapshotV1 } from './enrolment-snapshot.js';

/**
 * A student on a class's waiting list was seated (status 9 'Lista de Espera' -> 1 'Inscrito'),
 * published beside that change's status-changed event so identity's e-mail need not receive
 * every status change; hence not under `academic.enrolment.`. The enrolment after the seating.
 */
export type WaitingListSeatedV1 = EnrolmentSnapshotV1;

export const WAITING_LIST_SEATED_V1_SCHEMA: PayloadSchema<WaitingListSeatedV1> = ENROLMENT_SNAPSHOT_V1_SCHEMA;
