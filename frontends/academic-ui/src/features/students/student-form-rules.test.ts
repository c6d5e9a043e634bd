import { describe, expect, it } from '@jest/globals';
import { EMPTY_STUDENT_FORM } from './student-form-data';
import { studentFormErrors } from './student-form-rules';

describe('studentFormErrors', () => {
  it('needs only a name', () => {
    expect(studentFormErrors(EMPTY_STUDENT_FORM)).toEqual({ nome_aluno: 'Informe o nome.' });
    expect(studentFormErrors({ ...EMPTY_STUDENT_FORM, nome_aluno: 'Ana' })).toEqual({});
  });

  it('refuses a half-typed CPF, a malformed e-mail and a consent without how it was given', () => {
    expect(
      studentFormErrors({
        ...EMPTY_STUDENT_FORM,
        nome_aluno: 'Ana',
        cpf: '529.982.247-2',
        email: 'ana@',
        consentimento_marketing: true,
      }),
    ).toEqual({
      cpf: 'Um CPF tem 11 dígitos; este tem 10. Complete ou deixe em branco.',
      email: 'Informe um e-mail válido, como nome@exemplo.com.br, ou deixe em branco.',
      consentimento_marketing_como: 'Diga como o aluno deu a resposta.',
    });
    expect(studentFormErrors({ ...EMPTY_STUDENT_FORM, nome_aluno: 'Ana', cpf: '529.982.247-25', email: 'ana@escola.com.br' })).toEqual({});
  });
});
