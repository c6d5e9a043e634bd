import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { readGatewayConfig } from '../src/config/gateway.config.js';
import { createGateway } from '../src/create-gateway.js';

/** identity's GET /api/auth/me: a student's session, or none. */
function fakeIdentity(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const loggedIn = request.url === '/api/auth/me' && (request.headers.cookie ?? '').includes('treina_session=aluno');
    response.writeHead(loggedIn ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(loggedIn ? { id_usuario: 7, id_tipo_usuario: 6 } : { statusCode: 401, statusMsg: 'Não autenticado.' }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

describe('gateway: Simulados', () => {
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  let simulados: string;
  let app: INestApplication;
  let bare: INestApplication;
  let base: string;
  let bareBase: string;
  const student = { headers: { cookie: 'treina_session=aluno' } };

  beforeAll(async () => {
    identity = await fakeIdentity();
    simulados = mkdtempSync(join(tmpdir(), 'treina-simulados-'));
    mkdirSync(join(simulados, '6', 'img'), { recursive: true });
    writeFileSync(
      join(simulados, '6', 'index.htm'),
      '<!doctype html><title>Simulado Excel</title><script>var pronto = true;</script><h1>Questão 1</h1>',
    );
    writeFileSync(join(simulados, '6', 'img', 'figura.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createGateway(readGatewayConfig({ IDENTITY_URL: identity.url, SIMULADOS_DIR: simulados }));
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    bare = await createGateway(readGatewayConfig({ IDENTITY_URL: identity.url }));
    await bare.listen(0, '127.0.0.1');
    bareBase = (await bare.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    await bare.close();
    identity.server.close();
    rmSync(simulados, { recursive: true, force: true });
  });

  it('serves an installed simulado and its files to a logged-in user, its inline scripts allowed there only', async () => {
    const answer = await fetch(`${base}/SIMULADOS/6/index.htm`, student);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await answer.text(), /Questão 1/);
    assert.match(answer.headers.get('content-security-policy') ?? '', /script-src 'self' 'unsafe-inline'/);
    assert.equal((await fetch(`${base}/SIMULADOS/6/`, student)).status, 200, 'the folder opens its index.htm');
    assert.equal((await fetch(`${base}/SIMULADOS/6/img/figura.svg`, student)).status, 200);
    const shell = await fetch(`${base}/login`);
    const scriptSrc = (shell.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    assert.equal(scriptSrc?.trim(), "script-src 'self'", 'the product keeps its own CSP');
  });

  it('asks for a login first, in Portuguese', async () => {
    const answer = await fetch(`${base}/SIMULADOS/6/index.htm`);
    assert.equal(answer.status, 401);
    assert.match(await answer.text(), /Entre para abrir o simulado/);
  });

  it('says in Portuguese that a simulado is not installed (other training, missing file, no folder configured), never a JSON 404', async () => {
    for (const [url, path] of [
      [base, '/SIMULADOS/16/index.htm'],
      [base, '/SIMULADOS/6/nada.htm'],
      [base, '/SIMULADOS/6/..%2F..%2Fetc%2Fpasswd'],
      [base, '/SIMULADOS/x/index.htm'],
      [bareBase, '/SIMULADOS/6/index.htm'],
    ] as const) {
      const answer = await fetch(`${url}${path}`, student);
      assert.equal(answer.status, 404, path);
      assert.match(answer.headers.get('content-type') ?? '', /text\/html/, path);
      assert.match(await answer.text(), /Simulado não disponível/, path);
    }
  });
});
