import { describe, expect, it } from 'vitest';
import { dateBRFromToday, isoToBR } from './dates';

describe('form dates', () => {
  it('defaults a class to today and today plus 4 days, across month ends', () => {
    const now = new Date(2026, 0, 29, 15, 0);
    expect(dateBRFromToday(0, now)).toBe('29/01/2026');
    expect(dateBRFromToday(4, now)).toBe('02/02/2026');
  });

  it('turns stored dates into DD/MM/YYYY', () => {
    expect(isoToBR('2026-04-06')).toBe('06/04/2026');
    expect(isoToBR('1990-03-15T00:00:00.000Z')).toBe('15/03/1990');
    expect(isoToBR(null)).toBe('');
  });
});
