import { formatBRL, formatMoney, parseMoney, PAYMENT_METHODS, type ChargePaymentBody, type PaymentMethod } from '@treina/contracts';
import { parseDateBR, type FieldErrors } from '@treina/ui-kit';

/** The 'Registrar pagamento' form as typed: the amount the Brazilian way, the day as DD/MM/YYYY. */
export interface PaymentForm {
  valor: string;
  pago_em: string;
  forma_pagamento: PaymentMethod | '';
}

export const PAYMENT_FORM_TEXT = {
  valorRequired: 'Informe o valor pago.',
  valorInvalid: 'Valor inválido. Use o formato 1.234,56.',
  valorNotPositive: 'O valor deve ser maior que zero.',
  dateRequired: 'Informe a data do pagamento.',
  dateInFuture: 'A data do pagamento não pode ser futura.',
  methodRequired: 'Selecione a forma de pagamento.',
} as const;

/** An amount in centavos as the field shows it: '1.234,56'. */
export function moneyInputText(centavos: number): string {
  return formatBRL(centavos).replace(/^-?R\$\s/, '');
}

/** The form opened for a charge: what is still due, paid today, no method chosen. */
export function paymentFormFor(dueCentavos: number, todayBR: string): PaymentForm {
  return { valor: moneyInputText(dueCentavos), pago_em: todayBR, forma_pagamento: '' };
}

/** The form's invalid fields; `todayIso` (YYYY-MM-DD) is the last day a payment may have been made. */
export function paymentFormErrors(form: PaymentForm, todayIso: string): FieldErrors {
  const errors: FieldErrors = {};
  const centavos = parseMoney(form.valor);
  if (!form.valor.trim()) errors.valor = PAYMENT_FORM_TEXT.valorRequired;
  else if (centavos === null) errors.valor = PAYMENT_FORM_TEXT.valorInvalid;
  else if (centavos <= 0) errors.valor = PAYMENT_FORM_TEXT.valorNotPositive;
  const day = parseDateBR(form.pago_em);
  if (!day) errors.pago_em = PAYMENT_FORM_TEXT.dateRequired;
  // ISO days compare as text.
  else if (day > todayIso) errors.pago_em = PAYMENT_FORM_TEXT.dateInFuture;
  if (!(PAYMENT_METHODS as readonly string[]).includes(form.forma_pagamento)) errors.forma_pagamento = PAYMENT_FORM_TEXT.methodRequired;
  return errors;
}

/** The request body, or null while the form has errors. */
export function paymentFormToBody(form: PaymentForm, todayIso: string): ChargePaymentBody | null {
  if (Object.keys(paymentFormErrors(form, todayIso)).length > 0) return null;
  return {
    valor: formatMoney(parseMoney(form.valor)!),
    pago_em: parseDateBR(form.pago_em)!,
    forma_pagamento: form.forma_pagamento as PaymentMethod,
  };
}
