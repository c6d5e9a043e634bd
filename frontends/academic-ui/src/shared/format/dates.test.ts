import { describe, expect, it } from '@jest/globals';
import { dateBRFromToday } from './dates';

describe('form dates', () => {
  it('defaults a class to today and today plus 4 days, across month ends', () => {
    const now = new Date(2026, 0, 29, 15, 0);
    expect(dateBRFromToday(0, now)).toBe('29/01/2026');
    expect(dateBRFromToday(4, now)).toBe('02/02/2026');
  });
});
