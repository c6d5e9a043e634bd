import { describe, expect, it } from '@jest/globals';
import { cancellationLabel, contentAccessText, isDimmedEnrolment, paymentDetails } from './enrolment-display';
import { formatMoney, moneyText } from './money';

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
