import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, type CryptoKey } from 'jose';
import { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER } from './session-keys.js';

/** What a session token says about its user (SPEC section 3, Session). */
export interface SessionClaims {
  /** id_usuario */
  userId: number;
  /** The user's session version when the token was issued; a newer version ends it. */
  sessionVersion: number;
  id_tipo_usuario: number;
  id_aluno: number | null;
  permissions: string[];
  expiresAt: Date;
}

export const SESSION_PUBLIC_KEY = Symbol('SESSION_PUBLIC_KEY');

@Injectable()
export class SessionTokenVerifier {
  constructor(@Inject(SESSION_PUBLIC_KEY) private readonly publicKey: CryptoKey) {}

  /** Throws when the token is malformed, not ES256, signed by another key, expired or not ours. */
  async verify(token: string): Promise<SessionClaims> {
    const { payload } = await jwtVerify(token, this.publicKey, {
      algorithms: [SESSION_ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'sv'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sv !== 'number') throw new Error('invalid session claims');
    return {
      userId,
      sessionVersion: payload.sv,
      id_tipo_usuario: Number(payload.typ),
      id_aluno: typeof payload.alu === 'number' ? payload.alu : null,
      permissions: Array.isArray(payload.perms) ? (payload.perms as string[]) : [],
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  }
}
