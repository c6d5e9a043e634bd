import { UserType } from '@treina/contracts';
import { conflict, forbidden, PASSWORD_CHANGE_REQUIRED } from '@treina/nest-platform';

/**
 * Every rule of identity on who may do what to which account. A rule over stored rows has its SQL
 * form beside it (over `usuario u` or `token_troca_senha t`); test/access.e2e-spec.ts holds both to
 * the same answers. Endpoint permissions stay on the controllers (@RequirePermission).
 */

/** Who acts: the session user, their permissions and whether the session may only change its password. */
export interface UserActor {
  id_usuario: number;
  permissions: string[];
  mustChangePassword?: boolean;
}

/** What these rules read of a stored account. */
export interface GuardedUser {
  id_usuario: number;
  status: boolean;
  id_tipo_usuario: number;
  id_aluno: number | null;
}

/** The fields of a user change these rules look at. */
export interface UserChange {
  nome?: unknown;
  email?: unknown;
  senha?: unknown;
  id_tipo_usuario?: unknown;
  status?: boolean;
}

const OWN_NAME_AND_PASSWORD_ONLY = 'Você só pode alterar o seu nome e a sua senha.';
export const NOT_YOURSELF = 'Você não pode desativar o seu próprio usuário.';
const INACTIVE_GETS_NO_PERMISSIONS = 'Não é possível dar permissões a um usuário inativo.';

/** Holders of `user_update` manage every account (data, type, status, permissions, reset links). */
const mayManageUsers = (actor: Pick<UserActor, 'permissions'>): boolean => actor.permissions.includes('user_update');

/** A manager edits any account; anyone else only their own. */
export const mayEditUser = (actor: UserActor, user: Pick<GuardedUser, 'id_usuario'>): boolean =>
  mayManageUsers(actor) || actor.id_usuario === user.id_usuario;

export const MAY_EDIT_USER_SQL = '(:mayManage OR u.id_usuario = :actorId)';
export const mayEditUserParams = (actor: UserActor) => ({ mayManage: mayManageUsers(actor), actorId: actor.id_usuario });

/** Someone who does not manage users changes only their own name and password (Meu Perfil). */
const changesOnlyNameAndPassword = (change: UserChange): boolean =>
  change.email === undefined && change.id_tipo_usuario === undefined && change.status === undefined;

/** A session held to change a password someone else set does that, on its own account, and nothing else. */
const passwordChangeSessionAllows = (actor: UserActor, userId: number, change: UserChange): boolean =>
  !actor.mustChangePassword || (actor.id_usuario === userId && change.senha !== undefined);

/** Nobody deactivates their own account. */
export const mayDeactivate = (actor: Pick<UserActor, 'id_usuario'>, user: Pick<GuardedUser, 'id_usuario'>): boolean =>
  actor.id_usuario !== user.id_usuario;

export const MAY_DEACTIVATE_SQL = 'u.id_usuario <> :actorId';

/** PATCH /api/user/{id}: the rules above, in the order their refusals are answered. */
export function assertMayUpdateUser(actor: UserActor, userId: number, change: UserChange): void {
  if (!passwordChangeSessionAllows(actor, userId, change)) throw forbidden(PASSWORD_CHANGE_REQUIRED);
  if (!mayEditUser(actor, { id_usuario: userId })) throw forbidden();
  if (!mayManageUsers(actor) && !changesOnlyNameAndPassword(change)) throw forbidden(OWN_NAME_AND_PASSWORD_ONLY);
  if (change.status === false && !mayDeactivate(actor, { id_usuario: userId })) throw conflict(NOT_YOURSELF);
}

/** A user's own permissions are theirs to read; anyone else's need `user`. */
export const mayReadPermissionsOf = (actor: UserActor, user: Pick<GuardedUser, 'id_usuario'>): boolean =>
  actor.id_usuario === user.id_usuario || actor.permissions.includes('user');

export const MAY_READ_PERMISSIONS_SQL = '(u.id_usuario = :actorId OR :mayReadUsers)';
export const mayReadPermissionsParams = (actor: UserActor) => ({
  actorId: actor.id_usuario,
  mayReadUsers: actor.permissions.includes('user'),
});

export function assertMayReadPermissionsOf(actor: UserActor, userId: number): void {
  if (!mayReadPermissionsOf(actor, { id_usuario: userId })) throw forbidden();
}

/** Only an active account logs in, gets a password-reset link, or receives permissions. */
export const isActiveUser = (user: Pick<GuardedUser, 'status'>): boolean => user.status;

export const ACTIVE_USER_SQL = 'u.status';

/** Permissions go only to an active account (an inactive one may have its list emptied). */
const mayReceivePermissions = (user: Pick<GuardedUser, 'status'>, permissionIds: readonly number[]): boolean =>
  isActiveUser(user) || !permissionIds.length;

export function assertMayReceivePermissions(user: Pick<GuardedUser, 'status'>, permissionIds: readonly number[]): void {
  if (!mayReceivePermissions(user, permissionIds)) throw conflict(INACTIVE_GETS_NO_PERMISSIONS);
}

/** A password-reset token works once, until it expires (its account must still be active and match the e-mail). */
export const resetTokenUsable = (token: { usado_em: Date | null; expira_em: Date }, now: Date): boolean =>
  token.usado_em === null && token.expira_em.getTime() >= now.getTime();

export const RESET_TOKEN_USABLE_SQL = 't.usado_em IS NULL AND t.expira_em >= :now';

/**
 * A student's login may take over an account with the student's e-mail only when it is a student
 * account linked to no other student; a staff account or another student's login is never taken.
 */
export const mayBecomeStudentLogin = (owner: Pick<GuardedUser, 'id_tipo_usuario' | 'id_aluno'>, studentId: number): boolean =>
  owner.id_tipo_usuario === UserType.ALUNO && (owner.id_aluno === null || owner.id_aluno === studentId);

export const MAY_BECOME_STUDENT_LOGIN_SQL = 'u.id_tipo_usuario = :studentType AND (u.id_aluno IS NULL OR u.id_aluno = :studentId)';
export const mayBecomeStudentLoginParams = (studentId: number) => ({ studentType: UserType.ALUNO, studentId });
