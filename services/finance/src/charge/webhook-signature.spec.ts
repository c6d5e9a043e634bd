import { describe, expect, it } from '@jest/globals';
import { signatureOf, validSignature } from './webhook-signature.js';

describe('webhook signature', () => {
  const body = Buffer.from('{"txid":"TREINA0000000001","valor":"10.00"}');

  it('accepts the HMAC-SHA256 of the raw body with the secret', () => {
    expect(validSignature('segredo', body, signatureOf('segredo', body))).toBe(true);
  });

  it('refuses another secret, another body, a missing header and an unset secret', () => {
    expect(validSignature('segredo', body, signatureOf('outro', body))).toBe(false);
    expect(validSignature('segredo', Buffer.from(`${body} `), signatureOf('segredo', body))).toBe(false);
    expect(validSignature('segredo', body, undefined)).toBe(false);
    expect(validSignature('', body, signatureOf('', body))).toBe(false);
  });
});
