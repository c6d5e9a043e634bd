import type { Request } from 'express';
import { ApiException, forbidden, unauthorized } from '@treina/nest-platform';

/** Students (user type 6) use the product, not its API documentation. */
const STUDENT_TYPE = 6;

/**
 * The documentation is for the school's staff: the gateway asks identity who the
 * request's session belongs to (`GET /api/auth/me` with its cookie). No session or an
 * ended one: 401; a student: 403; identity unreachable: 503.
 */
export async function assertStaffSession(request: Request, identityUrl: string): Promise<void> {
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
  const user = JSON.parse(await answer.text()) as { id_tipo_usuario?: number };
  if (user.id_tipo_usuario === STUDENT_TYPE) throw forbidden();
}
