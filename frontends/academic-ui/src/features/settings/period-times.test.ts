import { describe, expect, it } from '@jest/globals';
import { periodTimesBody, periodTimesChanged, periodTimesForm } from './period-times';

const rows = [
  { id_periodo_turma: 1, nome_periodo_turma: 'Noturno', inicio: '19:00', fim: '22:00' },
  { id_periodo_turma: 2, nome_periodo_turma: 'Diurno', inicio: '08:00', fim: '12:00' },
];

describe('period times form', () => {
  it('starts from the times loaded and sends every period, names left out', () => {
    const form = periodTimesForm(rows);
    expect(periodTimesChanged(rows, form)).toBe(false);
    expect(periodTimesBody(rows, { ...form, 1: { inicio: ' 19:30', fim: '22:30' } })).toEqual({
      horarios_periodo: [
        { id_periodo_turma: 1, inicio: '19:30', fim: '22:30' },
        { id_periodo_turma: 2, inicio: '08:00', fim: '12:00' },
      ],
    });
  });

  it('sees a changed time', () => {
    expect(periodTimesChanged(rows, { ...periodTimesForm(rows), 2: { inicio: '08:00', fim: '12:30' } })).toBe(true);
  });
});
