// The static server of the front-end images (deploy/docker/serve-frontend.mjs): paths, caching
// rules, SPA fallback of the shell, health, and nothing outside its folder.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { serveFrontend } from '../deploy/docker/serve-frontend.mjs';

let root;
const servers = [];
async function start(frontend, dir, options = {}) {
  const server = await serveFrontend({ frontend, dir, host: '127.0.0.1', port: 0, ...options });
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'treina-serve-'));
  mkdirSync(join(root, 'crm-ui'));
  writeFileSync(join(root, 'crm-ui', 'remoteEntry.js'), 'var crm_ui;');
  writeFileSync(join(root, 'crm-ui', '354.7253d55f.js'), 'chunk("ç")');
  // What the build writes beside each text file (libs/web-platform/tooling: precompressAssets).
  writeFileSync(join(root, 'crm-ui', '354.7253d55f.js.br'), brotliCompressSync('chunk("ç")'));
  writeFileSync(join(root, 'crm-ui', '354.7253d55f.js.gz'), gzipSync('chunk("ç")'));
  writeFileSync(join(root, 'crm-ui', '354.7253d55f.js.map'), '{"version":3}');
  writeFileSync(join(root, 'crm-ui', 'remoteEntry.js.gz'), gzipSync('var crm_ui;'));
  writeFileSync(join(root, 'crm-ui', 'build.json'), '{"name":"crm_ui","version":"1.0.0","buildId":"A"}');
  writeFileSync(join(root, 'crm-ui', '.secret'), 'no');
  writeFileSync(join(root, 'outside.js'), 'no');
  mkdirSync(join(root, 'shell'));
  writeFileSync(join(root, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'shell', 'main.0123abcd.js'), 'main()');
  writeFileSync(join(root, 'shell', 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  writeFileSync(join(root, 'shell', 'manifest.webmanifest'), '{"name":"Treina"}');
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(root, { recursive: true, force: true });
});

/** A GET without fetch's own Accept-Encoding and decompression: the bytes and headers as sent. */
const rawGet = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('serve-frontend.mjs', () => {
  it('serves a remote under /remotes/<name>/: the entry and build.json revalidated, hashed chunks immutable, with charset', async () => {
    const base = await start('crm-ui', join(root, 'crm-ui'));
    const entry = await fetch(`${base}/remotes/crm-ui/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal(entry.headers.get('content-type'), 'application/javascript; charset=utf-8');
    assert.equal(await entry.text(), 'var crm_ui;');
    const again = await fetch(`${base}/remotes/crm-ui/remoteEntry.js`, { headers: { 'if-none-match': entry.headers.get('etag') } });
    assert.equal(again.status, 304);
    const chunk = await fetch(`${base}/remotes/crm-ui/354.7253d55f.js`);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await chunk.text(), 'chunk("ç")');
    assert.equal((await fetch(`${base}/remotes/crm-ui/build.json`)).headers.get('cache-control'), 'no-cache');
  });

  it('answers 404 outside its folder, for hidden files and missing files, 405 to writes; health once its entry exists', async () => {
    const base = await start('crm-ui', join(root, 'crm-ui'));
    assert.equal((await fetch(`${base}/remotes/crm-ui/nada.js`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/crm-ui/.secret`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/crm-ui/%2e%2e/outside.js`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/academic-ui/remoteEntry.js`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/crm-ui/remoteEntry.js`, { method: 'POST' })).status, 405);
    assert.equal((await fetch(`${base}/health/live`)).status, 200);
    assert.equal((await fetch(`${base}/health/ready`)).status, 200);
    const empty = await start('finance-ui', join(root, 'nao-instalado'));
    assert.equal((await fetch(`${empty}/health/ready`)).status, 503);
  });

  it('serves the shell at /: its routes answer index.html (revalidated), a missing asset stays a 404', async () => {
    const base = await start('shell', join(root, 'shell'));
    const page = await fetch(`${base}/class?classId=3`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.match(await page.text(), /<div id="root">/);
    assert.equal((await fetch(`${base}/main.0123abcd.js`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${base}/nao-existe.js`)).status, 404);
    assert.equal((await fetch(`${base}/favicon.ico`)).headers.get('content-type'), 'image/x-icon');
    const webManifest = await fetch(`${base}/manifest.webmanifest`);
    assert.equal(webManifest.headers.get('content-type'), 'application/manifest+json; charset=utf-8');
    assert.equal((await webManifest.json()).name, 'Treina');
  });

  it("sends the build's brotli variant when accepted, else gzip, else the file itself, with Vary and its own ETag", async () => {
    const base = await start('crm-ui', join(root, 'crm-ui'));
    const br = await rawGet(`${base}/remotes/crm-ui/354.7253d55f.js`, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['vary'], 'Accept-Encoding');
    assert.equal(br.headers['content-type'], 'application/javascript; charset=utf-8');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(br.body).toString(), 'chunk("ç")');
    const gz = await rawGet(`${base}/remotes/crm-ui/354.7253d55f.js`, { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), 'chunk("ç")');
    assert.notEqual(gz.headers.etag, br.headers.etag);
    const again = await rawGet(`${base}/remotes/crm-ui/354.7253d55f.js`, { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.etag });
    assert.equal(again.status, 304);
    const plain = await rawGet(`${base}/remotes/crm-ui/354.7253d55f.js`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers['vary'], 'Accept-Encoding');
    assert.equal(plain.body.toString(), 'chunk("ç")');
    const entry = await rawGet(`${base}/remotes/crm-ui/remoteEntry.js`, { 'accept-encoding': 'br, gzip' });
    assert.equal(entry.headers['content-encoding'], 'gzip', 'no brotli variant of the entry: its gzip one');
    assert.equal(entry.headers['cache-control'], 'no-cache');
  });

  it('answers 404 to source maps unless SERVE_SOURCE_MAPS, and to the compressed files by their own names', async () => {
    const base = await start('crm-ui', join(root, 'crm-ui'));
    assert.equal((await fetch(`${base}/remotes/crm-ui/354.7253d55f.js.map`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/crm-ui/354.7253d55f.js.br`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/crm-ui/remoteEntry.js.gz`)).status, 404);
    const team = await start('crm-ui', join(root, 'crm-ui'), { serveSourceMaps: true });
    const map = await fetch(`${team}/remotes/crm-ui/354.7253d55f.js.map`);
    assert.equal(map.status, 200);
    assert.equal(map.headers.get('content-type'), 'application/json; charset=utf-8');
  });
});
