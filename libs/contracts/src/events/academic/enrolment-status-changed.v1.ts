import { field, type PayloadSchema } from '../../payload-schema.js';
import { ENROLMENT_SNAPSHOT_V1_PROPERTIES, ENROLMENT_SNAPSHOT_V1_REQUIRED, type EnrolmentSnapshotV1 } from './enrolment-snapshot.js';

/**
 * The enrolment's status changed (removing a student from a class is a change to 4).
 * The snapshot is the state after the change, with the times and payment data the
 * state machine set; the previous status travels beside it.
 */
export interface EnrolmentStatusChangedV1 extends EnrolmentSnapshotV1 {
  id_status_inscricao_anterior: number;
  nome_status_inscricao_anterior: string;
}

export const ENROLMENT_STATUS_CHANGED_V1_SCHEMA: PayloadSchema<EnrolmentStatusChangedV1> = {
  type: 'object',
  properties: {
    ...ENROLMENT_SNAPSHOT_V1_PROPERTIES,
    id_status_inscricao_anterior: field.integer,
    nome_status_inscricao_anterior: field.text,
  },
  required: [...ENROLMENT_SNAPSHOT_V1_REQUIRED, 'id_status_inscricao_anterior', 'nome_status_inscricao_anterior'],
};
