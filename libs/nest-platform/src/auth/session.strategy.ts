import { createPublicKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { JwtPayload } from 'jsonwebtoken';
import { Strategy } from 'passport-jwt';
import { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER } from './session-keys.js';
import { type SessionClaims, sessionTokenFrom, type SessionTokenPayload } from './session-token.js';

/** The passport strategy name the guard authenticates with. */
export const SESSION_STRATEGY = 'session';
export const SESSION_PUBLIC_KEY = Symbol('SESSION_PUBLIC_KEY');

/**
 * Verifies session tokens through passport-jwt (jsonwebtoken): ES256 only, the public key only, our issuer and audience, not expired.
 * Passport keeps one strategy per name for the whole process, so this holds nothing of one application: the user's current state is checked
 * by the guard, with that application's state reader.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(@Inject(SESSION_PUBLIC_KEY) publicKey: string) {
    super({
      jwtFromRequest: sessionTokenFrom,
      // Parsed once here: jsonwebtoken turns a PEM string into a KeyObject on every
      // verification (a measurable cost per request), a KeyObject it uses as it is. passport-jwt hands
      // the value through untouched; only its type declarations still say string | Buffer.
      secretOrKey: createPublicKey(publicKey) as unknown as string,
      algorithms: [SESSION_ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
    });
  }

  /**
   * Runs on a well-signed token. Null (passport then fails the request) when it is not a
   * session of ours: jsonwebtoken checks `exp` only when present, so its absence is refused here.
   */
  validate(payload: JwtPayload & Partial<Record<keyof SessionTokenPayload, unknown>>): SessionClaims | null {
    const userId = Number(payload.sub);
    if (typeof payload.sub !== 'string' || !Number.isInteger(userId)) return null;
    if (typeof payload.exp !== 'number' || typeof payload.sv !== 'number') return null;
    return {
      userId,
      sessionVersion: payload.sv,
      id_tipo_usuario: Number(payload.typ),
      id_aluno: typeof payload.alu === 'number' ? payload.alu : null,
      permissions: Array.isArray(payload.perms) ? (payload.perms as string[]) : [],
      mustChangePassword: payload.pwc === true,
      expiresAt: new Date(payload.exp * 1000),
    };
  }
}
