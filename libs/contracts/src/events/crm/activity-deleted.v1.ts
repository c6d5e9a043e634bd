import { field, type PayloadSchema } from '../../payload-schema.js';

export interface ActivityDeletedV1 {
  id_atividade: number;
  /** The student it referred to, if any. */
  id_aluno: number | null;
  /** One more than the activity's last revision. */
  revision: number;
}

export const ACTIVITY_DELETED_V1_SCHEMA: PayloadSchema<ActivityDeletedV1> = {
  type: 'object',
  properties: { id_atividade: field.id, id_aluno: field.nullableId, revision: field.revision },
  required: ['id_atividade', 'id_aluno', 'revision'],
};
