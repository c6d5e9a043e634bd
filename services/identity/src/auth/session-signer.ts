import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService, type JwtModuleOptions } from '@nestjs/jwt';
import {
  loadSessionPrivateKey,
  SESSION_ALGORITHM,
  SESSION_AUDIENCE,
  SESSION_ISSUER,
  type SessionTokenPayload,
} from '@treina/nest-platform';

/** Sessions last 15 days. */
export const SESSION_LIFETIME_SECONDS = 15 * 24 * 60 * 60;

/**
 * JwtService signs ES256 with the private key. Never a `secret` here: @nestjs/jwt would
 * prefer it to the keys and sign HS256 tokens no service accepts.
 */
export function sessionJwtOptions(): JwtModuleOptions {
  return {
    privateKey: loadSessionPrivateKey(),
    signOptions: { algorithm: SESSION_ALGORITHM, issuer: SESSION_ISSUER, audience: SESSION_AUDIENCE, expiresIn: SESSION_LIFETIME_SECONDS },
  };
}

export interface SessionSubject {
  id_usuario: number;
  id_tipo_usuario: number;
  id_aluno: number | null;
  permissions: string[];
  sessionVersion: number;
  /** The `pwc` claim: the user must change a password someone else set. */
  mustChangePassword?: boolean;
}

@Injectable()
export class SessionSigner {
  constructor(private readonly jwt: JwtService) {}

  sign(subject: SessionSubject): Promise<string> {
    const payload: SessionTokenPayload = {
      sv: subject.sessionVersion,
      typ: subject.id_tipo_usuario,
      alu: subject.id_aluno,
      perms: subject.permissions,
      ...(subject.mustChangePassword ? { pwc: true as const } : {}),
    };
    return this.jwt.signAsync(payload, { subject: String(subject.id_usuario), jwtid: randomUUID() });
  }
}
