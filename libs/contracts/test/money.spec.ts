import { describe, expect, it } from '@jest/globals';
import { formatBRL, formatMoney, parseMoney, splitInstalments } from '../src/money.js';

describe('money', () => {
  it('reads the API form, numbers and the Brazilian form as exact centavos', () => {
    expect(parseMoney('1500.00')).toBe(150000);
    expect(parseMoney('1500')).toBe(150000);
    expect(parseMoney('0.1')).toBe(10);
    expect(parseMoney(1500.5)).toBe(150050);
    expect(parseMoney(0.1 + 0.2)).toBeNull();
    expect(parseMoney('1.500,50')).toBe(150050);
    expect(parseMoney('R$ 1.234.567,8')).toBe(123456780);
    expect(parseMoney('1500,5')).toBe(150050);
    expect(parseMoney('-30.00')).toBe(-3000);
  });

  it('refuses what is not an amount, or is ambiguous, rather than guessing', () => {
    for (const bad of ['1.500', '1,500.00', 'abc', '', '10.001', '1.50,00', '1e3', null, true, {}, Number.NaN, 1.005])
      expect(parseMoney(bad)).toBeNull();
    expect(parseMoney('100000000000.00')).toBeNull();
  });

  it('writes the API form and the screens form', () => {
    expect(formatMoney(150050)).toBe('1500.50');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(-3000)).toBe('-30.00');
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL('1500.00')).toBe('R$ 1.500,00');
    expect(formatBRL(99)).toBe('R$ 0,99');
    expect(formatBRL(123456789012)).toBe('R$ 1.234.567.890,12');
  });

  it('splits a total into instalments that add up to it exactly', () => {
    expect(splitInstalments(100000, 3)).toEqual([33334, 33333, 33333]);
    expect(splitInstalments(100000, 1)).toEqual([100000]);
    expect(splitInstalments(11, 12).reduce((sum, part) => sum + part, 0)).toBe(11);
  });
});
