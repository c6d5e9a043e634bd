import { onlyDigits, type FieldErrors } from '@treina/ui-kit';
import type { StudentFormData } from './student-form-data';

const STUDENT_FORM_ERRORS = {
  name: 'Informe o nome.',
  email: 'Informe um e-mail válido, como nome@exemplo.com.br, ou deixe em branco.',
  cpf: (digits: number) => `Um CPF tem 11 dígitos; este tem ${digits}. Complete ou deixe em branco.`,
  consentHow: 'Diga como o aluno deu a resposta.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What keeps a student (or interested lead) from being saved, field by field; empty optional fields are fine. */
export function studentFormErrors(form: StudentFormData): FieldErrors {
  const email = form.email.trim();
  const cpfDigits = onlyDigits(form.cpf).length;
  return {
    nome_aluno: form.nome_aluno.trim() ? undefined : STUDENT_FORM_ERRORS.name,
    email: email === '' || EMAIL.test(email) ? undefined : STUDENT_FORM_ERRORS.email,
    cpf: cpfDigits === 0 || cpfDigits === 11 ? undefined : STUDENT_FORM_ERRORS.cpf(cpfDigits),
    consentimento_marketing_como:
      form.consentimento_marketing && form.consentimento_marketing_como === '' ? STUDENT_FORM_ERRORS.consentHow : undefined,
  };
}
