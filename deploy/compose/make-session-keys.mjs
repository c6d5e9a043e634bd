// docker-compose.yml only: makes the ES256 session key pair once. The private key goes to its
// own volume (mounted by identity alone), the public key to another one (mounted by every
// service). Both owned by the services' user (1000), read-only. Kept on later starts.
import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import { chmodSync, chownSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [privateDir, publicDir] = process.argv.slice(2);
const privateFile = join(privateDir, 'session-private.pem');
const publicFile = join(publicDir, 'session-public.pem');

if (!existsSync(privateFile)) {
  const { privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  writeFileSync(privateFile, privateKey);
  console.log('session key pair generated');
}
// The public key always matches the private one (also after a volume was removed by hand).
writeFileSync(publicFile, createPublicKey(readFileSync(privateFile)).export({ type: 'spki', format: 'pem' }));
for (const [file, mode] of [
  [privateFile, 0o400],
  [publicFile, 0o444],
]) {
  chownSync(file, 1000, 1000);
  chmodSync(file, mode);
}
