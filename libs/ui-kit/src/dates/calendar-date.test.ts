import { describe, expect, it } from '@jest/globals';
import { isoToBR, parseDateBR } from './calendar-date';

describe('parseDateBR (typed DD/MM/YYYY → YYYY-MM-DD)', () => {
  it('turns a complete, real date into YYYY-MM-DD', () => {
    expect(parseDateBR('31/12/2026')).toBe('2026-12-31');
    expect(parseDateBR('01/01/2026')).toBe('2026-01-01');
    expect(parseDateBR('05/03/1990')).toBe('1990-03-05');
  });

  it('ignores spaces around a typed table filter', () => {
    expect(parseDateBR(' 05/03/2026 ')).toBe('2026-03-05');
  });

  it('refuses dates that do not exist', () => {
    expect(parseDateBR('31/02/2026')).toBeNull();
    expect(parseDateBR('31/04/2026')).toBeNull();
    expect(parseDateBR('00/01/2026')).toBeNull();
    expect(parseDateBR('01/00/2026')).toBeNull();
    expect(parseDateBR('01/13/2026')).toBeNull();
  });

  it('accepts 29/02 only in leap years', () => {
    expect(parseDateBR('29/02/2024')).toBe('2024-02-29');
    expect(parseDateBR('29/02/2000')).toBe('2000-02-29');
    expect(parseDateBR('29/02/2026')).toBeNull();
    expect(parseDateBR('29/02/1900')).toBeNull();
  });

  it('gives null while the date is still being typed or is not DD/MM/YYYY', () => {
    expect(parseDateBR('')).toBeNull();
    expect(parseDateBR(null)).toBeNull();
    expect(parseDateBR(undefined)).toBeNull();
    expect(parseDateBR('05/03')).toBeNull();
    expect(parseDateBR('05/03/20')).toBeNull();
    expect(parseDateBR('3/1/2026')).toBeNull();
    expect(parseDateBR('2026-03-05')).toBeNull();
    expect(parseDateBR('05-03-2026')).toBeNull();
  });
});

describe('isoToBR (a calendar date from the API → DD/MM/YYYY)', () => {
  it('turns YYYY-MM-DD into DD/MM/YYYY', () => {
    expect(isoToBR('2026-04-06')).toBe('06/04/2026');
    expect(isoToBR('2024-02-29')).toBe('29/02/2024');
  });

  it('keeps the written day of a date-time, whatever the time zone', () => {
    expect(isoToBR('1990-03-15T00:00:00.000Z')).toBe('15/03/1990');
    expect(isoToBR('2026-03-01 23:30:00')).toBe('01/03/2026');
  });

  it('gives empty text for empty values and dates that do not exist', () => {
    expect(isoToBR(null)).toBe('');
    expect(isoToBR(undefined)).toBe('');
    expect(isoToBR('')).toBe('');
    expect(isoToBR('2026-02-31')).toBe('');
    expect(isoToBR('2026-02-29')).toBe('');
    expect(isoToBR('2026-03')).toBe('');
    expect(isoToBR('06/04/2026')).toBe('');
  });

  it('is the inverse of parseDateBR', () => {
    expect(parseDateBR(isoToBR('2024-02-29'))).toBe('2024-02-29');
    expect(isoToBR(parseDateBR('31/12/2026'))).toBe('31/12/2026');
  });
});
