import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { readGatewayConfig } from '../src/config/gateway.config.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createGateway, serveGatewayMetrics } from '../src/create-gateway.js';
import { fakeIdentity } from './support/fake-identity.js';

/**
 * A JSON body parsed in the test's own realm. Jest runs a test file in a vm context while
 * `fetch` (and so `Response.json()`) belongs to the outer one: its objects have another
 * `Object.prototype`, and `assert.deepEqual` (strict) tells them apart from a literal.
 */
const bodyOf = async (answer: Response): Promise<any> => JSON.parse(await answer.text());

describe('gateway', () => {
  let app: NestExpressApplication;
  let base: string;
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  let frontends: string;
  let metricsUrl: string;

  beforeAll(async () => {
    identity = await fakeIdentity();
    // The gateway serves `<frontendsDir>/<app>/dist`: a few files stand in for the front ends' builds.
    frontends = mkdtempSync(join(tmpdir(), 'treina-frontends-'));
    mkdirSync(join(frontends, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(frontends, 'shell', 'dist', 'index.html'), '<!doctype html><title>Treina</title><div id="root"></div>');
    writeFileSync(join(frontends, 'shell', 'dist', 'main.0123abcd.js'), 'console.log("ç")');
    // What the build writes beside each text file (libs/web-platform/tooling: precompressAssets).
    writeFileSync(join(frontends, 'shell', 'dist', 'main.0123abcd.js.br'), brotliCompressSync('console.log("ç")'));
    writeFileSync(join(frontends, 'shell', 'dist', 'main.0123abcd.js.gz'), gzipSync('console.log("ç")'));
    writeFileSync(join(frontends, 'shell', 'dist', 'main.0123abcd.js.map'), '{"version":3}');
    // The shell's public files (frontends/shell/public): the icon and the web manifest.
    writeFileSync(join(frontends, 'shell', 'dist', 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    writeFileSync(join(frontends, 'shell', 'dist', 'manifest.webmanifest'), '{"name":"Treina"}');
    mkdirSync(join(frontends, 'identity-ui', 'dist'), { recursive: true });
    writeFileSync(join(frontends, 'identity-ui', 'dist', 'remoteEntry.js'), 'var identity_ui;');
    const config = readGatewayConfig({
      IDENTITY_URL: identity.url,
      // The stand-in answers for academic too: the certificate checks only need to be seen arriving.
      ACADEMIC_URL: identity.url,
      CRM_URL: 'http://127.0.0.1:9',
      FRONTENDS_DIR: frontends,
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      LOGIN_LIMIT_PER_IP: '8',
      LOGIN_LIMIT_WINDOW_MIN: '1',
      BODY_LIMIT_BYTES: '1024',
      CERTIFICATE_LIMIT_PER_IP: '4',
    });
    app = await createGateway(config);
    await app.listen(0, '127.0.0.1');
    metricsUrl = await serveGatewayMetrics(app, { host: '127.0.0.1', port: 0 });
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    identity.server.close();
    rmSync(frontends, { recursive: true, force: true });
  });

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username, password }),
    });

  it('routes an /api path to the service that owns it with a request id and X-Forwarded-For', async () => {
    const answer = await fetch(`${base}/api/user?page=1`);
    assert.equal(answer.status, 200);
    assert.deepEqual(await bodyOf(answer), { path: '/api/user?page=1', length: 0 });
    const seen = identity.seen.at(-1)!;
    assert.match(String(seen.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(answer.headers.get('x-request-id'), seen.headers['x-request-id']);
  });

  it('keeps the client connection and the connection to the service open across API calls', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ connection: string | undefined; clientPort: number | undefined }>((resolve, reject) => {
        const call = httpRequest(`${base}${path}`, { agent }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ connection: answer.headers.connection, clientPort: call.socket?.localPort }));
        });
        call.on('error', reject);
        call.end();
      });
    try {
      const first = await get('/api/user?keep=1');
      const second = await get('/api/user?keep=2');
      assert.notEqual(first.connection, 'close');
      assert.equal(second.clientPort, first.clientPort, 'the client reused its connection');
      const [one, two] = identity.seen.slice(-2);
      assert.equal(one!.path, '/api/user?keep=1');
      assert.notEqual(one!.headers.connection, 'close');
      assert.equal(two!.socket, one!.socket, 'the gateway reused its connection to the service');
    } finally {
      agent.destroy();
    }
  });

  it('answers 404 in Portuguese for an /api path nobody owns and 503 when the owner is down', async () => {
    const unknown = await fetch(`${base}/api/naoexiste`);
    assert.equal(unknown.status, 404);
    assert.equal((await bodyOf(unknown)).statusMsg, 'Rota não encontrada.');
    const down = await fetch(`${base}/api/customer`);
    assert.equal(down.status, 503);
    assert.equal((await bodyOf(down)).statusMsg, 'Serviço indisponível no momento. Tente novamente em instantes.');
  });

  it('refuses a body over the limit with 413 before it reaches the service', async () => {
    const before = identity.seen.length;
    const answer = await fetch(`${base}/api/user/1`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'x'.repeat(5000) }),
    });
    assert.equal(answer.status, 413);
    assert.equal((await bodyOf(answer)).statusMsg, 'A requisição é grande demais.');
    assert.equal(identity.seen.length, before);
    const small = await fetch(`${base}/api/user/1`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'ok' }),
    });
    assert.deepEqual(await bodyOf(small), { path: '/api/user/1', length: 13 });
  });

  it('limits failed log-ins per account with 429, even from spoofed X-Forwarded-For addresses', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      assert.equal((await login('alvo@treina.dev', 'errada', { 'x-forwarded-for': `10.0.0.${attempt}` })).status, 401);
    }
    const blocked = await login('alvo@treina.dev', 'certa', { 'x-forwarded-for': '10.9.9.9' });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal((await bodyOf(blocked)).statusMsg, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.');
    assert.equal((await login('outra@treina.dev', 'certa')).status, 200, 'another account is not affected');
  });

  it('never counts successful log-ins against the address: a whole school behind one address logs in', async () => {
    for (let student = 0; student < 60; student += 1) {
      const answer = await login(`aluno${student}@escola.dev`, 'certa');
      await answer.arrayBuffer();
      assert.equal(answer.status, 200, `log-in ${student + 1}`);
    }
  });

  it('limits log-in attempts per client address, ignoring X-Forwarded-For it does not trust', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      last = (await login(`conta${attempt}@treina.dev`, 'errada', { 'x-forwarded-for': `192.0.2.${attempt}` })).status;
    }
    assert.equal(last, 429);
  });

  it('limits public certificate checks per client address with 429, ignoring X-Forwarded-For it does not trust', async () => {
    const before = identity.seen.length;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await fetch(`${base}/api/certificates/ABCD-EFGH-JK${attempt}M`, {
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      assert.equal(answer.status, 200, 'forwarded to academic');
    }
    assert.deepEqual(
      identity.seen.slice(before).map((seen) => seen.path),
      [
        '/api/certificates/ABCD-EFGH-JK0M',
        '/api/certificates/ABCD-EFGH-JK1M',
        '/api/certificates/ABCD-EFGH-JK2M',
        '/api/certificates/ABCD-EFGH-JK3M',
      ],
    );
    const blocked = await fetch(`${base}/api/certificates/ABCD-EFGH-JKMN`, { headers: { 'x-forwarded-for': '198.51.100.99' } });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal((await bodyOf(blocked)).statusMsg, 'Muitas consultas de certificado. Aguarde alguns minutos e tente novamente.');
    assert.equal(identity.seen.length, before + 4, 'the refused check never reached the service');
    assert.equal((await fetch(`${base}/api/user?after-certificates=1`)).status, 200, 'other API calls are not limited');
  });

  it('never serves metrics on the public port; its own are on METRICS_PORT, labelled by route pattern', async () => {
    for (const path of ['/metrics', '/metrics?x=1', '/api/metrics', '/api/health/metrics']) {
      const answer = await fetch(`${base}${path}`);
      const text = await answer.text();
      assert.equal(answer.status, 404, path);
      assert.doesNotMatch(text, /# (HELP|TYPE)|http_request_duration_seconds|process_cpu/, path);
    }
    assert.ok(!identity.seen.some((seen) => seen.path.includes('metrics')), 'no /metrics reached a service through the proxy');

    assert.notEqual(new URL(metricsUrl).port, new URL(base).port);
    const answer = await fetch(metricsUrl);
    assert.equal(answer.status, 200);
    const text = await answer.text();
    assert.match(text, /^http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/user\/\*",status="200"\} \d+$/m);
    assert.match(
      text,
      /^http_request_duration_seconds_count\{service="gateway",method="POST",route="\/api\/auth\/\*",status="429"\} \d+$/m,
    );
    assert.match(text, /^http_request_duration_seconds_count\{service="gateway",method="GET",route="unmatched",status="404"\} \d+$/m);
    assert.match(text, /^gateway_rate_limits_shared\{service="gateway"\} 0$/m);
    assert.match(text, /^process_resident_memory_bytes\{service="gateway"\} \d+/m);
    assert.doesNotMatch(text, /page=1|user\/1"/, 'no raw URL in a label');
    assert.equal((await fetch(metricsUrl.replace('/metrics', '/api/user'))).status, 404, 'the metrics port serves nothing else');
  });

  it('sets the security headers', async () => {
    const answer = await fetch(`${base}/login`);
    const csp = answer.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(answer.headers.get('strict-transport-security'), null, 'no HSTS over plain HTTP');
    const overTls = await fetch(`${base}/login`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(overTls.headers.get('strict-transport-security'), null, 'a client cannot claim TLS unless the proxy is trusted');
  });

  it('serves the shell with SPA fallback, assets with charset and cache rules, and the remotes manifest', async () => {
    for (const path of ['/class?classId=3', '/certificado/ABCD-EFGH-JKMN']) {
      const page = await fetch(`${base}${path}`);
      assert.equal(page.status, 200, path);
      assert.match(page.headers.get('content-type') ?? '', /text\/html; charset=utf-8/);
      assert.match(await page.text(), /<div id="root">/);
    }
    const asset = await fetch(`${base}/main.0123abcd.js`);
    assert.equal(asset.headers.get('content-type'), 'application/javascript; charset=utf-8');
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    const entry = await fetch(`${base}/remotes/identity-ui/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${base}/nao-existe.js`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/identity-ui/../../shell/dist/index.html`)).status, 404);
    const manifest = await bodyOf(await fetch(`${base}/remotes.json`));
    assert.deepEqual(manifest, { remotes: [{ name: 'identity_ui', entry: '/remotes/identity-ui/remoteEntry.js' }] });
  });

  it('serves /favicon.ico and the web manifest with their own types, which the page policy lets load', async () => {
    const icon = await fetch(`${base}/favicon.ico`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/x-icon');
    const webManifest = await fetch(`${base}/manifest.webmanifest`);
    assert.equal(webManifest.status, 200);
    assert.equal(webManifest.headers.get('content-type'), 'application/manifest+json; charset=utf-8');
    assert.equal(((await webManifest.json()) as { name?: string }).name, 'Treina');
    // No manifest-src of its own: the manifest falls under default-src 'self'.
    const csp = (await fetch(`${base}/login`)).headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.doesNotMatch(csp, /manifest-src/);
  });
});

/** A GET without fetch's own Accept-Encoding and decompression: the bytes and headers as sent. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('gateway: precompressed front-end files', () => {
  let app: NestExpressApplication;
  let base: string;
  let frontends: string;

  beforeAll(async () => {
    frontends = mkdtempSync(join(tmpdir(), 'treina-frontends-'));
    const dist = join(frontends, 'shell', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root"></div>'));
    writeFileSync(join(dist, 'main.0123abcd.js'), 'console.log("ç")');
    writeFileSync(join(dist, 'main.0123abcd.js.br'), brotliCompressSync('console.log("ç")'));
    writeFileSync(join(dist, 'main.0123abcd.js.gz'), gzipSync('console.log("ç")'));
    writeFileSync(join(dist, 'main.0123abcd.js.map'), '{"version":3}');
    mkdirSync(join(frontends, 'crm-ui', 'dist'), { recursive: true });
    writeFileSync(join(frontends, 'crm-ui', 'dist', 'remoteEntry.js'), 'var crm_ui;');
    writeFileSync(join(frontends, 'crm-ui', 'dist', 'remoteEntry.js.gz'), gzipSync('var crm_ui;'));
    app = await createGateway(readGatewayConfig({ FRONTENDS_DIR: frontends }));
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    rmSync(frontends, { recursive: true, force: true });
  });

  it('sends the brotli variant when accepted, else gzip, else the file itself, always with Vary and the JS charset', async () => {
    const br = await rawGet(`${base}/main.0123abcd.js`, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['vary'], 'Accept-Encoding');
    assert.equal(br.headers['content-type'], 'application/javascript; charset=utf-8');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(br.body).toString(), 'console.log("ç")');

    const gz = await rawGet(`${base}/main.0123abcd.js`, { 'accept-encoding': 'br;q=0, gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), 'console.log("ç")');

    const plain = await rawGet(`${base}/main.0123abcd.js`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers['vary'], 'Accept-Encoding');
    assert.equal(plain.body.toString(), 'console.log("ç")');

    // A remote without a brotli variant: gzip; its entry stays revalidated.
    const entry = await rawGet(`${base}/remotes/crm-ui/remoteEntry.js`, { 'accept-encoding': 'br, gzip' });
    assert.equal(entry.headers['content-encoding'], 'gzip');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal(gunzipSync(entry.body).toString(), 'var crm_ui;');
  });

  it('sends the shell page compressed on every route, revalidated', async () => {
    const page = await rawGet(`${base}/class?classId=3`, { 'accept-encoding': 'br' });
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(brotliDecompressSync(page.body).toString(), /<div id="root">/);
  });

  it('does not serve source maps (SERVE_SOURCE_MAPS unset) nor the compressed files by their own names', async () => {
    assert.equal((await rawGet(`${base}/main.0123abcd.js.map`)).status, 404);
    assert.equal((await rawGet(`${base}/main.0123abcd.js.br`)).status, 404);
    assert.equal((await rawGet(`${base}/remotes/crm-ui/remoteEntry.js.gz`)).status, 404);
  });
});

describe('closing the gateway', () => {
  it('closes what it opened besides its HTTP port: the metrics listener refuses connections after app.close()', async () => {
    const app = await createGateway(readGatewayConfig({ IDENTITY_URL: 'http://127.0.0.1:9' }));
    await app.listen(0, '127.0.0.1');
    const metricsUrl = await serveGatewayMetrics(app, { host: '127.0.0.1', port: 0 });
    assert.equal((await fetch(metricsUrl)).status, 200);
    await app.close();
    await assert.rejects(fetch(metricsUrl, { signal: AbortSignal.timeout(2000) }), /fetch failed/);
  });
});
