import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { readGatewayConfig } from '../src/config/gateway.config.js';
import { createGateway } from '../src/create-gateway.js';

const bodyOf = async (answer: Response): Promise<any> => JSON.parse(await answer.text());

/** A remote's deployable: answers its build.json and remoteEntry.js under /remotes/<dir>/, as serve-frontend.mjs does. */
async function remoteDeployable(dir: string, build: { version: string; buildId: string }) {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers['if-none-match'] ?? ''}`);
    if (request.url === `/remotes/${dir}/build.json`) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      return response.end(JSON.stringify({ name: dir.replace(/-/g, '_'), ...build }));
    }
    if (request.url === `/remotes/${dir}/remoteEntry.js`) {
      if (request.headers['if-none-match'] === `"${build.buildId}"`) {
        response.writeHead(304, { etag: `"${build.buildId}"`, 'cache-control': 'no-cache' });
        return response.end();
      }
      response.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-cache',
        etag: `"${build.buildId}"`,
      });
      return response.end(`/* ${build.buildId} */`);
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Arquivo não encontrado.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}`, seen };
}

const closeServer = (server: Server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });

describe('gateway: UI remotes from configuration', () => {
  let app: NestExpressApplication;
  let base: string;
  let frontends: string;
  let remotesFile: string;
  const deployables: Server[] = [];

  beforeAll(async () => {
    frontends = mkdtempSync(join(tmpdir(), 'treina-remotes-'));
    mkdirSync(join(frontends, 'identity-ui', 'dist'), { recursive: true });
    writeFileSync(join(frontends, 'identity-ui', 'dist', 'remoteEntry.js'), 'var identity_ui;');
    writeFileSync(join(frontends, 'identity-ui', 'dist', 'build.json'), '{"name":"identity_ui","version":"0.1.0","buildId":"local"}');
    remotesFile = join(frontends, 'remotes.json');
    app = await createGateway(
      readGatewayConfig({
        FRONTENDS_DIR: frontends,
        // The deployment's list: identity_ui from disk at a pinned version, finance_ui's deployable is down.
        REMOTES: '[{"name":"identity_ui","version":"7.0.0"},{"name":"finance_ui","url":"http://127.0.0.1:9"}]',
        REMOTES_FILE: remotesFile,
      }),
    );
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    for (const server of deployables) await closeServer(server);
    rmSync(frontends, { recursive: true, force: true });
  });

  it('lists the configured remotes with their versions; a remote whose deployable is down is listed and answers 502', async () => {
    const manifest = await bodyOf(await fetch(`${base}/remotes.json`));
    assert.deepEqual(manifest, {
      remotes: [
        { name: 'identity_ui', entry: '/remotes/identity-ui/remoteEntry.js', version: '7.0.0', buildId: 'local' },
        { name: 'finance_ui', entry: '/remotes/finance-ui/remoteEntry.js' },
      ],
    });
    const down = await fetch(`${base}/remotes/finance-ui/remoteEntry.js`);
    assert.equal(down.status, 502);
    assert.equal(await down.text(), 'Módulo da interface indisponível no momento.');
    assert.equal((await fetch(`${base}/remotes/identity-ui/remoteEntry.js`)).status, 200);
  });

  it('follows REMOTES_FILE as it changes, without a restart: proxies the remote to its deployable and reports its build', async () => {
    const first = await remoteDeployable('crm-ui', { version: '1.0.0', buildId: 'A' });
    const second = await remoteDeployable('crm-ui', { version: '1.0.1', buildId: 'B' });
    deployables.push(first.server, second.server);

    writeFileSync(remotesFile, JSON.stringify([{ name: 'crm_ui', url: first.url }]));
    assert.deepEqual(await bodyOf(await fetch(`${base}/remotes.json`)), {
      remotes: [{ name: 'crm_ui', entry: '/remotes/crm-ui/remoteEntry.js', version: '1.0.0', buildId: 'A' }],
    });
    const entry = await fetch(`${base}/remotes/crm-ui/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(await entry.text(), '/* A */');
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal(entry.headers.get('content-type'), 'application/javascript; charset=utf-8');
    // The gateway's own headers stay on what it proxies.
    assert.match(entry.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    const revalidated = await fetch(`${base}/remotes/crm-ui/remoteEntry.js`, { headers: { 'if-none-match': '"A"' } });
    assert.equal(revalidated.status, 304);
    assert.equal((await fetch(`${base}/remotes/crm-ui/missing.js`)).status, 404);
    assert.equal((await fetch(`${base}/remotes/crm-ui/remoteEntry.js`, { method: 'POST' })).status, 405);

    // The department's release: the remote now answers elsewhere (a new deployable); the gateway runs on.
    writeFileSync(remotesFile, JSON.stringify([{ name: 'crm_ui', url: second.url }]));
    const manifest = await bodyOf(await fetch(`${base}/remotes.json`));
    assert.deepEqual(manifest.remotes, [{ name: 'crm_ui', entry: '/remotes/crm-ui/remoteEntry.js', version: '1.0.1', buildId: 'B' }]);
    assert.equal(await (await fetch(`${base}/remotes/crm-ui/remoteEntry.js`)).text(), '/* B */');

    // A broken edit keeps the last good list; removing the file falls back to REMOTES.
    writeFileSync(remotesFile, '[{"name": ');
    assert.equal((await bodyOf(await fetch(`${base}/remotes.json`))).remotes[0].buildId, 'B');
    rmSync(remotesFile);
    assert.deepEqual(
      (await bodyOf(await fetch(`${base}/remotes.json`))).remotes.map((remote: { name: string }) => remote.name),
      ['identity_ui', 'finance_ui'],
    );
  });
});
