import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { apiBreakingChanges } from '../src/contract-compatibility.js';

type Document = Parameters<typeof apiBreakingChanges>[1];
const academic = JSON.parse(readFileSync(join(import.meta.dirname, '../openapi/academic.json'), 'utf8')) as Document & {
  components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
};
const planted = (change: (document: typeof academic) => void) => {
  const copy = structuredClone(academic);
  change(copy);
  return copy;
};

describe('HTTP API compatibility', () => {
  it('passes a new route, a new optional body field and a new optional parameter', () => {
    const compatible = planted((document) => {
      document.paths['/api/classes/{id}/certificates'] = { get: { parameters: [] } };
      document.components.schemas.CreateClassDto!.properties.sala = { type: ['integer', 'null'] };
      document.paths['/api/classes']!.get!.parameters!.push({ name: 'aberta', in: 'query', required: false });
    });
    assert.deepEqual(apiBreakingChanges('academic', academic, compatible), []);
  });

  it('fails a removed route, a required body field added, a retyped field, a new required parameter and a changed permission', () => {
    const breaking = planted((document) => {
      delete document.paths['/api/materials']!.delete;
      document.components.schemas.CreateClassDto!.properties.sala = { type: 'integer' };
      document.components.schemas.CreateClassDto!.required!.push('sala');
      document.components.schemas.CreateClassDto!.properties.desc_turma = { type: 'integer' };
      document.paths['/api/classes']!.get!.parameters!.push({ name: 'aberta', in: 'query', required: true });
      document.paths['/api/trainings']!.post!['x-permissao'] = ['config'];
    });
    assert.deepEqual(apiBreakingChanges('academic', academic, breaking), [
      { where: 'academic DELETE /api/materials', what: 'rota removida' },
      { where: 'academic POST /api/trainings', what: 'permissão mudou de training_create para config' },
      { where: 'academic GET /api/classes aberta', what: 'parâmetro passou a obrigatório' },
      { where: 'academic POST /api/classes corpo.desc_turma', what: 'tipo mudou de string | null para integer' },
      { where: 'academic POST /api/classes corpo.sala', what: 'campo novo obrigatório' },
    ]);
  });
});
