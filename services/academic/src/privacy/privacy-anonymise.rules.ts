import type { AuditFieldChange } from '@treina/contracts';
import { ANONYMISED_VALUE } from '@treina/nest-platform';

/** The student's fields that identify them: all cleared by the anonymisation, and hidden in their earlier audit rows. */
export const IDENTIFYING_STUDENT_FIELDS = [
  'nome_aluno',
  'email',
  'telefone',
  'cpf',
  'rg',
  'data_nasc',
  'endereco',
  'obs_estudante',
] as const;

/** Audit fields of a student's rows that held personal data: the identifying fields and the documents' file names. */
export const PERSONAL_AUDIT_FIELDS = [...IDENTIFYING_STUDENT_FIELDS, 'documentos'] as const;

type IdentifyingField = (typeof IDENTIFYING_STUDENT_FIELDS)[number];
/** A student's identifying data and login switch, as the anonymisation finds them. */
export type StudentIdentity = Record<IdentifyingField, string | null> & { possui_login: boolean };
/** The same once anonymised. */
export type AnonymisedStudent = { nome_aluno: string } & Record<Exclude<IdentifyingField, 'nome_aluno'>, null> & { possui_login: false };

/** The name an anonymised student keeps (the lists and the other services show it). */
const anonymousStudentName = (id: number) => `Titular anonimizado ${id}`;

/** What replaces a student's identifying data: the anonymous name, every other field empty, no login. */
export function anonymisedStudent(id: number): AnonymisedStudent {
  return {
    nome_aluno: anonymousStudentName(id),
    email: null,
    telefone: null,
    cpf: null,
    rg: null,
    data_nasc: null,
    endereco: null,
    obs_estudante: null,
    possui_login: false,
  };
}

/**
 * The anonymisation's own audit row: when it happened, which fields were erased (their old
 * values shown as ANONYMISED_VALUE, never the data), the documents removed and the login turned off.
 */
export function anonymisationChanges(id: number, before: StudentIdentity, documents: number, at: Date): AuditFieldChange[] {
  const after = anonymisedStudent(id);
  const changes: AuditFieldChange[] = [{ campo: 'anonimizado_em', de: null, para: at.toISOString() }];
  for (const field of IDENTIFYING_STUDENT_FIELDS) {
    if (before[field] === null || before[field] === '') continue;
    changes.push({ campo: field, de: ANONYMISED_VALUE, para: after[field] });
  }
  if (documents > 0) changes.push({ campo: 'documentos', de: ANONYMISED_VALUE, para: null });
  if (before.possui_login) changes.push({ campo: 'possui_login', de: true, para: false });
  return changes;
}
