import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { acceptedEncodings, cacheControlOf } from './precompressed.js';

describe('precompressed front-end files', () => {
  it('prefers brotli, then gzip, from what Accept-Encoding allows', () => {
    assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings('gzip'), ['gzip']);
    assert.deepEqual(acceptedEncodings('br;q=0, gzip;q=0.8'), ['gzip']);
    assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings('*;q=0, identity'), []);
    assert.deepEqual(acceptedEncodings('x-gzip'), ['gzip']);
    assert.deepEqual(acceptedEncodings(undefined), []);
  });

  it('caches hashed names for a year and revalidates the entries', () => {
    assert.equal(cacheControlOf('/dist/main.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlOf('/dist/remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlOf('/dist/index.html'), 'no-cache');
    assert.equal(cacheControlOf('/dist/build.json'), 'no-cache');
  });
});
