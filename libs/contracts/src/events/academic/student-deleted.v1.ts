import { field, type PayloadSchema } from '../../payload-schema.js';

export interface StudentDeletedV1 {
  id_aluno: number;
  email: string;
  revision: number;
}

export const STUDENT_DELETED_V1_SCHEMA: PayloadSchema<StudentDeletedV1> = {
  type: 'object',
  properties: { id_aluno: field.id, email: field.text, revision: field.revision },
  required: ['id_aluno', 'email', 'revision'],
};
