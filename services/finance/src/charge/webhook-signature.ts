import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a payment provider's notice is signed in: `sha256=<hex of HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-treina-signature';

/** The signature of `body` with `secret`, as the header carries it. */
export function signatureOf(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether the header signs exactly these bytes with the secret (compared in constant time). */
export function validSignature(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
