import { api, ApiRequestError } from '@treina/web-platform';
import { takeSessionCheck } from './early-session-check';
import type { LoginRequest, SessionUser } from '@treina/contracts';

// The session cookie is httpOnly: page scripts never see the token. The user comes
// from the login answer and from GET /api/auth/me.

export async function fetchCurrentUser(): Promise<SessionUser> {
  const early = takeSessionCheck();
  if (early) {
    const answer = await early.catch(() => null);
    if (answer?.ok) return (await answer.json()) as SessionUser;
    if (answer?.status === 401) {
      const body = (await answer.json().catch(() => null)) as { statusMsg?: string } | null;
      throw new ApiRequestError(401, body?.statusMsg ?? 'Não autenticado.', body);
    }
  }
  return api.get<SessionUser>('/auth/me', { skipUnauthorizedHandler: true });
}

let startUser: Promise<SessionUser> | null = null;

/**
 * Who is logged in as the app starts: one answer (the early GET /api/auth/me) shared by the
 * session provider and the first screen's preload. Later checks call {@link fetchCurrentUser}.
 */
export function fetchStartUser(): Promise<SessionUser> {
  startUser ??= fetchCurrentUser();
  return startUser;
}

export function loginRequest(credentials: LoginRequest): Promise<SessionUser> {
  return api.post<SessionUser>('/auth/login', credentials, { skipUnauthorizedHandler: true });
}

export async function logoutRequest(): Promise<void> {
  await api.get<{ status: boolean }>('/auth/logout', { skipUnauthorizedHandler: true });
}

/**
 * A non-secret marker that a session was opened in this browser, so an answer 401 at
 * start can be told apart ("your session expired") from a first visit. Removed at logout.
 */
const SESSION_MARKER_KEY = 'treina.session';

export function markSessionOpened(): void {
  try {
    localStorage.setItem(SESSION_MARKER_KEY, '1');
  } catch {
    /* storage unavailable: the expired alert is only shown for in-app 401s */
  }
}

export function clearSessionMarker(): void {
  try {
    localStorage.removeItem(SESSION_MARKER_KEY);
  } catch {
    /* ignore */
  }
}

export function hadSession(): boolean {
  try {
    return localStorage.getItem(SESSION_MARKER_KEY) === '1';
  } catch {
    return false;
  }
}

/** Students (type 6) land on /class, instructors (type 4) on /minhas-aulas, everyone else on /activities. */
export function homePathFor(user: Pick<SessionUser, 'id_tipo_usuario'>): string {
  if (user.id_tipo_usuario === 6) return '/class';
  return user.id_tipo_usuario === 4 ? '/minhas-aulas' : '/activities';
}
