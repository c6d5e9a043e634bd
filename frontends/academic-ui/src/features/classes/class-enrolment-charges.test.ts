import { describe, expect, it } from '@jest/globals';
import type { EnrolmentCharges } from '@treina/contracts';
import { chargeSummary } from './class-enrolment-charges';

const charges = (changes: Partial<EnrolmentCharges>): EnrolmentCharges => ({
  id_matricula: 1,
  parcelas: 3,
  pagas: 1,
  vencidas: 0,
  valor: '1500.00',
  valor_recebido: '500.00',
  divergente: false,
  situacao: 'Em dia',
  ...changes,
});

describe('chargeSummary', () => {
  it('says how much of the price came in while the charges are up to date', () => {
    expect(chargeSummary(charges({}))).toEqual({ label: 'Cobranças: Em dia (1/3 pagas · R$ 500,00 de R$ 1.500,00)', color: 'info' });
  });

  it('counts the overdue instalments in red, and flags a divergent payment', () => {
    expect(chargeSummary(charges({ situacao: 'Vencida', vencidas: 2, divergente: true }))).toEqual({
      label: 'Cobranças: Vencida (2 parcelas vencidas · 1/3 pagas) · valor divergente',
      color: 'error',
    });
    expect(chargeSummary(charges({ situacao: 'Vencida', vencidas: 1 })).label).toBe('Cobranças: Vencida (1 parcela vencida · 1/3 pagas)');
  });

  it('shows paid off in green and ended charges plainly', () => {
    expect(chargeSummary(charges({ situacao: 'Quitada', pagas: 3 }))).toEqual({
      label: 'Cobranças: Quitada (3/3 pagas)',
      color: 'success',
    });
    expect(chargeSummary(charges({ situacao: 'Estornada', parcelas: 0, pagas: 0 }))).toEqual({
      label: 'Cobranças: Estornada',
      color: 'default',
    });
  });
});
