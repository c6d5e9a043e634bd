import { describe, expect, it } from '@jest/globals';
import { describeActivityTypeChange } from './activity-type-history-labels';

describe('describeActivityTypeChange', () => {
  it('uses the form labels and names the service type', () => {
    const serviceTypes = new Map([[1, 'Consultoria']]);
    expect(describeActivityTypeChange({ campo: 'id_tipo_servico', de: null, para: 1 }, serviceTypes)).toEqual({
      label: 'Tipo de Serviço',
      from: '(vazio)',
      to: 'Consultoria',
    });
    expect(describeActivityTypeChange({ campo: 'nome', de: 'Visita', para: 'Visita técnica' }, serviceTypes).label).toBe(
      'Tipo da Atividade',
    );
    expect(describeActivityTypeChange({ campo: 'tipo', de: null, para: 'CUSTOM' }, serviceTypes)).toEqual({
      label: 'Origem',
      from: '(vazio)',
      to: 'CUSTOM',
    });
  });
});
