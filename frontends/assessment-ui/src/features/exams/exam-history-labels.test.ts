import { expect, it } from '@jest/globals';
import { describeExamChange } from './exam-history-labels';

it("describes an exam's changes with the form's labels: unlimited attempts, topics and the training by name", () => {
  const trainings = new Map([[6, 'CPA-10']]);
  expect(describeExamChange({ campo: 'tentativas', de: 3, para: null }, trainings)).toEqual({
    label: 'Tentativas por aluno',
    from: '3',
    to: 'Ilimitadas',
  });
  expect(describeExamChange({ campo: 'por_topico', de: [], para: [{ topico: 'Ética', num_questoes: 2 }] }, trainings)).toMatchObject({
    from: 'Todo o banco',
    to: 'Ética: 2',
  });
  expect(describeExamChange({ campo: 'id_treinamento', de: null, para: 6 }, trainings).to).toBe('CPA-10');
});
