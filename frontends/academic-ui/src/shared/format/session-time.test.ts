import { describe, expect, it } from '@jest/globals';
import { dayWithWeekday, formatHours, formatPercent, plannedHours, sessionHours, timeRange } from './session-time';

describe('session hours and percentages (pt-BR)', () => {
  it('measures a session from start to end', () => {
    expect(sessionHours({ inicio: '19:00', fim: '22:00' })).toBe(3);
    expect(sessionHours({ inicio: '08:00', fim: '09:30' })).toBe(1.5);
  });

  it('plans the hours of the sessions that are not cancelled', () => {
    expect(
      plannedHours([
        { inicio: '19:00', fim: '22:00', status: 'Prevista' },
        { inicio: '19:00', fim: '22:00', status: 'Realizada' },
        { inicio: '19:00', fim: '22:00', status: 'Cancelada' },
        { inicio: '08:00', fim: '09:30', status: 'Prevista' },
      ]),
    ).toBe(7.5);
    expect(plannedHours([])).toBe(0);
  });

  it('writes hours and percentages with a comma', () => {
    expect(formatHours(48)).toBe('48h');
    expect(formatHours(7.5)).toBe('7,5h');
    expect(formatPercent(87.5)).toBe('87,5%');
    expect(formatPercent(100)).toBe('100,0%');
    expect(formatPercent(66.666)).toBe('66,7%');
    expect(formatPercent(0)).toBe('0,0%');
  });

  it('shows a time range with a dash', () => {
    expect(timeRange({ inicio: '19:00', fim: '22:00' })).toBe('19:00–22:00');
  });

  it('names the weekday before the date', () => {
    expect(dayWithWeekday('2026-11-30')).toBe('seg, 30/11/2026');
    expect(dayWithWeekday('2026-12-06')).toBe('dom, 06/12/2026');
  });
});
