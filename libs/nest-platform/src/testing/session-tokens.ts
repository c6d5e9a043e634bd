import type { UserSnapshotV1 } from '@treina/contracts';
import { type CryptoKey, importPKCS8, SignJWT } from 'jose';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../auth/session-keys.js';
import { useTestSessionKeys } from './test-keys.js';

/** What a session token says about its user (identity signs the same claims). */
export interface SessionClaims {
  userId: number;
  sessionVersion?: number;
  /** The user's id_tipo_usuario. */
  userType?: number;
  permissions?: readonly string[];
  /** A jose time span; one hour unless told. */
  expiresIn?: string;
}

/** A session token as identity signs it (ES256, its issuer and audience). */
export function signSessionToken(key: CryptoKey, claims: SessionClaims): Promise<string> {
  return new SignJWT({ sv: claims.sessionVersion ?? 1, typ: claims.userType ?? 1, perms: [...(claims.permissions ?? [])] })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(String(claims.userId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setExpirationTime(claims.expiresIn ?? '1h')
    .sign(key);
}

export type SessionSigner = (claims: SessionClaims) => Promise<string>;

/** Fresh test session keys in env (see useTestSessionKeys) and a signer with their private key. */
export async function useTestSessionSigner(): Promise<SessionSigner> {
  const { privateKey } = await useTestSessionKeys();
  const key = await importPKCS8(privateKey, 'ES256');
  return (claims) => signSessionToken(key, claims);
}

/** A user as identity's user events carry it: `user` over plain defaults (then `defaults` over those). */
export function userSnapshot(user: Partial<UserSnapshotV1> & { id_usuario: number }, defaults: Partial<UserSnapshotV1> = {}): UserSnapshotV1 {
  return {
    nome: `Usuário ${user.id_usuario}`,
    email: `u${user.id_usuario}@treina.test`,
    status: true,
    id_tipo_usuario: 1,
    nome_tipo_usuario: 'Administrador',
    id_aluno: null,
    permissions: [],
    sessionVersion: 1,
    revision: 1,
    ...defaults,
    ...user,
  };
}

/** The claims of a session of the user in `snapshot`. */
export function sessionClaimsOf(snapshot: UserSnapshotV1): SessionClaims {
  return { userId: snapshot.id_usuario, sessionVersion: snapshot.sessionVersion, userType: snapshot.id_tipo_usuario, permissions: snapshot.permissions };
}
