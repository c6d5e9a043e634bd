import { PASSWORD_CHANGE_REQUIRED } from '@treina/contracts';
import type { Request } from 'express';
import { ApiException, forbidden, unauthorized } from '@treina/nest-platform/edge';
import { heldForPasswordChange, mayReadApiDocs, type SessionUser } from '../access.js';

/**
 * Who the request's session belongs to, as identity says (`GET /api/auth/me` with its cookie).
 * No session or an ended one: 401; identity unreachable: 503; held for a password change: 403.
 */
async function sessionUser(request: Request, identityUrl: string): Promise<SessionUser> {
  const cookie = request.headers.cookie;
  if (!cookie) throw unauthorized();
  let answer: globalThis.Response;
  try {
    answer = await fetch(`${identityUrl}/api/auth/me`, { headers: { cookie }, signal: AbortSignal.timeout(3000) });
  } catch {
    throw new ApiException(503, 'Serviço temporariamente indisponível. Tente novamente em instantes.');
  }
  if (answer.status === 401) throw unauthorized();
  if (!answer.ok) throw new ApiException(503, 'Serviço temporariamente indisponível. Tente novamente em instantes.');
  const user = JSON.parse(await answer.text()) as SessionUser;
  if (heldForPasswordChange(user)) throw forbidden(PASSWORD_CHANGE_REQUIRED);
  return user;
}

/** The documentation is for the school's staff: a student's session gets 403 (see sessionUser for the rest). */
export async function assertStaffSession(request: Request, identityUrl: string): Promise<void> {
  if (!mayReadApiDocs(await sessionUser(request, identityUrl))) throw forbidden();
}
