import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  dayHeading,
  groupByDay,
  isoWeekday,
  schoolToday,
  monthGridOf,
  periodTitle,
  shiftDay,
  upcomingRange,
  viewRange,
  weekOf,
} from './session-calendar';

describe('session calendar', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it("takes today in the school's calendar (São Paulo), not the browser's", () => {
    expect(schoolToday(new Date('2026-11-29T01:30:00Z'))).toBe('2026-11-28');
    expect(schoolToday(new Date('2026-11-29T03:30:00Z'))).toBe('2026-11-29');
  });

  it('takes today and the next 14 days for Minhas Aulas', () => {
    expect(upcomingRange('2026-11-29', 14)).toEqual({ de: '2026-11-29', ate: '2026-12-13' });
  });

  it('builds the week from Monday to Sunday', () => {
    const week = weekOf('2026-12-03');
    expect(week.de).toBe('2026-11-30');
    expect(week.ate).toBe('2026-12-06');
    expect(week.days).toHaveLength(7);
    expect(weekOf('2026-11-29').de).toBe('2026-11-23');
  });

  it('builds the month grid of whole weeks, Monday first', () => {
    const grid = monthGridOf('2026-12-15');
    expect(grid.month).toBe('2026-12');
    expect(grid.de).toBe('2026-11-30');
    expect(grid.ate).toBe('2027-01-03');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthGridOf('2027-02-10').weeks).toHaveLength(4);
    expect(monthGridOf('2026-03-01').weeks).toHaveLength(6);
  });

  it('asks for the shown range only', () => {
    expect(viewRange('semana', '2026-12-03')).toEqual({ de: '2026-11-30', ate: '2026-12-06' });
    expect(viewRange('mes', '2026-12-03')).toEqual({ de: '2026-11-30', ate: '2027-01-03' });
  });

  it('steps a week or a month', () => {
    expect(shiftDay('semana', '2026-12-03', 1)).toBe('2026-12-10');
    expect(shiftDay('semana', '2026-12-03', -1)).toBe('2026-11-26');
    expect(shiftDay('mes', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftDay('mes', '2026-01-31', -1)).toBe('2025-12-01');
  });

  it('titles the period in Portuguese, dates as DD/MM/YYYY', () => {
    expect(periodTitle('mes', '2026-03-10')).toBe('Março de 2026');
    expect(periodTitle('semana', '2026-12-03')).toBe('30/11/2026 a 06/12/2026');
  });

  it('heads each day, today and tomorrow named', () => {
    expect(dayHeading('2026-11-30', '2026-11-30')).toBe('Hoje, segunda-feira, 30/11/2026');
    expect(dayHeading('2026-12-01', '2026-11-30')).toBe('Amanhã, terça-feira, 01/12/2026');
    expect(dayHeading('2026-12-02', '2026-11-30')).toBe('Quarta-feira, 02/12/2026');
  });

  it('groups sessions by day in order, each day by start time', () => {
    const groups = groupByDay([
      { id: 1, data: '2026-12-02', inicio: '19:00' },
      { id: 2, data: '2026-12-01', inicio: '19:00' },
      { id: 3, data: '2026-12-01', inicio: '08:00' },
    ]);
    expect(groups.map((group) => [group.day, group.sessions.map((s) => s.id)])).toEqual([
      ['2026-12-01', [3, 2]],
      ['2026-12-02', [1]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});
