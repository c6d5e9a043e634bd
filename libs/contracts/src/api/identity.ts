/** identity's API types: the session, users, permissions and user types. */

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

export interface LoginRequest {
  username: string;
  password: string;
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
