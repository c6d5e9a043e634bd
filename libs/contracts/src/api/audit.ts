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
/** What the trail records changes of: the resources with a history route, and the user types' default permissions (by type id). */
export type AuditedEntity = AuditedResource | 'defaultPermissions';

/** A record's change; identity's user history also lists the sessions' events (`AUDIT_SESSION_ACTIONS`). */
export type AuditAction = 'create' | 'update' | 'delete' | AuditSessionAction;

/** What identity records of a user's sessions besides changes: log-ins (and failed ones), log-outs, password resets. */
export const AUDIT_SESSION_ACTIONS = ['login', 'login_failed', 'logout', 'password_reset_requested', 'password_reset'] as const;
export type AuditSessionAction = (typeof AUDIT_SESSION_ACTIONS)[number];
export const AUDIT_ACTIONS: readonly AuditAction[] = ['create', 'update', 'delete', ...AUDIT_SESSION_ACTIONS];

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
