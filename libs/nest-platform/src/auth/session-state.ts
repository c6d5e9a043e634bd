/**
 * The current state of a user as a service knows it: identity reads its own tables, other services a projection kept from identity's user
 * events. The guard trusts a token only while the user is active and the token's session version is current, and takes permissions from
 * here, so a change applies to open sessions at once.
 */
export interface SessionUserState {
  id_usuario: number;
  nome: string;
  email: string;
  status: boolean;
  id_tipo_usuario: number;
  id_aluno: number | null;
  permissions: string[];
  sessionVersion: number;
}

export interface SessionStateReader {
  read(userId: number): Promise<SessionUserState | null>;
}

export const SESSION_STATE_READER = Symbol('SESSION_STATE_READER');

/** The user of the current request, as handlers receive it through @CurrentUser(). */
export interface AuthenticatedUser {
  id_usuario: number;
  nome: string;
  email: string;
  id_tipo_usuario: number;
  id_aluno: number | null;
  permissions: string[];
  sessionVersion: number;
  /** The session may only change the user's own password (a password someone else set). */
  mustChangePassword?: boolean;
}
