import { describe, expect, it } from '@jest/globals';
import { describeCustomerChange } from './customer-history-labels';

describe('describeCustomerChange', () => {
  it('uses the customer form labels and masks the document', () => {
    expect(describeCustomerChange({ campo: 'documento', de: '52998224725', para: '11222333000181' })).toEqual({
      label: 'Documento (CPF/CNPJ)',
      from: '529.982.247-25',
      to: '11.222.333/0001-81',
    });
    expect(describeCustomerChange({ campo: 'tipo_pessoa', de: 'Física', para: 'Jurídica' }).label).toBe('Tipo Pessoa');
    expect(describeCustomerChange({ campo: 'endereco', de: '', para: 'Rua B, 2' })).toEqual({
      label: 'Endereço',
      from: '(vazio)',
      to: 'Rua B, 2',
    });
  });
});
