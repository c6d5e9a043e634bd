import { field, type PayloadSchema } from '../../payload-schema.js';

/**
 * A data subject's erasure on request (LGPD): academic replaced the student's
 * identifying data; every service that keeps a copy of it (names, contacts, the login,
 * audit rows) replaces its own, idempotently, and keeps it so whatever older event
 * arrives later. Carries only the anonymous values, never the erased ones. `revision`
 * is the student's revision after the erasure (the same as the student-updated event
 * published with it).
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
