import { describe, expect, it } from '@jest/globals';
import { classFormFromRow, classFormMissingFields, classFormToInput, emptyClassForm, seatsError } from './class-form-data';

describe('classFormToInput', () => {
  const filled = {
    ...emptyClassForm(new Date('2026-11-24T12:00:00Z')),
    id_treinamento: 3,
    id_periodo_turma: 1,
    id_status_turma: 2,
  } as const;

  it('builds the API body (dates as typed, empty texts as null, the student list)', () => {
    expect(classFormToInput({ ...filled, desc_turma: '  ' })).toEqual({
      id_treinamento: 3,
      id_instrutor: null,
      data_inicio: '24/11/2026',
      data_fim: '28/11/2026',
      id_periodo_turma: 1,
      id_status_turma: 2,
      desc_turma: null,
      vagas: null,
      dias_semana: [1, 2, 3, 4, 5],
      alunos: [],
    });
  });

  it('sends the weekdays once each in week order, and holds the form with none', () => {
    expect(classFormToInput({ ...filled, dias_semana: [6, 1, 6] })?.dias_semana).toEqual([1, 6]);
    expect(classFormMissingFields({ ...filled, dias_semana: [] })).toBe(true);
  });

  it("sends 'Vagas' as a number, empty as null (no limit), and holds the form on a value out of 1..10000", () => {
    expect(classFormToInput({ ...filled, vagas: '25' })?.vagas).toBe(25);
    expect(classFormToInput({ ...filled, vagas: ' ' })?.vagas).toBeNull();
    expect(seatsError('25')).toBeNull();
    expect(seatsError('')).toBeNull();
    expect(seatsError('0')).toBe('Informe um número inteiro de 1 a 10000, ou deixe em branco para turma sem limite.');
    expect(seatsError('10001')).not.toBeNull();
    expect(classFormMissingFields({ ...filled, vagas: '0' })).toBe(true);
    expect(classFormMissingFields({ ...filled, vagas: '30' })).toBe(false);
  });

  it('loads the seats of a class into the form', () => {
    const row = { ...filled, id: 4, vagas: 12, vagas_livres: 3, alunos: [] } as unknown as Parameters<typeof classFormFromRow>[0];
    expect(classFormFromRow({ ...row, data_inicio: '2026-11-24', data_fim: '2026-11-28' }).vagas).toBe('12');
    expect(classFormFromRow({ ...row, vagas: null, data_inicio: '2026-11-24', data_fim: '2026-11-28' }).vagas).toBe('');
    expect(classFormFromRow({ ...row, dias_semana: [2, 4], data_inicio: '2026-11-24', data_fim: '2026-11-28' }).dias_semana).toEqual([
      2, 4,
    ]);
  });

  it('gives no body while a required select is empty', () => {
    expect(classFormToInput({ ...filled, id_treinamento: '' })).toBeNull();
    expect(classFormToInput({ ...filled, id_status_turma: '' })).toBeNull();
  });
});
