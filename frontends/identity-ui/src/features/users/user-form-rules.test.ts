import { describe, expect, it } from '@jest/globals';
import { EMPTY_USER_FORM } from './components/user-form';
import { userFormErrors } from './user-form-rules';

describe('userFormErrors', () => {
  it('names every missing field of a new user, the password included', () => {
    expect(userFormErrors(EMPTY_USER_FORM, 'create')).toEqual({
      nome: 'Informe o nome.',
      email: 'Informe o e-mail: é com ele que o usuário entra.',
      senha: 'Informe a senha inicial do usuário.',
      id_tipo_usuario: 'Escolha o tipo de usuário.',
    });
  });

  it('does not ask for a password when editing, and refuses a malformed e-mail', () => {
    const form = { ...EMPTY_USER_FORM, nome: 'Ana', email: 'ana@escola', id_tipo_usuario: 3 };
    expect(userFormErrors(form, 'update')).toEqual({ email: 'Informe um e-mail válido, como nome@exemplo.com.br.' });
    expect(userFormErrors({ ...form, email: 'ana@escola.com.br' }, 'update')).toEqual({});
  });
});
