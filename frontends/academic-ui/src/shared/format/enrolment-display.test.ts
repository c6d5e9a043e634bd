import { describe, expect, it } from '@jest/globals';
import { cancellationLabel, contentAccessText, isDimmedEnrolment, paymentDetails } from './enrolment-display';
import { amountText, formatMoney, moneyText, typedCentavos, typedPercent } from './money';

describe('payment display', () => {
  it('shows method, amount with R$, note and the CCI in upper case, each only when present', () => {
    expect(paymentDetails({ nome_forma_pagto: 'PIX', valor_pago: 1490, cod_pagto: 'PIX-7', cci: 'mf3k2a9' })).toEqual([
      { label: 'Forma de Pagamento', value: 'PIX' },
      { label: 'Valor', value: 'R$ 1.490,00' },
      { label: 'Obs. Pagamento', value: 'PIX-7' },
      { label: 'CCI', value: 'MF3K2A9' },
    ]);
    expect(paymentDetails({ nome_forma_pagto: null, valor_pago: null, cod_pagto: '  ', cci: '' })).toEqual([]);
    expect(paymentDetails({ nome_forma_pagto: null, valor_pago: 0, cod_pagto: null, cci: 'a' })).toEqual([
      { label: 'Valor', value: 'R$ 0,00' },
      { label: 'CCI', value: 'A' },
    ]);
  });

  it('shows the charge plan of a class entry: instalments above one, discount, first due day', () => {
    const plan = { nome_forma_pagto: null, valor_pago: null, cod_pagto: null, cci: null };
    expect(paymentDetails({ ...plan, parcelas: 1, desconto: null, primeiro_vencimento: null })).toEqual([]);
    expect(paymentDetails({ ...plan, parcelas: 3, desconto: '1500.50', primeiro_vencimento: '2026-05-10' })).toEqual([
      { label: 'Parcelas', value: '3' },
      { label: 'Desconto', value: 'R$ 1.500,50' },
      { label: '1º vencimento', value: '10/05/2026' },
    ]);
  });

  it('reads typed amounts and percents as the server does, and shows the API amounts in the fields', () => {
    expect([typedCentavos(''), typedCentavos('1.500,50'), typedCentavos('R$ 10'), typedCentavos('-1'), typedCentavos('1.500')]).toEqual([
      null,
      150050,
      1000,
      undefined,
      undefined,
    ]);
    expect([typedPercent('10,5'), typedPercent('100'), typedPercent('100,01')]).toEqual([1050, 10000, undefined]);
    expect([amountText('1500.50'), amountText(null)]).toEqual(['1.500,50', '']);
  });

  it('formats amounts in pt-BR', () => {
    expect(formatMoney(1500.5)).toBe('R$ 1.500,50');
    expect(formatMoney(null)).toBe('');
    expect(moneyText('1200')).toBe('1.200,00');
    expect(moneyText('abc')).toBe('abc');
  });

  it("labels the cancellation date 'Transferência' for status 6, dims 4 and 6, and shows the content access", () => {
    expect(cancellationLabel(6)).toBe('Transferência');
    expect(cancellationLabel(4)).toBe('Cancelamento');
    expect(cancellationLabel(5)).toBe('Cancelamento');
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(isDimmedEnrolment)).toEqual([4, 6]);
    expect(contentAccessText(true)).toBe('Liberado');
    expect(contentAccessText(false)).toBe('A liberar');
  });
});
