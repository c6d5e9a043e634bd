// Session tokens for users the benchmark makes without a password (the exams' students): signed as
// identity signs them (ES256 with the product's private key, its issuer and audience, the same
// claims), so every service's guard takes them exactly as a real log-in's cookie.
import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';

const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A signer with the PEM private key at `privateFile` (tools/infra.mjs ensureSessionKeys: the one the product started with). */
export function sessionSigner(privateFile) {
  const key = createPrivateKey(readFileSync(privateFile));
  /** The `treina_session` cookie of user `userId` (type `userType`, student `studentId`), valid `hours`. */
  return ({ userId, userType, studentId = null, permissions = [], sessionVersion = 1, hours = 4 }) => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: 'ES256', typ: 'JWT' });
    const payload = base64url({
      sv: sessionVersion,
      typ: userType,
      alu: studentId,
      perms: permissions,
      iat: now,
      exp: now + hours * 3600,
      aud: 'treina',
      iss: 'treina-identity',
      sub: String(userId),
    });
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    return `treina_session=${header}.${payload}.${signature}`;
  };
}
