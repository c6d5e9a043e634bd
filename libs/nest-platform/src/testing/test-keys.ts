import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';

/** A fresh ES256 key pair in env, as `npm start` provides from files, for one test process. */
export async function useTestSessionKeys(): Promise<{ privateKey: string; publicKey: string }> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  const privateKey = await exportPKCS8(pair.privateKey);
  const publicKey = await exportSPKI(pair.publicKey);
  process.env.JWT_PRIVATE_KEY = privateKey;
  process.env.JWT_PUBLIC_KEY = publicKey;
  return { privateKey, publicKey };
}
