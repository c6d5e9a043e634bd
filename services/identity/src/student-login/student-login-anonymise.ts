import type { AuditFieldChange } from '@treina/contracts';
import { ANONYMISED_VALUE } from '@treina/nest-platform';

/** The e-mail an anonymised student's account keeps: unique per student, and no mail can ever reach it (.invalid, RFC 2606). */
export const anonymousStudentEmail = (idAluno: number) => `anonimizado-${idAluno}@invalid`;

/** The user fields that held the student's data in identity's audit rows (the client address of their log-ins too). */
export const PERSONAL_USER_AUDIT_FIELDS = ['nome', 'email', 'endereco_ip'] as const;

/** The account's audit row of the erasure: when, name and e-mail replaced (never shown), the account off. */
export function accountAnonymisationChanges(at: string, after: { nome: string; email: string }, wasActive: boolean): AuditFieldChange[] {
  return [
    { campo: 'anonimizado_em', de: null, para: at },
    { campo: 'nome', de: ANONYMISED_VALUE, para: after.nome },
    { campo: 'email', de: ANONYMISED_VALUE, para: after.email },
    ...(wasActive ? [{ campo: 'status', de: true, para: false }] : []),
  ];
}
