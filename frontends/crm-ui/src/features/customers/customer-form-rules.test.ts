import { describe, expect, it } from '@jest/globals';
import { customerFormErrors } from './customer-form-rules';

describe('customerFormErrors', () => {
  it('accepts a name with an 11-digit CPF or a 14-digit CNPJ', () => {
    expect(customerFormErrors({ nome_razao: 'Ana', documento: '529.982.247-25', endereco: '' })).toEqual({});
    expect(customerFormErrors({ nome_razao: 'Beta', documento: '11.222.333/0001-81', endereco: '' })).toEqual({
      nome_razao: undefined,
      documento: undefined,
    });
  });

  it('says how many digits a short document has', () => {
    expect(customerFormErrors({ nome_razao: 'Ana', documento: '529.982.247-2', endereco: '' }).documento).toBe(
      'Um CPF tem 11 dígitos e um CNPJ 14; este tem 10.',
    );
  });

  it('asks for the name and the document when empty', () => {
    expect(customerFormErrors({ nome_razao: '  ', documento: '', endereco: '' })).toEqual({
      nome_razao: 'Informe o nome ou a razão social.',
      documento: 'Informe o CPF ou o CNPJ.',
    });
  });
});
