import { describe, expect, it } from '@jest/globals';
import { emptyClassForm } from './class-form-data';
import { classFormErrors } from './class-form-rules';

const now = new Date(2026, 2, 10);

describe('classFormErrors', () => {
  it('names the training, period and status a new class still needs', () => {
    expect(classFormErrors(emptyClassForm(now))).toEqual({
      id_treinamento: 'Escolha o treinamento da turma.',
      id_periodo_turma: 'Escolha o período da turma.',
      id_status_turma: 'Escolha o status da turma.',
    });
  });

  it('asks for whole dates and seats from 1 to 10000 or none', () => {
    const filled = { ...emptyClassForm(now), id_treinamento: 1, id_periodo_turma: 1, id_status_turma: 1 };
    expect(classFormErrors(filled)).toEqual({});
    expect(classFormErrors({ ...filled, data_inicio: '10/03', data_fim: '' })).toEqual({
      data_inicio: 'Informe a data de início (DD/MM/AAAA).',
      data_fim: 'Informe a data de término (DD/MM/AAAA).',
    });
    expect(classFormErrors({ ...filled, vagas: '0' }).vagas).toBe(
      'Informe um número inteiro de 1 a 10000, ou deixe em branco para turma sem limite.',
    );
  });

  it('asks for at least one weekday, Monday to Friday by default', () => {
    const filled = { ...emptyClassForm(now), id_treinamento: 1, id_periodo_turma: 1, id_status_turma: 1 };
    expect(filled.dias_semana).toEqual([1, 2, 3, 4, 5]);
    expect(classFormErrors({ ...filled, dias_semana: [] })).toEqual({ dias_semana: 'Escolha ao menos um dia da semana.' });
  });
});
