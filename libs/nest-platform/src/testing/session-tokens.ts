import { JwtService, type JwtSignOptions } from '@nestjs/jwt';
import type { UserSnapshotV1 } from '@treina/contracts';
import { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER } from '../auth/session-keys.js';
import type { SessionTokenPayload } from '../auth/session-token.js';
import { useTestSessionKeys } from './test-keys.js';

/** What a session token says about its user (identity signs the same claims). */
export interface SessionClaims {
  userId: number;
  sessionVersion?: number;
  /** The user's id_tipo_usuario. */
  userType?: number;
  permissions?: readonly string[];
  /** The student a type-6 user is (the `alu` claim); null for staff. */
  studentId?: number | null;
  /** Seconds, or a time span such as '2h'; one hour unless told. */
  expiresIn?: JwtSignOptions['expiresIn'];
  /** The `pwc` claim: a session that must change its password first. */
  mustChangePassword?: boolean;
}

/** A session token as identity signs it (JwtService, ES256 with the private key, its issuer and audience). */
export function signSessionToken(privateKey: string, claims: SessionClaims): Promise<string> {
  const jwt = new JwtService({
    privateKey,
    signOptions: { algorithm: SESSION_ALGORITHM, issuer: SESSION_ISSUER, audience: SESSION_AUDIENCE },
  });
  const payload: SessionTokenPayload = {
    sv: claims.sessionVersion ?? 1,
    typ: claims.userType ?? 1,
    alu: claims.studentId ?? null,
    perms: [...(claims.permissions ?? [])],
    ...(claims.mustChangePassword ? { pwc: true as const } : {}),
  };
  return jwt.signAsync(payload, { subject: String(claims.userId), expiresIn: claims.expiresIn ?? '1h' });
}

export type SessionSigner = (claims: SessionClaims) => Promise<string>;

/** Fresh test session keys in env (see useTestSessionKeys) and a signer with their private key. */
export async function useTestSessionSigner(): Promise<SessionSigner> {
  const { privateKey } = await useTestSessionKeys();
  return (claims) => signSessionToken(privateKey, claims);
}

/** A user as identity's user events carry it: `user` over plain defaults (then `defaults` over those). */
export function userSnapshot(
  user: Partial<UserSnapshotV1> & { id_usuario: number },
  defaults: Partial<UserSnapshotV1> = {},
): UserSnapshotV1 {
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
  return {
    userId: snapshot.id_usuario,
    sessionVersion: snapshot.sessionVersion,
    userType: snapshot.id_tipo_usuario,
    permissions: snapshot.permissions,
  };
}
