// Starts GET /api/auth/me while the app's scripts still load (index.ts calls it before
// the async bootstrap), so the login page or the first screen does not wait for it
// afterwards. Plain fetch: nothing shared may be imported before the bootstrap.
let pending: Promise<Response> | null = null;

export function startSessionCheck(): void {
  pending = fetch('/api/auth/me', { credentials: 'include', headers: { Accept: 'application/json' } });
  // An early network failure is handled when the answer is taken.
  pending.catch(() => undefined);
}

/** The early answer, once; null when there was none (then the caller asks again). */
export function takeSessionCheck(): Promise<Response> | null {
  const answer = pending;
  pending = null;
  return answer;
}
