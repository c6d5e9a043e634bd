import { describe, expect, it } from '@jest/globals';
import { attendanceLines, isBelowMinimum } from './student-attendance';

describe("a student's attendance in a class", () => {
  const row = { aulas: 8, presencas: 6, faltas: 1, justificadas: 1, percentual: 87.5, frequencia_minima: 75 };

  it('shows the rate with one decimal and a comma, the counts and the minimum', () => {
    expect(attendanceLines(row)).toEqual({
      rate: '87,5%',
      counts: '8 aulas · 6 presenças · 1 falta · 1 justificada',
      minimum: 'mínimo 75,0%',
    });
    expect(attendanceLines({ ...row, frequencia_minima: null }).minimum).toBeNull();
  });

  it('is below the minimum only when one is set and the rate is under it', () => {
    expect(isBelowMinimum(row)).toBe(false);
    expect(isBelowMinimum({ percentual: 74.9, frequencia_minima: 75 })).toBe(true);
    expect(isBelowMinimum({ percentual: 10, frequencia_minima: null })).toBe(false);
  });
});
