import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { anonymisedChanges, ANONYMISED_VALUE } from './audit-rewrite.js';

describe('anonymisedChanges', () => {
  it('replaces the before and after values of the personal fields and keeps the others', () => {
    const changes = anonymisedChanges(
      [
        { campo: 'nome_aluno', de: 'Maria', para: 'Maria Silva' },
        { campo: 'cpf', de: null, para: '123.456.789-09' },
        { campo: 'id_status_aluno', de: 1, para: 2 },
      ],
      ['nome_aluno', 'cpf'],
    );
    assert.deepEqual(changes, [
      { campo: 'nome_aluno', de: ANONYMISED_VALUE, para: ANONYMISED_VALUE },
      { campo: 'cpf', de: null, para: ANONYMISED_VALUE },
      { campo: 'id_status_aluno', de: 1, para: 2 },
    ]);
  });

  it('matches a prefixed field by its last part (alunos[7].email)', () => {
    assert.deepEqual(anonymisedChanges([{ campo: 'alunos[7].email', de: 'a@b.c', para: null }], ['email']), [
      { campo: 'alunos[7].email', de: ANONYMISED_VALUE, para: null },
    ]);
  });

  it('changes nothing when no field is personal', () => {
    const row = [{ campo: 'valor_pago', de: 10, para: 20 }];
    assert.deepEqual(anonymisedChanges(row, ['nome_aluno']), row);
  });
});
