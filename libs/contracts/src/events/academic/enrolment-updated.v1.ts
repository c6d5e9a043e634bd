import { field, type PayloadSchema } from '../../payload-schema.js';
import { ENROLMENT_SNAPSHOT_V1_PROPERTIES, ENROLMENT_SNAPSHOT_V1_REQUIRED, type EnrolmentSnapshotV1 } from './enrolment-snapshot.js';

/** Payment data or flags of an enrolment changed, its status did not. */
export interface EnrolmentUpdatedV1 extends EnrolmentSnapshotV1 {
  /** Names of the fields that changed, e.g. `valor_pago`, `libera_conteudo`. */
  campos_alterados: string[];
}

export const ENROLMENT_UPDATED_V1_SCHEMA: PayloadSchema<EnrolmentUpdatedV1> = {
  type: 'object',
  properties: { ...ENROLMENT_SNAPSHOT_V1_PROPERTIES, campos_alterados: { type: 'array', items: field.text } },
  required: [...ENROLMENT_SNAPSHOT_V1_REQUIRED, 'campos_alterados'],
};
