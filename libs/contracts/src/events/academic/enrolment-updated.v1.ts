import type { EnrolmentSnapshotV1 } from './enrolment-snapshot.js';

/** Payment data or flags of an enrolment changed, its status did not. */
export const ENROLMENT_UPDATED_V1 = 'academic.enrolment.updated.v1' as const;
export interface EnrolmentUpdatedV1 extends EnrolmentSnapshotV1 {
  /** Names of the fields that changed, e.g. `valor_pago`, `libera_conteudo`. */
  campos_alterados: string[];
}
