import type { PayloadSchema } from '../../payload-schema.js';
import { ENROLMENT_SNAPSHOT_V1_SCHEMA, type EnrolmentSnapshotV1 } from './enrolment-snapshot.js';

/**
 * A student on a class's waiting list was seated: the enrolment's status went from 9
 * 'Lista de Espera' to 1 'Inscrito' (the waiting list's promotion when a seat freed, or a
 * user). Published beside the status-changed event of the same change, in its transaction,
 * so a service that acts only on seatings (identity's e-mail) need not receive every status
 * change. The snapshot is the enrolment after the seating. Not under `academic.enrolment.`:
 * the consumers of every enrolment event (`academic.enrolment.#`) have nothing to do with it.
 */
export type WaitingListSeatedV1 = EnrolmentSnapshotV1;

export const WAITING_LIST_SEATED_V1_SCHEMA: PayloadSchema<WaitingListSeatedV1> = ENROLMENT_SNAPSHOT_V1_SCHEMA;
