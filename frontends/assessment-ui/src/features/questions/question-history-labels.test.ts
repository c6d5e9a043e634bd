import { expect, it } from '@jest/globals';
import { describeQuestionChange } from './question-history-labels';

it("describes a question's changes with the form's labels, the training by name and the alternatives by letter", () => {
  const trainings = new Map([[6, 'CPA-10']]);
  expect(describeQuestionChange({ campo: 'id_treinamento', de: 16, para: 6 }, trainings)).toEqual({
    label: 'Treinamento',
    from: '#16',
    to: 'CPA-10',
  });
  expect(
    describeQuestionChange(
      {
        campo: 'alternativas',
        de: null,
        para: [
          { letra: 'A', texto: 'Sim' },
          { letra: 'B', texto: 'Não' },
        ],
      },
      trainings,
    ).to,
  ).toBe('A) Sim · B) Não');
  expect(describeQuestionChange({ campo: 'ativa', de: true, para: false }, trainings)).toMatchObject({
    label: 'Ativa',
    from: 'Sim',
    to: 'Não',
  });
});
