import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_QUESTION_FORM,
  questionBodyOf,
  questionFormErrors,
  withAlternativeAdded,
  withAlternativeRemoved,
  type QuestionFormData,
} from './question-form-rules';

const filled: QuestionFormData = {
  id_treinamento: 6,
  topico: ' Renda fixa ',
  enunciado: 'O que é um CDB?',
  alternativas: ['Um título de banco', 'Uma ação', 'Um fundo'],
  correta: 'A',
  explicacao: '',
  dificuldade: 'Fácil',
  ativa: true,
};

describe('question form rules', () => {
  it('asks for the training, topic, statement, every alternative and the correct one, in Portuguese', () => {
    const errors = questionFormErrors(EMPTY_QUESTION_FORM);
    expect(errors.id_treinamento).toBe('Escolha o treinamento.');
    expect(errors.topico).toBe('Informe o tópico.');
    expect(errors.enunciado).toBe('Informe o enunciado.');
    expect(errors.alternativa_0).toBe('Informe o texto da alternativa A.');
    expect(errors.alternativa_3).toBe('Informe o texto da alternativa D.');
    expect(errors.correta).toBe('Marque a alternativa correta.');
    expect(Object.values(questionFormErrors(filled)).filter(Boolean)).toEqual([]);
  });

  it('adds alternatives up to E and removes them down to two, the correct one following its text', () => {
    const five = withAlternativeAdded(withAlternativeAdded(filled));
    expect(five.alternativas).toHaveLength(5);
    expect(withAlternativeAdded(five)).toBe(five);
    const markedC = { ...filled, correta: 'C' as const };
    expect(withAlternativeRemoved(markedC, 0)).toMatchObject({ alternativas: ['Uma ação', 'Um fundo'], correta: 'B' });
    expect(withAlternativeRemoved(markedC, 2).correta).toBe('');
    expect(withAlternativeRemoved(markedC, 1).correta).toBe('B');
    const two = withAlternativeRemoved(filled, 2);
    expect(withAlternativeRemoved(two, 0)).toBe(two);
  });

  it('sends letters from A on, trimmed texts and no explanation as null', () => {
    expect(questionBodyOf(filled)).toEqual({
      id_treinamento: 6,
      topico: 'Renda fixa',
      enunciado: 'O que é um CDB?',
      alternativas: [
        { letra: 'A', texto: 'Um título de banco' },
        { letra: 'B', texto: 'Uma ação' },
        { letra: 'C', texto: 'Um fundo' },
      ],
      correta: 'A',
      explicacao: null,
      dificuldade: 'Fácil',
      ativa: true,
    });
  });
});
