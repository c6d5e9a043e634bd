import { field, type PayloadSchema } from '../../payload-schema.js';

/** The class and its (cancelled or refunded) enrolments were deleted. */
export interface ClassDeletedV1 {
  id_turma: number;
  /** Enrolments deleted with the class. */
  ids_matricula: number[];
  revision: number;
}

export const CLASS_DELETED_V1_SCHEMA: PayloadSchema<ClassDeletedV1> = {
  type: 'object',
  properties: { id_turma: field.id, ids_matricula: { type: 'array', items: field.id }, revision: field.revision },
  required: ['id_turma', 'ids_matricula', 'revision'],
};
