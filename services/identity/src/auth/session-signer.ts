import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER } from '@treina/nest-platform';
import { SignJWT, type CryptoKey } from 'jose';

export const SESSION_PRIVATE_KEY = Symbol('SESSION_PRIVATE_KEY');
/** SPEC section 9: sessions last 15 days. */
export const SESSION_LIFETIME_SECONDS = 15 * 24 * 60 * 60;

export interface SessionSubject {
  id_usuario: number;
  id_tipo_usuario: number;
  id_aluno: number | null;
  permissions: string[];
  sessionVersion: number;
}

@Injectable()
export class SessionSigner {
  constructor(@Inject(SESSION_PRIVATE_KEY) private readonly privateKey: CryptoKey) {}

  sign(subject: SessionSubject): Promise<string> {
    return new SignJWT({
      sv: subject.sessionVersion,
      typ: subject.id_tipo_usuario,
      alu: subject.id_aluno,
      perms: subject.permissions,
    })
      .setProtectedHeader({ alg: SESSION_ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject.id_usuario))
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${SESSION_LIFETIME_SECONDS}s`)
      .sign(this.privateKey);
  }
}
