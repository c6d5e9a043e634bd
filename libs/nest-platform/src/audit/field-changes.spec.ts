import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { fieldChanges, HIDDEN_VALUE } from './field-changes.js';

describe('fieldChanges', () => {
  it('lists only the fields whose value changed, with before and after', () => {
    const before = { nome: 'Ana', status: 1, data: '2026-01-01', extra: 'x' };
    const after = { nome: 'Ana', status: 3, data: '2026-02-01', extra: 'y' };
    assert.deepEqual(fieldChanges(before, after, ['nome', 'status', 'data']), [
      { campo: 'status', de: 1, para: 3 },
      { campo: 'data', de: '2026-01-01', para: '2026-02-01' },
    ]);
  });

  it('a create has no before and a delete no after: the missing side is null', () => {
    assert.deepEqual(fieldChanges(null, { nome: 'Ana', obs: null }, ['nome', 'obs']), [{ campo: 'nome', de: null, para: 'Ana' }]);
    assert.deepEqual(fieldChanges({ nome: 'Ana' }, null, ['nome']), [{ campo: 'nome', de: 'Ana', para: null }]);
  });

  it('compares dates by instant and objects by content, and names nested fields with a prefix', () => {
    const same = fieldChanges(
      { em: new Date('2026-01-01T00:00:00Z'), tags: [1, 2] },
      { em: new Date('2026-01-01T00:00:00.000Z'), tags: [1, 2] },
      ['em', 'tags'],
    );
    assert.deepEqual(same, []);
    assert.deepEqual(fieldChanges({ id_inscricao: 1 }, { id_inscricao: 3 }, ['id_inscricao'], 'alunos[7].'), [
      { campo: 'alunos[7].id_inscricao', de: 1, para: 3 },
    ]);
  });

  it('never records a password or token value, only that it changed', () => {
    assert.deepEqual(fieldChanges({ senha: 'velha', token: 'a' }, { senha: 'nova', token: 'a' }, ['senha', 'token']), [
      { campo: 'senha', de: HIDDEN_VALUE, para: HIDDEN_VALUE },
    ]);
  });
});
