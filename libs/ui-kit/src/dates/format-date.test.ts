import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime } from './format-date';

describe('dates (DD/MM/YYYY, pt-br)', () => {
  it('formats calendar dates without shifting them by the time zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026');
    expect(formatDate('01/02/2026')).toBe('01/02/2026');
  });

  it('formats date-times', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 8, 7))).toBe('05/01/2026 08:07');
  });

  it('reads an API date-time as the instant it is, in local time', () => {
    const instant = new Date(Date.UTC(2026, 2, 5, 12, 30));
    expect(formatDateTime(instant.toISOString())).toBe(formatDateTime(instant));
    expect(formatDateTime('2026-03-05T09:04:00')).toBe('05/03/2026 09:04');
    expect(formatDate(instant.getTime())).toBe(formatDate(instant));
  });

  it('gives empty text for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('não é data')).toBe('');
    expect(formatDate('2026-02-31')).toBe('');
    expect(formatDate('31/04/2026')).toBe('');
    expect(formatDateTime('2026-02-29')).toBe('');
  });
});
