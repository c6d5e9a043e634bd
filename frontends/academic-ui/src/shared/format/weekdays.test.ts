import { describe, expect, it } from '@jest/globals';
import { weekdaysText } from './weekdays';

describe('weekdaysText', () => {
  it('names ISO weekdays in week order, once each', () => {
    expect(weekdaysText([3, 1, 2])).toBe('Seg, Ter, Qua');
    expect(weekdaysText([7, 6, 6])).toBe('Sáb, Dom');
    expect(weekdaysText([])).toBe('');
  });
});
