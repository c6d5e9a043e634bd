import { describe, expect, it } from '@jest/globals';
import { describeServiceChange, type ServiceHistoryNames } from './service-history-labels';

const names: ServiceHistoryNames = { customers: new Map([[1, 'Beta Ltda']]), serviceTypes: new Map([[4, 'Treinamento']]) };

describe('describeServiceChange', () => {
  it('uses the service form labels, names for ids and dates DD/MM/YYYY', () => {
    expect(describeServiceChange({ campo: 'id_cliente', de: 1, para: 2 }, names)).toEqual({
      label: 'Cliente',
      from: 'Beta Ltda',
      to: '#2',
    });
    expect(describeServiceChange({ campo: 'id_tipo_servico', de: null, para: 4 }, names).to).toBe('Treinamento');
    expect(describeServiceChange({ campo: 'data_fim', de: '2026-01-31', para: '2026-12-31' }, names)).toEqual({
      label: 'Data Final',
      from: '31/01/2026',
      to: '31/12/2026',
    });
  });
});
