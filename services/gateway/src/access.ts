import { UserType } from '@treina/contracts';

/** A session as identity describes it (`GET /api/auth/me`), as far as the gateway's rules need. */
export interface SessionUser {
  id_tipo_usuario?: number;
  deve_trocar_senha?: boolean;
}

/** A session held to change its password gets nothing else, as in every service's guard. */
export const heldForPasswordChange = (user: SessionUser): boolean => Boolean(user.deve_trocar_senha);

/** The API documentation is for the school's staff: a student's session is refused. */
export const mayReadApiDocs = (user: SessionUser): boolean => user.id_tipo_usuario !== UserType.ALUNO;

/** The requests the gateway counts against an attempt limit, by kind. */
export type LimitedAttempt = 'login' | 'password-reset' | 'certificate-check';

/** Which attempt limit a request counts against, if any: log-ins, password-reset requests and public certificate checks. */
export function limitedAttemptOf(method: string, path: string): LimitedAttempt | undefined {
  if (method === 'POST' && path === '/api/auth/login') return 'login';
  if (method === 'POST' && path === '/api/request_change_password') return 'password-reset';
  if (path.startsWith('/api/certificates/')) return 'certificate-check';
  return undefined;
}

/** A log-in attempt keeps its count only when the password was judged wrong; every other answer gives it back. */
export const keepsLoginAttempt = (status: number): boolean => status === 401;
