import { describe, expect, it } from '@jest/globals';
import { pixCopiaECola, readPixCode, txidOf } from './pix-code.js';

const SETTINGS = { chave_pix: 'financeiro@escola.com.br', nome_recebedor: 'Escola Treina', cidade: 'Sao Paulo' };

describe('pix code', () => {
  it('makes a BR Code that reads back to the same key, amount and txid', () => {
    const code = pixCopiaECola(SETTINGS, { txid: txidOf(42), valor: 150050 })!;
    expect(code.startsWith('000201')).toBe(true);
    expect(readPixCode(code)).toEqual({ chave_pix: SETTINGS.chave_pix, valor: 150050, txid: 'TREINA0000000042' });
  });

  it('has a correct CRC16: a changed character makes it unreadable', () => {
    const code = pixCopiaECola(SETTINGS, { txid: txidOf(7), valor: 100 })!;
    const tampered = code.replace('1.00', '9.00');
    expect(tampered).not.toBe(code);
    expect(readPixCode(tampered)).toBeNull();
  });

  it('makes none before the school set its key', () => {
    expect(pixCopiaECola({ ...SETTINGS, chave_pix: '' }, { txid: txidOf(1), valor: 100 })).toBeNull();
  });

  it('keeps txids alphanumeric and within 25 characters', () => {
    expect(txidOf(2_147_483_647)).toMatch(/^[A-Za-z0-9]{1,25}$/);
  });
});
