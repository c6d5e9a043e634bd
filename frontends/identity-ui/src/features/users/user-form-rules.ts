import type { FieldErrors } from '@treina/ui-kit';
import type { UserFormData } from './components/user-form';

const USER_FORM_ERRORS = {
  name: 'Informe o nome.',
  emailMissing: 'Informe o e-mail: é com ele que o usuário entra.',
  emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.br.',
  password: 'Informe a senha inicial do usuário.',
  type: 'Escolha o tipo de usuário.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What keeps a user from being saved, field by field; the password only when creating. */
export function userFormErrors(form: UserFormData, mode: 'create' | 'update'): FieldErrors {
  const email = form.email.trim();
  return {
    nome: form.nome.trim() ? undefined : USER_FORM_ERRORS.name,
    email: email === '' ? USER_FORM_ERRORS.emailMissing : EMAIL.test(email) ? undefined : USER_FORM_ERRORS.emailInvalid,
    senha: mode === 'create' && !form.senha ? USER_FORM_ERRORS.password : undefined,
    id_tipo_usuario: form.id_tipo_usuario === '' ? USER_FORM_ERRORS.type : undefined,
  };
}
