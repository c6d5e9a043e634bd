/**
 * The audit trail's API: `GET /api/<resource>/{id}/history`, permission
 * `audit`, newest first, paged with `X-Total-Count` like every list.
 */
export type AuditedResource =
  | 'customer'
  | 'services'
  | 'activity'
  | 'activityType'
  | 'trainings'
  | 'materials'
  | 'classes'
  | 'students'
  | 'user'
  | 'questions'
  | 'exams';
/** What the trail records changes of: the resources with a history route, and the user types' default permissions (by type id). */
export type AuditedEntity = AuditedResource | 'defaultPermissions';

/** A record's change; identity's user history also lists the sessions' events. */
export type AuditAction = 'create' | 'update' | 'delete' | AuditSessionAction;

/** What identity records of a user's sessions besides changes: log-ins (and failed ones), log-outs, password resets. */
type AuditSessionAction = 'login' | 'login_failed' | 'logout' | 'password_reset_requested' | 'password_reset';

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
