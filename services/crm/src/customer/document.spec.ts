import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { classifyDocument, documentDigits, isValidCnpj, isValidCpf } from './document.js';

describe('customer documento (CPF/CNPJ)', () => {
  it('strips the mask to digits', () => {
    assert.equal(documentDigits('529.982.247-25'), '52998224725');
    assert.equal(documentDigits('11.222.333/0001-81'), '11222333000181');
  });

  it('accepts CPFs whose check digits are right', () => {
    for (const cpf of ['52998224725', '11144477735', '12345678909', '00000000191']) assert.equal(isValidCpf(cpf), true, cpf);
  });

  it('refuses CPFs with a wrong check digit, a wrong length or one repeated digit', () => {
    for (const cpf of ['52998224724', '52998224715', '1234567890', '123456789012', '11111111111', '00000000000', 'abcdefghijk']) {
      assert.equal(isValidCpf(cpf), false, cpf);
    }
  });

  it('accepts CNPJs whose check digits are right', () => {
    for (const cnpj of ['11222333000181', '11444777000161', '45997418000153', '00000000000191'])
      assert.equal(isValidCnpj(cnpj), true, cnpj);
  });

  it('refuses CNPJs with a wrong check digit, a wrong length or one repeated digit', () => {
    for (const cnpj of ['11222333000182', '11222333000171', '1122233300018', '22222222222222', '52998224725']) {
      assert.equal(isValidCnpj(cnpj), false, cnpj);
    }
  });

  it('derives tipo_pessoa: Física for a CPF, Jurídica for a CNPJ', () => {
    assert.deepEqual(classifyDocument('529.982.247-25'), { documento: '52998224725', tipo_pessoa: 'Física' });
    assert.deepEqual(classifyDocument('11.222.333/0001-81'), { documento: '11222333000181', tipo_pessoa: 'Jurídica' });
    assert.equal(classifyDocument('123.456.789-00'), null);
    assert.equal(classifyDocument(''), null);
  });
});
