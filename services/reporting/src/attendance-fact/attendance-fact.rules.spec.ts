import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { marksOf } from './attendance-fact.rules.js';

describe('attendance fact rules', () => {
  it('pairs each student with their mark, one per student, the last one when a student repeats', () => {
    assert.deepEqual(marksOf({ id_aula: 1, ids_aluno: [7, 3, 7], presencas: ['A', 'P', 'J'] }), [
      { id_aluno: 3, presenca: 'P' },
      { id_aluno: 7, presenca: 'J' },
    ]);
    assert.deepEqual(marksOf({ id_aula: 1, ids_aluno: [], presencas: [] }), []);
  });

  it('refuses arrays of different lengths', () => {
    assert.throws(() => marksOf({ id_aula: 9, ids_aluno: [1, 2], presencas: ['P'] }), /aula 9/);
  });
});
