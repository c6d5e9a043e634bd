import { onlyDigits, type FieldErrors } from '@treina/ui-kit';
import type { CustomerFormData } from './components/customer-form';

const CUSTOMER_FORM_ERRORS = {
  nomeRazao: 'Informe o nome ou a razão social.',
  documentoMissing: 'Informe o CPF ou o CNPJ.',
  documentoLength: (digits: number) => `Um CPF tem 11 dígitos e um CNPJ 14; este tem ${digits}.`,
} as const;

/** A CPF has 11 digits, a CNPJ 14. */
const validDocumento = (value: string) => [11, 14].includes(onlyDigits(value).length);

/** What keeps 'Dados do Cliente' from being saved, field by field. */
export function customerFormErrors(form: CustomerFormData): FieldErrors {
  const digits = onlyDigits(form.documento).length;
  return {
    nome_razao: form.nome_razao.trim() ? undefined : CUSTOMER_FORM_ERRORS.nomeRazao,
    documento:
      digits === 0
        ? CUSTOMER_FORM_ERRORS.documentoMissing
        : validDocumento(form.documento)
          ? undefined
          : CUSTOMER_FORM_ERRORS.documentoLength(digits),
  };
}
