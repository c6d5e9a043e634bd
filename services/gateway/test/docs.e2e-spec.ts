import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { Validator } from '@seriousme/openapi-schema-validator';
import { EVENT_PAYLOAD_SCHEMAS } from '@treina/contracts';
import { API_SERVICES, OPENAPI_DOCUMENTS } from '@treina/contracts/openapi';
import { readGatewayConfig } from '../src/config/gateway.config.js';
import { createGateway } from '../src/create-gateway.js';

/** identity's GET /api/auth/me as the gateway sees it: a staff session, a student's, or none. */
function fakeIdentity(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const cookie = request.headers.cookie ?? '';
    const type =
      cookie.includes('treina_session=equipe') || cookie.includes('treina_session=trocar')
        ? 1
        : cookie.includes('treina_session=aluno')
          ? 6
          : undefined;
    if (request.url !== '/api/auth/me' || type === undefined) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 401, statusMsg: 'Não autenticado. Faça login novamente.' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id_usuario: 9, id_tipo_usuario: type, deve_trocar_senha: cookie.includes('treina_session=trocar') }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

const bodyOf = async (answer: Response): Promise<any> => JSON.parse(await answer.text());

describe('gateway: API documentation', () => {
  let app: INestApplication;
  let down: INestApplication;
  let base: string;
  let downBase: string;
  let identity: Awaited<ReturnType<typeof fakeIdentity>>;
  const as = (who: 'equipe' | 'aluno' | 'trocar') => ({ headers: { cookie: `treina_session=${who}` } });

  beforeAll(async () => {
    identity = await fakeIdentity();
    app = await createGateway(readGatewayConfig({ IDENTITY_URL: identity.url }));
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    // identity unreachable (port 9, discard: nothing listens there).
    down = await createGateway(readGatewayConfig({ IDENTITY_URL: 'http://127.0.0.1:9' }));
    await down.listen(0, '127.0.0.1');
    downBase = (await down.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await app.close();
    await down.close();
    identity.server.close();
  });

  it('answers 401 without a session, 403 to a student, 503 when identity cannot say, in Portuguese', async () => {
    for (const path of ['/api/openapi.json', '/api/asyncapi.json', '/api/docs']) {
      const anonymous = await fetch(`${base}${path}`);
      assert.equal(anonymous.status, 401, path);
      assert.equal((await bodyOf(anonymous)).statusMsg, 'Não autenticado. Faça login novamente.');
      const student = await fetch(`${base}${path}`, as('aluno'));
      assert.equal(student.status, 403, path);
      assert.equal((await bodyOf(student)).statusMsg, 'Você não tem permissão para realizar esta ação.');
      const held = await fetch(`${base}${path}`, as('trocar'));
      assert.equal(held.status, 403, path);
      assert.equal((await bodyOf(held)).statusMsg, 'Troque sua senha para continuar.');
      const unknown = await fetch(`${downBase}${path}`, as('equipe'));
      assert.equal(unknown.status, 503, path);
    }
  });

  it('serves staff one valid OpenAPI 3.1 document with every route of every service, tagged by service', async () => {
    const answer = await fetch(`${base}/api/openapi.json`, as('equipe'));
    assert.equal(answer.status, 200);
    const document = await bodyOf(answer);
    const { valid, errors } = await new Validator().validate(document);
    assert.equal(valid, true, JSON.stringify(errors)?.slice(0, 500));
    assert.deepEqual(
      document.tags.map((tag: { name: string }) => tag.name),
      [...API_SERVICES],
    );
    for (const service of API_SERVICES) {
      for (const [path, item] of Object.entries(OPENAPI_DOCUMENTS[service].paths))
        for (const method of Object.keys(item)) assert.equal(document.paths[path]?.[method]?.tags[0], service, `${method} ${path}`);
    }
    assert.deepEqual(document.paths['/api/classes/{id}'].patch.requestBody.content['application/json'].schema, {
      $ref: '#/components/schemas/academic.UpdateClassDto',
    });
    assert.ok(document.components.schemas['academic.EnrolmentEntryDto']);
  });

  it('serves staff the AsyncAPI document with every event type', async () => {
    const document = await bodyOf(await fetch(`${base}/api/asyncapi.json`, as('equipe')));
    assert.equal(document.asyncapi, '3.0.0');
    assert.deepEqual(
      Object.values(document.channels as Record<string, { address: string }>)
        .map((channel) => channel.address)
        .sort(),
      Object.keys(EVENT_PAYLOAD_SCHEMAS).sort(),
    );
  });

  it('serves the documentation page with its own scripts (no CDN, no inline script) under the CSP', async () => {
    const page = await fetch(`${base}/api/docs`, as('equipe'));
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]);
    assert.deepEqual(scripts, ['/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui-standalone-preset.js', '/api/docs/init.js']);
    assert.equal(/<script>/.test(html), false, 'no inline script');
    for (const path of [...scripts, '/api/docs/swagger-ui.css']) {
      const asset = await fetch(`${base}${path}`);
      assert.equal(asset.status, 200, path);
      assert.match(asset.headers.get('content-type') ?? '', path.endsWith('.css') ? /text\/css/ : /javascript/);
      assert.ok((await asset.text()).length > 20, path);
    }
    assert.equal((await fetch(`${base}/api/docs/..%2F..%2Fpackage.json`)).status, 404);
    assert.equal((await fetch(`${base}/api/docs/index.html`)).status, 404);
  });
});
