import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, it } from '@jest/globals';
import { loadSessionPrivateKey, loadSessionPublicKey } from './session-keys.js';

const pems = (type: 'ec' | 'rsa', namedCurve?: string) => {
  const pair = type === 'ec' ? generateKeyPairSync('ec', { namedCurve: namedCurve! }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};

describe('session keys', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['JWT_PUBLIC_KEY', 'JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY_FILE', 'JWT_PRIVATE_KEY_FILE']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('loads a P-256 key pair as PEM, also from one line with \\n escapes', () => {
    const { publicKey, privateKey } = pems('ec', 'P-256');
    process.env.JWT_PUBLIC_KEY = publicKey.replace(/\n/g, '\\n');
    process.env.JWT_PRIVATE_KEY = privateKey;
    assert.equal(loadSessionPublicKey(), publicKey);
    assert.equal(loadSessionPrivateKey(), privateKey);
  });

  it('stops the service at start on a missing key, garbage, an RSA key or another curve', () => {
    delete process.env.JWT_PUBLIC_KEY;
    delete process.env.JWT_PUBLIC_KEY_FILE;
    assert.throws(loadSessionPublicKey, { message: 'Chave de sessão ausente: defina JWT_PUBLIC_KEY ou JWT_PUBLIC_KEY_FILE.' });
    for (const bad of ['lixo', pems('rsa').publicKey, pems('ec', 'P-384').publicKey]) {
      process.env.JWT_PUBLIC_KEY = bad;
      assert.throws(loadSessionPublicKey, { message: 'Chave de sessão inválida em JWT_PUBLIC_KEY: esperada uma chave EC P-256 (ES256).' });
    }
    process.env.JWT_PRIVATE_KEY = pems('rsa').privateKey;
    assert.throws(loadSessionPrivateKey, { message: 'Chave de sessão inválida em JWT_PRIVATE_KEY: esperada uma chave EC P-256 (ES256).' });
  });
});
