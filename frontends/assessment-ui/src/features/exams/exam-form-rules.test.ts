import { describe, expect, it } from '@jest/globals';
import { formatDate } from '@treina/ui-kit';
import { EMPTY_EXAM_FORM, examBodyOf, examFormErrors, type ExamFormData } from './exam-form-rules';

const filled: ExamFormData = { ...EMPTY_EXAM_FORM, id_treinamento: 6, titulo: ' Simulado CPA-10 ' };
const shown = (form: ExamFormData) => Object.fromEntries(Object.entries(examFormErrors(form)).filter(([, message]) => message));

describe('exam form rules', () => {
  it('asks for the training, title, whole numbers and a pass mark from 0 to 100, in Portuguese', () => {
    expect(shown(filled)).toEqual({});
    expect(shown({ ...EMPTY_EXAM_FORM, num_questoes: '0', tempo_minutos: 'x', percentual_aprovacao: '101', tentativas: '1,5' })).toEqual({
      id_treinamento: 'Escolha o treinamento.',
      titulo: 'Informe o título.',
      num_questoes: 'Informe um número inteiro de questões, a partir de 1.',
      tempo_minutos: 'Informe o tempo em minutos, a partir de 1.',
      percentual_aprovacao: 'Informe um percentual de 0 a 100.',
      tentativas: 'Informe um número inteiro a partir de 1, ou deixe vazio para ilimitadas.',
    });
  });

  it('checks the days and their order', () => {
    expect(shown({ ...filled, disponivel_de: '31/02/2026' })).toEqual({ disponivel_de: 'Informe uma data válida (DD/MM/AAAA).' });
    expect(shown({ ...filled, disponivel_de: '10/12/2026', disponivel_ate: '01/12/2026' })).toEqual({
      disponivel_ate: 'A data final não pode ser anterior à inicial.',
    });
  });

  it('wants the questions per topic to add up to the exam, each topic once', () => {
    const lines = [
      { topico: 'Renda fixa', num_questoes: '6' },
      { topico: 'Renda fixa', num_questoes: '2' },
    ];
    expect(shown({ ...filled, por_topico: lines })).toEqual({
      topico_1: 'Tópico repetido.',
      por_topico: 'A soma por tópico (8) deve ser igual ao número de questões (10).',
    });
  });

  it('sends empty attempts as unlimited and the days as the start of the first and the end of the last', () => {
    const body = examBodyOf({ ...filled, disponivel_de: '01/12/2026', disponivel_ate: '10/12/2026' });
    expect(body).toMatchObject({
      titulo: 'Simulado CPA-10',
      num_questoes: 10,
      tempo_minutos: 30,
      percentual_aprovacao: 70,
      tentativas: null,
    });
    expect(formatDate(body.disponivel_de)).toBe('01/12/2026');
    expect(new Date(body.disponivel_de!).getHours()).toBe(0);
    expect(formatDate(body.disponivel_ate)).toBe('10/12/2026');
    expect(new Date(body.disponivel_ate!).getHours()).toBe(23);
    expect(examBodyOf({ ...filled, tentativas: '3' }).tentativas).toBe(3);
    expect(examBodyOf(filled).disponivel_de).toBeNull();
  });
});
