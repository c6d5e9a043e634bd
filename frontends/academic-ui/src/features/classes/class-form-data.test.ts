import { describe, expect, it } from '@jest/globals';
import { classFormToInput, emptyClassForm } from './class-form-data';

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
      alunos: [],
    });
  });

  it('gives no body while a required select is empty', () => {
    expect(classFormToInput({ ...filled, id_treinamento: '' })).toBeNull();
    expect(classFormToInput({ ...filled, id_status_turma: '' })).toBeNull();
  });
});
