import { field, type PayloadSchema } from '../../payload-schema.js';

export interface TrainingDeletedV1 {
  id_treinamento: number;
  revision: number;
}

export const TRAINING_DELETED_V1_SCHEMA: PayloadSchema<TrainingDeletedV1> = {
  type: 'object',
  properties: { id_treinamento: field.id, revision: field.revision },
  required: ['id_treinamento', 'revision'],
};
