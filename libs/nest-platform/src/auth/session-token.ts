import { SESSION_COOKIE } from '@treina/contracts';
import type { Request } from 'express';
import { ExtractJwt, type JwtFromRequestFunction } from 'passport-jwt';

/**
 * The claims identity signs into a session token, beside sub (id_usuario), iss, aud, iat,
 * exp and jti. The front end and every service read these names.
 */
export interface SessionTokenPayload {
  /** The user's session version when the token was issued; a newer version ends it. */
  sv: number;
  /** id_tipo_usuario */
  typ: number;
  /** id_aluno */
  alu: number | null;
  /** Permission names when the token was issued (the guard uses the current ones). */
  perms: string[];
  /**
   * Present (true) while the user must change a password someone else set. Clearing it
   * changes the password, which raises the session version: a token never outlives it.
   */
  pwc?: true;
}

/** What a verified session token says about its user. */
export interface SessionClaims {
  /** id_usuario */
  userId: number;
  sessionVersion: number;
  id_tipo_usuario: number;
  id_aluno: number | null;
  permissions: string[];
  /** The token's `pwc`: only changing one's own password (and the calls that allow it) is open. */
  mustChangePassword: boolean;
  expiresAt: Date;
}

/**
 * The httpOnly cookie identity sets at log-in (passport-jwt has no cookie extractor of its own).
 * Only a non-empty string counts: cookie-parser turns a `j:` value into an object.
 */
export const sessionTokenFromCookie: JwtFromRequestFunction<Request> = (request) => {
  const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Where a request carries its session token: the cookie (browsers), else `Authorization: Bearer` (scripts). */
export const sessionTokenFrom: JwtFromRequestFunction<Request> = ExtractJwt.fromExtractors([
  sessionTokenFromCookie,
  ExtractJwt.fromAuthHeaderAsBearerToken(),
]);
