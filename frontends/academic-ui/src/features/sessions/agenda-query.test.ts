import { describe, expect, it } from '@jest/globals';
import { readAgendaState, writeAgendaState } from './agenda-query';

describe("the Agenda's address", () => {
  const today = '2026-11-30';

  it('defaults to this week without filters', () => {
    expect(readAgendaState(new URLSearchParams(''), today)).toEqual({ view: 'semana', day: today, filters: {} });
    expect(writeAgendaState({ view: 'semana', day: today, filters: {} }, today).toString()).toBe('');
  });

  it('reads and writes the view, the day and the filters', () => {
    const search = new URLSearchParams('visao=mes&data=2027-01-15&instrutor=4&treinamento=6&turma=12');
    const state = readAgendaState(search, today);
    expect(state).toEqual({ view: 'mes', day: '2027-01-15', filters: { id_instrutor: 4, id_treinamento: 6, id_turma: 12 } });
    expect(writeAgendaState(state, today).toString()).toBe(search.toString());
  });

  it('ignores what is not a view, a day or an id', () => {
    expect(readAgendaState(new URLSearchParams('visao=ano&data=30/11/2026&instrutor=x&turma=-1'), today)).toEqual({
      view: 'semana',
      day: today,
      filters: {},
    });
  });
});
