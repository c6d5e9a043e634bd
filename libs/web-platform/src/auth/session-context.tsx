import { createContext, useContext } from 'react';
import type { PermissionGroup, PermissionName, SessionUser } from '@treina/contracts';
import { hasAnyPermission, hasPermission } from '@treina/contracts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface LogoutOptions {
  /** Show 'Sua sessão expirou. Faça login novamente!' on the login page. */
  expired?: boolean;
}

/**
 * What the shell tells every screen about the logged-in user. The shell owns the
 * provider (it knows the router and the query cache); remotes only read it.
 */
export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Logs out: calls the server, clears cached data and goes to /login. */
  logout(options?: LogoutOptions): Promise<void>;
  /** Re-reads `GET /api/auth/me` (e.g. after the user changed their own name). */
  refresh(): Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
SessionContext.displayName = 'TreinaSessionContext';

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside the shell SessionProvider');
  return value;
}

/** The logged-in user; null while loading or when logged out. */
export function useCurrentUser(): SessionUser | null {
  return useSession().user;
}

/**
 * True when the session's permission list holds `name` exactly
 * ('user' for viewing, 'user_create' / 'user_update' / 'user_delete' for actions).
 * Typed by the contracts' names, so a misspelt permission does not compile.
 */
export function usePermission(name: PermissionName): boolean {
  const user = useCurrentUser();
  return !!user && hasPermission(user.permissions, name);
}

/** True when the user holds at least one of the names. */
export function useAnyPermission(names: readonly PermissionName[]): boolean {
  const user = useCurrentUser();
  return !!user && hasAnyPermission(user.permissions, names);
}

export interface CrudPermissions {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** The four permissions of a group: `group`, `group_create`, `group_update`, `group_delete`. */
export function useCrudPermissions(group: PermissionGroup): CrudPermissions {
  const held = useCurrentUser()?.permissions ?? [];
  return {
    view: hasPermission(held, group),
    create: hasPermission(held, `${group}_create`),
    update: hasPermission(held, `${group}_update`),
    delete: hasPermission(held, `${group}_delete`),
  };
}
