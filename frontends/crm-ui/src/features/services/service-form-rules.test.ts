import { describe, expect, it } from '@jest/globals';
import { serviceFormErrors } from './service-form-rules';

describe('serviceFormErrors', () => {
  it('accepts a customer, a type and an end on or after the start', () => {
    expect(serviceFormErrors({ id_cliente: 1, id_tipo_servico: 2, data_inicio: '01/03/2026', data_fim: '01/03/2026' })).toEqual({});
  });

  it('names each missing choice and date', () => {
    expect(serviceFormErrors({ id_cliente: '', id_tipo_servico: '', data_inicio: '', data_fim: '' })).toEqual({
      id_cliente: 'Escolha o cliente.',
      id_tipo_servico: 'Escolha o tipo de serviço.',
      data_inicio: 'Informe a data inicial (DD/MM/AAAA).',
      data_fim: 'Informe a data final (DD/MM/AAAA).',
    });
  });

  it('refuses an end before the start', () => {
    expect(serviceFormErrors({ id_cliente: 1, id_tipo_servico: 2, data_inicio: '10/03/2026', data_fim: '09/03/2026' }).data_fim).toBe(
      'Escolha uma data final igual ou posterior à inicial.',
    );
  });
});
