import { describe, expect, it } from '@jest/globals';
import { formatCurrency, formatGrade, formatNumber, formatPercent, formatRatio, monthLabel } from './format';

// Intl separates 'R$' from the amount with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('pt-BR formatting of the Painel', () => {
  it('formats money as R$ 1.234,56', () => {
    expect(plain(formatCurrency(1234.56))).toBe('R$ 1.234,56');
    expect(plain(formatCurrency(0))).toBe('R$ 0,00');
    expect(plain(formatCurrency(1000000))).toBe('R$ 1.000.000,00');
    expect(plain(formatCurrency(0.5))).toBe('R$ 0,50');
    expect(plain(formatCurrency(Number.NaN))).toBe('R$ 0,00');
  });

  it('formats counts with a dot for thousands and ratios as percentages', () => {
    expect(formatNumber(12345)).toBe('12.345');
    expect(formatNumber(7)).toBe('7');
    expect(plain(formatRatio(1, 3))).toBe('33,3%');
    expect(formatRatio(0, 0)).toBe('-');
  });

  it('formats a 0-100 percentage with one decimal', () => {
    expect(formatPercent(66.7)).toBe('66,7%');
    expect(formatPercent(100)).toBe('100,0%');
    expect(formatPercent(0)).toBe('0,0%');
  });

  it('formats a 0-100 grade with one decimal and no sign', () => {
    expect(formatGrade(66.67)).toBe('66,7');
    expect(formatGrade(80)).toBe('80,0');
    expect(formatGrade(null)).toBe('0,0');
  });

  it('names months in Portuguese', () => {
    expect(monthLabel('2026-03')).toBe('mar/2026');
    expect(monthLabel('2025-12')).toBe('dez/2025');
    expect(monthLabel('x')).toBe('x');
  });
});
