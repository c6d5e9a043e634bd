import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { PermissionName } from '@treina/contracts';
import type { AuthenticatedUser } from './session-state.js';

/** How an endpoint may be reached. An endpoint that declares none is refused (403). */
export type AccessRule =
  | { kind: 'public'; identifySession?: boolean }
  | { kind: 'authenticated'; duringPasswordChange?: boolean }
  | { kind: 'permission'; anyOf: PermissionName[] };

export const ACCESS_RULE = 'treina:access-rule';

/**
 * Open to anyone, logged in or not (login, password reset, health). With `identifySession`,
 * a valid session the request carries is still identified: @CurrentUser() is its user, else
 * undefined (logout ends that session, and clears the cookie either way).
 */
export const Public = (options: { identifySession?: boolean } = {}) =>
  SetMetadata(ACCESS_RULE, { kind: 'public', ...options } satisfies AccessRule);

/**
 * Any logged-in user; the service checks anything finer (e.g. "only your own record").
 * With `duringPasswordChange`, also a session that must first change its password
 * (who am I, change my own password); every other endpoint refuses that session.
 */
export const Authenticated = (options: { duringPasswordChange?: boolean } = {}) =>
  SetMetadata(ACCESS_RULE, { kind: 'authenticated', ...options } satisfies AccessRule);

/**
 * `@RequirePermission('customer')` to view, `@RequirePermission('customer_create')`
 * to create; several names mean any one of them is enough. A name that does not exist does not compile.
 */
export const RequirePermission = (...anyOf: PermissionName[]) =>
  SetMetadata(ACCESS_RULE, { kind: 'permission', anyOf } satisfies AccessRule);

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});
