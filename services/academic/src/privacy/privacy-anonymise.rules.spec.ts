import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ANONYMISED_VALUE } from '@treina/nest-platform';
import { anonymisationChanges, anonymisedStudent, IDENTIFYING_STUDENT_FIELDS } from './privacy-anonymise.rules.js';

describe('a student anonymised', () => {
  it("keeps only 'Titular anonimizado {id}' and clears every other identifying field and the login", () => {
    const student = anonymisedStudent(42);
    assert.equal(student.nome_aluno, 'Titular anonimizado 42');
    for (const field of IDENTIFYING_STUDENT_FIELDS.filter((name) => name !== 'nome_aluno')) assert.equal(student[field], null, field);
    assert.equal(student.possui_login, false);
  });

  it('records the erasure without the erased values: when, the fields that held data, the documents and the login', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    const changes = anonymisationChanges(
      7,
      {
        nome_aluno: 'Maria Souza',
        email: 'maria@exemplo.com',
        telefone: '(11) 98765-4321',
        cpf: '529.982.247-25',
        rg: null,
        data_nasc: '1990-03-15',
        endereco: '',
        obs_estudante: null,
        possui_login: true,
      },
      2,
      at,
    );
    assert.deepEqual(changes, [
      { campo: 'anonimizado_em', de: null, para: '2026-11-25T10:00:00.000Z' },
      { campo: 'nome_aluno', de: ANONYMISED_VALUE, para: 'Titular anonimizado 7' },
      { campo: 'email', de: ANONYMISED_VALUE, para: null },
      { campo: 'telefone', de: ANONYMISED_VALUE, para: null },
      { campo: 'cpf', de: ANONYMISED_VALUE, para: null },
      { campo: 'data_nasc', de: ANONYMISED_VALUE, para: null },
      { campo: 'documentos', de: ANONYMISED_VALUE, para: null },
      { campo: 'possui_login', de: true, para: false },
    ]);
    assert.ok(!JSON.stringify(changes).includes('Maria'));
  });
});
