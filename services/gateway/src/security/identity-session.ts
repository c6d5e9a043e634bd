import { PASSWORD_CHANGE_REQUIRED } from '@treina/contracts';
import type { Request } from 'express';
import { ApiException, forbidden, unauthorized } from '@treina/nest-platform/edge';

/** Students (user type 6) use the product, not its API documentation. */
const STUDENT_TYPE = 6;

/**
 * Who the request's session belongs to, as identity says (`GET /api/auth/me` with its
 * cookie): the user's type. No session or an ended one: 401; identity unreachable: 503.
 */
export async function sessionUserType(request: Request, identityUrl: string): Promise<number | undefined> {
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
  const user = JSON.parse(await answer.text()) as { id_tipo_usuario?: number; deve_trocar_senha?: boolean };
  // Like every service's guard: a session held to change its password gets nothing else.
  if (user.deve_trocar_senha) throw forbidden(PASSWORD_CHANGE_REQUIRED);
  return user.id_tipo_usuario;
}

/** The documentation is for the school's staff: a student's session gets 403 (see sessionUserType for the rest). */
export async function assertStaffSession(request: Request, identityUrl: string): Promise<void> {
  if ((await sessionUserType(request, identityUrl)) === STUDENT_TYPE) throw forbidden();
}
