import { describe, expect, it } from '@jest/globals';
import { moneyInputText, PAYMENT_FORM_TEXT, paymentFormErrors, paymentFormFor, paymentFormToBody } from './payment-form-rules';

const TODAY = '2026-03-10';

describe('Registrar pagamento: rules', () => {
  it('opens with what is still due, today and no method', () => {
    expect(paymentFormFor(123456, '10/03/2026')).toEqual({ valor: '1.234,56', pago_em: '10/03/2026', forma_pagamento: '' });
    expect(moneyInputText(5)).toBe('0,05');
  });

  it('refuses an empty, malformed or zero amount, a future or missing day and no method', () => {
    expect(paymentFormErrors({ valor: '', pago_em: '', forma_pagamento: '' }, TODAY)).toEqual({
      valor: PAYMENT_FORM_TEXT.valorRequired,
      pago_em: PAYMENT_FORM_TEXT.dateRequired,
      forma_pagamento: PAYMENT_FORM_TEXT.methodRequired,
    });
    expect(paymentFormErrors({ valor: '1.500', pago_em: '11/03/2026', forma_pagamento: 'PIX' }, TODAY)).toEqual({
      valor: PAYMENT_FORM_TEXT.valorInvalid,
      pago_em: PAYMENT_FORM_TEXT.dateInFuture,
    });
    expect(paymentFormErrors({ valor: '0,00', pago_em: '31/02/2026', forma_pagamento: 'PIX' }, TODAY)).toEqual({
      valor: PAYMENT_FORM_TEXT.valorNotPositive,
      pago_em: PAYMENT_FORM_TEXT.dateRequired,
    });
  });

  it('sends the amount with two decimals and the day as YYYY-MM-DD', () => {
    expect(paymentFormToBody({ valor: 'R$ 1.234,5', pago_em: '10/03/2026', forma_pagamento: 'Dinheiro' }, TODAY)).toEqual({
      valor: '1234.50',
      pago_em: '2026-03-10',
      forma_pagamento: 'Dinheiro',
    });
    expect(paymentFormToBody({ valor: '10', pago_em: '10/03/2026', forma_pagamento: '' }, TODAY)).toBeNull();
  });
});
