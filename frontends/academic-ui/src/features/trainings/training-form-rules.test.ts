import { describe, expect, it } from '@jest/globals';
import { EMPTY_TRAINING_FORM, frequenciaMinimaOf } from './components/training-form';
import { trainingFormErrors } from './training-form-rules';

describe('trainingFormErrors', () => {
  it('asks for the name and the status of an empty training', () => {
    expect(trainingFormErrors(EMPTY_TRAINING_FORM)).toEqual({
      nome_treinamento: 'Informe o nome do treinamento.',
      id_status_treinamento: 'Escolha o status do treinamento.',
    });
  });

  it('refuses hours outside 1 to 10000 and accepts none', () => {
    const form = { ...EMPTY_TRAINING_FORM, nome_treinamento: 'Excel', id_status_treinamento: 1 };
    expect(trainingFormErrors({ ...form, carga_horaria: '0' }).carga_horaria).toBe(
      'A carga horária deve ser um número inteiro de horas entre 1 e 10000.',
    );
    expect(trainingFormErrors({ ...form, carga_horaria: '' })).toEqual({});
    expect(trainingFormErrors({ ...form, carga_horaria: '40' })).toEqual({});
  });

  it('starts the minimum attendance at 75% and takes only whole percents 0 to 100', () => {
    expect(EMPTY_TRAINING_FORM.frequencia_minima).toBe('75');
    const form = { ...EMPTY_TRAINING_FORM, nome_treinamento: 'Excel', id_status_treinamento: 1 };
    for (const ok of ['0', '75', '100']) expect(trainingFormErrors({ ...form, frequencia_minima: ok })).toEqual({});
    for (const wrong of ['', '101', '7,5', 'abc'])
      expect(trainingFormErrors({ ...form, frequencia_minima: wrong }).frequencia_minima).toBe(
        'A frequência mínima deve ser um número inteiro de 0 a 100.',
      );
    expect(frequenciaMinimaOf(' 80 ')).toBe(80);
    expect(frequenciaMinimaOf('')).toBeNull();
  });
});
