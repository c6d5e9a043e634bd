import { readFileSync } from 'node:fs';
import { importPKCS8, importSPKI, type CryptoKey } from 'jose';

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

export async function loadSessionPublicKey(): Promise<CryptoKey> {
  return importSPKI(pemFrom('JWT_PUBLIC_KEY', 'JWT_PUBLIC_KEY_FILE'), SESSION_ALGORITHM);
}

/** Only identity calls this: the private key never leaves it. */
export async function loadSessionPrivateKey(): Promise<CryptoKey> {
  return importPKCS8(pemFrom('JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE'), SESSION_ALGORITHM);
}
