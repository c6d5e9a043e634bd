/** HTTP conventions every service keeps alike: errors, the session cookie, headers. */

/** Every service's answer (403) to a session that must first change a password someone else set. */
export const PASSWORD_CHANGE_REQUIRED = 'Troque sua senha para continuar.';

/** Every error answer of the API. `statusMsg` is the Portuguese text to show. */
export interface ApiError {
  statusCode: number;
  statusMsg: string;
  message: string;
  /** Field-level messages for 400 answers. */
  errors?: Array<{ field: string; message: string }>;
}

/**
 * An active staff member as the pickers list them (the activity form's 'Usuário', the
 * training and class 'Instrutor'): served by the screen's own service from its users
 * projection to whoever may create or update there, without the `user` permission.
 */
export interface StaffMemberRow {
  id_usuario: number;
  nome: string;
  id_tipo_usuario: number;
}

/** The session cookie identity sets; httpOnly, so page scripts never read it. */
export const SESSION_COOKIE = 'treina_session';
/** Header carrying the request / correlation id across services and into events. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** Paged list answers carry the total row count in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Beside X-Total-Count: 'true', or 'false' when that total is only a lower bound, a broad search
 * over a big list whose exact count was still under way ("1–10 de mais de 1.000"); a later ask of
 * the same search carries the exact total once it is counted. Sent on every paged answer (304 too).
 */
export const TOTAL_COUNT_EXACT_HEADER = 'X-Total-Count-Exact';
