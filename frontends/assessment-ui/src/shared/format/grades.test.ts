import { describe, expect, it } from '@jest/globals';
import { attemptsLimitText, gradeText, percentText } from './grades';

describe('grade texts', () => {
  it('writes grades with a decimal comma and at most two decimals, a dash when there is none', () => {
    expect(gradeText(85.5)).toBe('85,5');
    expect(gradeText(100)).toBe('100');
    expect(gradeText(66.666)).toBe('66,67');
    expect(gradeText(null)).toBe('—');
    expect(percentText(70)).toBe('70%');
    expect(percentText(undefined)).toBe('—');
  });

  it('calls a missing attempt limit unlimited', () => {
    expect(attemptsLimitText(null)).toBe('Ilimitadas');
    expect(attemptsLimitText(3)).toBe('3');
  });
});
