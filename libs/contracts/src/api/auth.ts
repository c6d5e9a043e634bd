/** The logged-in user, as `POST /api/auth/login` and `GET /api/auth/me` answer it. */
export interface SessionUser {
  id_usuario: number;
  nome: string;
  email: string;
  id_tipo_usuario: number;
  nome_tipo_usuario: string;
  id_aluno?: number | null;
  permissions: string[];
  /** True while the user must change a password someone else set: only that change is open to them. */
  deve_trocar_senha?: boolean;
}

/** Every service's answer (403) to a session that must first change a password someone else set. */
export const PASSWORD_CHANGE_REQUIRED = 'Troque sua senha para continuar.';

export interface LoginRequest {
  username: string;
  password: string;
}

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

export interface UserRow {
  id_usuario: number;
  nome: string;
  email: string;
  status: boolean;
  id_tipo_usuario: number;
  nome_tipo_usuario: string;
  id_aluno?: number | null;
}

export interface PermissionRow {
  id_permissao: number;
  nome: string;
}

export interface UserPermissionRow {
  id_permissao: number;
  nome_permissao: string;
}

export interface UserTypeRow {
  id_tipo_usuario: number;
  nome: string;
}

export interface DefaultPermissionRow {
  id_tipo_usuario: number;
  id_permissao: number;
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
