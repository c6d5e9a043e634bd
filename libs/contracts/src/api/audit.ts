/**
 * The audit trail's API (issue 17): `GET /api/<resource>/{id}/history`, permission
 * `audit`, newest first, paged with `X-Total-Count` like every list.
 */
export const AUDITED_RESOURCES = [
  'customer',
  'services',
  'activity',
  'activityType',
  'trainings',
  'materials',
  'classes',
  'students',
  'user',
] as const;
export type AuditedResource = (typeof AUDITED_RESOURCES)[number];

export type AuditAction = 'create' | 'update' | 'delete';

/** One field a change touched. Passwords and tokens are never shown: their values read '(oculto)'. */
export interface AuditFieldChange {
  campo: string;
  de: unknown;
  para: unknown;
}

/** One change of a record, as its history lists it. */
export interface AuditHistoryItem {
  /** ISO 8601 instant of the change. */
  em: string;
  id_usuario: number | null;
  nome_usuario: string | null;
  acao: AuditAction;
  alteracoes: AuditFieldChange[];
}
