// No secret in any built front-end bundle (what the gateway serves to
// every browser): no PEM private key, no part of the product's session key, no
// server-side configuration names or credentials.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from '@jest/globals';
import { ROOT } from '../../tools/infra.mjs';
import { loadContext } from '../lib/http.mjs';

const context = loadContext();

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('secrets in the built front ends (frontends/*/dist)', () => {
  const dists = readdirSync(join(ROOT, 'frontends'))
    .map((name) => join(ROOT, 'frontends', name, 'dist'))
    .filter((dir) => existsSync(dir));
  const files = dists.flatMap(filesUnder);

  it('finds the bundles to scan (the shell and its remotes)', () => {
    assert.ok(existsSync(join(ROOT, 'frontends', 'shell', 'dist', 'index.html')), 'the shell is built');
    assert.ok(files.filter((file) => file.endsWith('.js')).length >= 5, `only ${files.length} files under ${dists.join(', ')}`);
  });

  it('holds no private key, no piece of the session keys, no server secret or configuration name', () => {
    const privatePem = readFileSync(join(context.keysDir, 'session-private.pem'), 'utf8');
    const body = privatePem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    // Every 24-character window of the private key's base64 body (a bundle could hold it re-wrapped or split).
    const keyPieces = new Set();
    for (let i = 0; i + 24 <= body.length; i += 8) keyPieces.add(body.slice(i, i + 24));
    const patterns = [
      [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a PEM private key header'],
      [/JWT_PRIVATE/, 'JWT_PRIVATE (the private key setting)'],
      [/session-private\.pem/, 'the private key file name'],
      [/postgres(ql)?:\/\/[^\s"'`]*@/, 'a PostgreSQL URL with credentials'],
      [/amqps?:\/\/[^\s"'`:]+:[^\s"'`@]+@/, 'an AMQP URL with credentials'],
      [/AWS_SECRET_ACCESS_KEY|SMTP_URL/, 'a server-side secret setting'],
    ];
    const offences = [];
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      for (const [pattern, what] of patterns) if (pattern.test(text)) offences.push(`${relative(ROOT, file)}: ${what}`);
      for (const piece of keyPieces) {
        if (text.includes(piece)) {
          offences.push(`${relative(ROOT, file)}: part of the session private key`);
          break;
        }
      }
    }
    assert.deepEqual(offences, []);
  });

  it('is served without secrets too: the shell page and every script it names', async () => {
    const page = await fetch(`${context.baseUrl}/`).then((answer) => answer.text());
    assert.ok(!/BEGIN [A-Z ]*PRIVATE KEY|JWT_PRIVATE/.test(page));
    const scripts = [...page.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(scripts.length >= 1, 'the shell names its scripts');
    for (const src of scripts) {
      const script = await fetch(new URL(src, context.baseUrl)).then((answer) => answer.text());
      assert.ok(!/BEGIN [A-Z ]*PRIVATE KEY|JWT_PRIVATE/.test(script), src);
    }
  });
});
