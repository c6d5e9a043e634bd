import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

/** A fresh ES256 (P-256) key pair in env, as `npm start` provides from files, for one test process. */
export async function useTestSessionKeys(): Promise<{ privateKey: string; publicKey: string }> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  process.env.JWT_PRIVATE_KEY = privateKey;
  process.env.JWT_PUBLIC_KEY = publicKey;
  return { privateKey, publicKey };
}
