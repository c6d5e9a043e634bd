import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Session tokens are ES256: identity signs with the private key, everyone verifies with the public one. */
export const SESSION_ALGORITHM = 'ES256';
export const SESSION_ISSUER = 'treina-identity';
export const SESSION_AUDIENCE = 'treina';

function pemFrom(valueVar: string, fileVar: string): string {
  const inline = process.env[valueVar];
  if (inline) return inline.replace(/\\n/g, '\n');
  const file = process.env[fileVar];
  if (file) return readFileSync(file, 'utf8');
  throw new Error(`Chave de sessão ausente: defina ${valueVar} ou ${fileVar}.`);
}

/** Parses the PEM once at start, so a wrong key stops the service instead of answering 401 to everyone. */
function checkedPem(pem: string, valueVar: string, parse: (pem: string) => KeyObject): string {
  let key: KeyObject | undefined;
  try {
    key = parse(pem);
  } catch {
    key = undefined;
  }
  if (key?.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`Chave de sessão inválida em ${valueVar}: esperada uma chave EC P-256 (${SESSION_ALGORITHM}).`);
  }
  return pem;
}

/** The public key as PEM, the form passport-jwt hands to jsonwebtoken. */
export function loadSessionPublicKey(): string {
  return checkedPem(pemFrom('JWT_PUBLIC_KEY', 'JWT_PUBLIC_KEY_FILE'), 'JWT_PUBLIC_KEY', createPublicKey);
}

/** Only identity calls this: the private key never leaves it. */
export function loadSessionPrivateKey(): string {
  return checkedPem(pemFrom('JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE'), 'JWT_PRIVATE_KEY', createPrivateKey);
}
