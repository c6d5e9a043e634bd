import { field, type PayloadSchema } from '../../payload-schema.js';

/**
 * A data subject's erasure on request (LGPD): every service that keeps a copy of the student
 * replaces it with these anonymous values (never the erased ones), idempotently, and keeps
 * them whatever older event arrives later. `revision` is the student's after the erasure.
 */
export interface StudentAnonymisedV1 {
  id_aluno: number;
  /** The name that replaces the student's: 'Titular anonimizado {id}'. */
  nome_aluno: string;
  /** ISO 8601 */
  anonimizado_em: string;
  revision: number;
}

export const STUDENT_ANONYMISED_V1_SCHEMA: PayloadSchema<StudentAnonymisedV1> = {
  type: 'object',
  properties: { id_aluno: field.id, nome_aluno: field.text, anonimizado_em: field.instant, revision: field.revision },
  required: ['id_aluno', 'nome_aluno', 'anonimizado_em', 'revision'],
};
