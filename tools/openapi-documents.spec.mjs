import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_SERVICES } from './openapi.mjs';
import { apiBreakingChanges, breakingChangeReport } from '@treina/contracts';

// The committed OpenAPI documents (libs/contracts/openapi, generated from the code; `node tools/openapi.mjs
// --check` in npm test, after the build, fails when they differ from it): valid OpenAPI 3.1, and covering
// every route the security suite's authorization matrix lists (itself checked against the route map the
// services log at start-up).
const ROOT = join(import.meta.dirname, '..');
const read = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const documents = Object.fromEntries(API_SERVICES.map((service) => [service, read(`libs/contracts/openapi/${service}.json`)]));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = (document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] })),
  );

describe('OpenAPI documents of the services', () => {
  it('are valid OpenAPI 3.1 (and the validator refuses a broken one)', async () => {
    for (const [service, document] of Object.entries(documents)) {
      assert.equal(document.openapi, '3.1.0', service);
      const { valid, errors } = await new Validator().validate(structuredClone(document));
      assert.equal(valid, true, `${service}: ${JSON.stringify(errors)?.slice(0, 500)}`);
    }
    const broken = structuredClone(documents.finance);
    broken.paths['/api/commissions'].get.responses['200'] = { $ref: '#/components/responses/Nenhuma' };
    assert.equal((await new Validator().validate(broken)).valid, false);
  });

  it('cover every route of the authorization matrix, with the same access rule', () => {
    const matrix = read('security/authorization-matrix.json').routes.filter(
      (route) => route.path.startsWith('/api/') && documents[route.service],
    );
    assert.ok(matrix.length > 60, `only ${matrix.length} routes in the matrix`);
    for (const route of matrix) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = documents[route.service].paths[path]?.[route.method.toLowerCase()];
      assert.ok(operation, `${route.service} ${route.method} ${route.path} missing from libs/contracts/openapi/${route.service}.json`);
      if (route.access === 'public') assert.deepEqual(operation.security, [], `${route.method} ${route.path} is public`);
      else assert.deepEqual(operation.security, [{ sessao: [] }], `${route.method} ${route.path} needs a session`);
      const permissions = /^permission:(.*)$/.exec(route.access)?.[1]?.split('|');
      if (permissions) assert.deepEqual(operation['x-permissao'], permissions, `${route.method} ${route.path}`);
    }
  });

  it('say how lists page, and which errors each route answers, in the statusMsg shape', () => {
    const classes = documents.academic.paths['/api/classes'].get;
    assert.ok(classes.responses['200'].headers['X-Total-Count']);
    assert.deepEqual(
      ['page', 'pageSize', 'sort', 'q', 'filter.nome_treinamento'].filter(
        (name) => !classes.parameters.some((parameter) => parameter.name === name),
      ),
      [],
    );
    for (const [service, document] of Object.entries(documents)) {
      assert.deepEqual(document.components.schemas.Erro.required, ['statusCode', 'statusMsg', 'message']);
      for (const { path, method, operation } of operations(document)) {
        assert.ok(operation.responses['503'], `${service} ${method} ${path}: 503`);
        if (operation.security.length) assert.ok(operation.responses['401'], `${service} ${method} ${path}: 401`);
        if (path.includes('{')) assert.ok(operation.responses['404'], `${service} ${method} ${path}: 404`);
        if (operation.requestBody?.content['application/json'])
          assert.ok(
            operation.responses['400'] && operation.responses['413'] && operation.responses['415'],
            `${service} ${method} ${path}: body errors`,
          );
      }
    }
    const body = documents.academic.paths['/api/classes/{id}'].patch.requestBody.content['application/json'].schema;
    assert.deepEqual(body, { $ref: '#/components/schemas/UpdateClassDto' });
    assert.equal(documents.academic.components.schemas.UpdateClassDto.required, undefined, 'a PATCH body requires nothing');
    assert.deepEqual(documents.academic.components.schemas.CreateClassDto.required.sort(), [
      'data_fim',
      'data_inicio',
      'id_periodo_turma',
      'id_status_turma',
      'id_treinamento',
    ]);
  });

  it('keep every released route: a breaking change needs a new route or a new version (see the message)', () => {
    // A service never released yet (a new department) has no released routes to keep.
    const released = API_SERVICES.filter((service) => existsSync(join(ROOT, `libs/contracts/released/openapi/${service}.json`)));
    const changes = released.flatMap((service) =>
      apiBreakingChanges(service, read(`libs/contracts/released/openapi/${service}.json`), documents[service]),
    );
    assert.equal(changes.length, 0, breakingChangeReport(changes));
  });
});
