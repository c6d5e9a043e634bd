import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionUser } from '@treina/contracts';
import {
  SessionContext,
  isApiError,
  setUnauthorizedHandler,
  type LogoutOptions,
  type SessionContextValue,
  type SessionStatus,
} from '@treina/web-platform';
import {
  clearSessionMarker,
  fetchCurrentUser,
  fetchStartUser,
  hadSession,
  loginRequest,
  logoutRequest,
  markSessionOpened,
} from './session-api';
import { forgetPlace, rememberPlace, rememberTabUser, tabUser } from './return-place';

interface ShellAuth {
  login(credentials: LoginRequest): Promise<SessionUser>;
  /** The last logout happened because the session expired. */
  expired: boolean;
}

const ShellAuthContext = createContext<ShellAuth | null>(null);

export function useShellAuth(): ShellAuth {
  const value = useContext(ShellAuthContext);
  if (!value) throw new Error('useShellAuth outside SessionProvider');
  return value;
}

interface State {
  status: SessionStatus;
  user: SessionUser | null;
  expired: boolean;
}

export interface SessionProviderProps {
  /** Router navigation (the provider sits above the router's components). */
  navigate(to: string, options?: { replace?: boolean }): void;
  children: ReactNode;
}

/**
 * The session of the whole app. Learns the user from GET /api/auth/me at start and from
 * the login answer; any 401 of an API call while logged in logs out with the
 * 'Sua sessão expirou. Faça login novamente!' alert.
 */
export function SessionProvider({ navigate, children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'loading', user: null, expired: false });
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const loggingOut = useRef(false);

  const logout = useCallback(
    async (options: LogoutOptions = {}) => {
      if (loggingOut.current) return;
      loggingOut.current = true;
      // An expired session keeps the screen the user was on, to return to after logging in again.
      if (options.expired) rememberPlace(window.location, stateRef.current.user?.id_usuario ?? null);
      else forgetPlace();
      try {
        await logoutRequest().catch(() => undefined);
        clearSessionMarker();
        queryClient.clear();
        setState({ status: 'anonymous', user: null, expired: !!options.expired });
        navigate('/login', { replace: true });
      } finally {
        loggingOut.current = false;
      }
    },
    [navigate, queryClient],
  );

  const refresh = useCallback(async () => {
    try {
      const user = await fetchCurrentUser();
      setState((prev) => ({ ...prev, status: 'authenticated', user }));
    } catch (error) {
      if (isApiError(error, 401)) await logout({ expired: true });
      else throw error;
    }
  }, [logout]);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const user = await loginRequest(credentials);
      markSessionOpened();
      rememberTabUser(user.id_usuario);
      queryClient.clear();
      setState({ status: 'authenticated', user, expired: false });
      return user;
    },
    [queryClient],
  );

  // Who is logged in, once at start.
  useEffect(() => {
    let cancelled = false;
    fetchStartUser()
      .then((user) => {
        if (cancelled) return;
        markSessionOpened();
        rememberTabUser(user.id_usuario);
        setState({ status: 'authenticated', user, expired: false });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const expired = isApiError(error, 401) && hadSession();
        // The app reopened on a screen with an expired session: that screen is the place to return to.
        if (expired) rememberPlace(window.location, tabUser());
        clearSessionMarker();
        setState({ status: 'anonymous', user: null, expired });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // Any 401 of a later call means the session is gone.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (stateRef.current.status === 'authenticated') void logout({ expired: true });
      }),
    [logout],
  );

  const session = useMemo<SessionContextValue>(
    () => ({ status: state.status, user: state.user, logout, refresh }),
    [state.status, state.user, logout, refresh],
  );
  const shellAuth = useMemo<ShellAuth>(() => ({ login, expired: state.expired }), [login, state.expired]);

  return (
    <SessionContext.Provider value={session}>
      <ShellAuthContext.Provider value={shellAuth}>{children}</ShellAuthContext.Provider>
    </SessionContext.Provider>
  );
}
