import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { Request } from 'express';
import { sessionTokenFrom, sessionTokenFromCookie } from './session-token.js';

/** What cookie-parser and Node leave on a request: parsed cookies, lower-case header names. */
const request = (cookies: Record<string, unknown> | undefined, headers: Record<string, string> = {}) =>
  ({ cookies, headers }) as unknown as Request;

describe('session token extractor', () => {
  it('reads the session cookie', () => {
    assert.equal(sessionTokenFromCookie(request({ treina_session: 'a.b.c' })), 'a.b.c');
    assert.equal(sessionTokenFrom(request({ treina_session: 'a.b.c' })), 'a.b.c');
  });

  it('finds nothing without the cookie, with an empty one, or with a non-text one (cookie-parser turns `j:` values into objects)', () => {
    assert.equal(sessionTokenFromCookie(request(undefined)), null);
    assert.equal(sessionTokenFromCookie(request({ other: 'a.b.c' })), null);
    assert.equal(sessionTokenFromCookie(request({ treina_session: '' })), null);
    assert.equal(sessionTokenFromCookie(request({ treina_session: { alg: 'none' } })), null);
  });

  it('falls back to an Authorization Bearer header, and prefers the cookie when both are sent', () => {
    assert.equal(sessionTokenFrom(request({}, { authorization: 'Bearer x.y.z' })), 'x.y.z');
    assert.equal(sessionTokenFrom(request({ treina_session: '' }, { authorization: 'Bearer x.y.z' })), 'x.y.z');
    assert.equal(sessionTokenFrom(request({ treina_session: 'a.b.c' }, { authorization: 'Bearer x.y.z' })), 'a.b.c');
  });

  it('ignores other authorization schemes', () => {
    assert.equal(sessionTokenFrom(request({}, { authorization: 'Basic x.y.z' })), null);
    assert.equal(sessionTokenFrom(request({}, { authorization: 'x.y.z' })), null);
    assert.equal(sessionTokenFrom(request({})), null);
  });
});
