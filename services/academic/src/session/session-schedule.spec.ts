import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  DEFAULT_PERIOD_TIMES,
  DEFAULT_WEEKDAYS,
  findOverlap,
  generateSessions,
  msgInstructorBusy,
  planRegeneration,
  sessionsOverlap,
  weekdaysInOrder,
  agendaSpanProblem,
} from './session-schedule.js';

const noturno = DEFAULT_PERIOD_TIMES[1];

describe('session generation', () => {
  it('makes one session per weekday Monday to Friday with the period times', () => {
    // A week with no holiday, Monday to Sunday.
    const slots = generateSessions({ data_inicio: '2027-03-01', data_fim: '2027-03-07', dias_semana: DEFAULT_WEEKDAYS, ...noturno });
    assert.deepEqual(
      slots.map((s) => s.data),
      ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'],
    );
    assert.ok(slots.every((s) => s.inicio === '19:00' && s.fim === '22:00'));
  });

  it('skips Carnaval and Sexta-feira Santa', () => {
    const carnaval = generateSessions({ data_inicio: '2027-02-08', data_fim: '2027-02-12', dias_semana: DEFAULT_WEEKDAYS, ...noturno });
    assert.deepEqual(
      carnaval.map((s) => s.data),
      ['2027-02-10', '2027-02-11', '2027-02-12'],
    );
    const easterWeek = generateSessions({ data_inicio: '2027-03-22', data_fim: '2027-03-26', dias_semana: [5], ...noturno });
    assert.deepEqual(easterWeek, []);
  });

  it('meets only on the given weekdays, Saturday and Sunday included', () => {
    const slots = generateSessions({ data_inicio: '2027-03-01', data_fim: '2027-03-14', dias_semana: [6, 7], ...DEFAULT_PERIOD_TIMES[2] });
    assert.deepEqual(
      slots.map((s) => s.data),
      ['2027-03-06', '2027-03-07', '2027-03-13', '2027-03-14'],
    );
    assert.ok(slots.every((s) => s.inicio === '08:00' && s.fim === '12:00'));
  });

  it('crosses a year, skipping both years holidays', () => {
    const slots = generateSessions({ data_inicio: '2026-12-24', data_fim: '2027-01-01', dias_semana: DEFAULT_WEEKDAYS, ...noturno });
    assert.deepEqual(
      slots.map((s) => s.data),
      ['2026-12-24', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'],
    );
  });
});

describe('regeneration plan', () => {
  const s = (id: number, data: string, presencas_registradas = false, inicio = '19:00', fim = '22:00') => ({
    id,
    data,
    inicio,
    fim,
    presencas_registradas,
  });

  it('keeps sessions with attendance whatever the new pattern, and creates nothing on their date', () => {
    const plan = planRegeneration(
      [s(1, '2027-03-01', true), s(2, '2027-03-02'), s(3, '2027-03-03')],
      [
        { data: '2027-03-01', inicio: '08:00', fim: '12:00' },
        { data: '2027-03-02', inicio: '08:00', fim: '12:00' },
      ],
    );
    assert.deepEqual(plan.keep, [1]);
    assert.deepEqual(plan.remove, [2, 3]);
    assert.deepEqual(plan.create, [{ data: '2027-03-02', inicio: '08:00', fim: '12:00' }]);
  });

  it('keeps an unattended session the pattern still has, once', () => {
    const plan = planRegeneration([s(1, '2027-03-01'), s(2, '2027-03-01')], [{ data: '2027-03-01', inicio: '19:00', fim: '22:00' }]);
    assert.deepEqual(plan, { keep: [1], remove: [2], create: [] });
  });
});

describe('instructor overlap', () => {
  const a = { data: '2027-03-12', inicio: '19:00', fim: '22:00' };

  it('overlaps on the same date with intersecting times only', () => {
    assert.equal(sessionsOverlap(a, { data: '2027-03-12', inicio: '21:00', fim: '23:00' }), true);
    assert.equal(sessionsOverlap(a, { data: '2027-03-12', inicio: '18:00', fim: '19:00' }), false);
    assert.equal(sessionsOverlap(a, { data: '2027-03-13', inicio: '19:00', fim: '22:00' }), false);
  });

  it('finds the overlapping session and names it in Portuguese', () => {
    const other = { data: '2027-03-12', inicio: '20:00', fim: '21:00', turma: 'Excel' };
    assert.equal(findOverlap(a, [{ data: '2027-03-12', inicio: '08:00', fim: '12:00', turma: 'X' }, other]), other);
    assert.equal(msgInstructorBusy('Excel', a), 'O instrutor já tem aula da turma Excel em 12/03/2027 das 19:00 às 22:00.');
  });
});

describe('weekdaysInOrder', () => {
  it('keeps each weekday once, Monday first', () => {
    assert.deepEqual(weekdaysInOrder([5, 1, 3, 1]), [1, 3, 5]);
    assert.deepEqual(weekdaysInOrder([7]), [7]);
  });
});

describe('agendaSpanProblem', () => {
  it('reads up to 62 days forward, never backward', () => {
    assert.equal(agendaSpanProblem('2027-03-01', '2027-03-31'), null);
    assert.equal(agendaSpanProblem('2027-03-01', '2027-05-01'), null);
    assert.equal(agendaSpanProblem('2027-03-01', '2027-05-02'), 'A agenda mostra no máximo 62 dias por vez.');
    assert.equal(agendaSpanProblem('2027-03-02', '2027-03-01'), 'A data final da agenda deve ser igual ou posterior à inicial.');
  });
});
