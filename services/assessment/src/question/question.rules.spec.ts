import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { QuestionBody } from '@treina/contracts';
import { alternativeProblems, importReport, questionProblems } from './question.rules.js';

const alternatives = (...texts: string[]) => texts.map((texto, index) => ({ letra: 'ABCDE'[index] as 'A', texto }));
const messages = (problems: Array<{ message: string }>) => problems.map((problem) => problem.message);

describe('question rules', () => {
  it('accepts 2 to 5 alternatives lettered from A in order, with texts and the key among them', () => {
    assert.deepEqual(alternativeProblems(alternatives('Sim', 'Não'), 'B'), []);
    assert.deepEqual(alternativeProblems(alternatives('1', '2', '3', '4', '5'), 'E'), []);
    assert.deepEqual(messages(alternativeProblems(alternatives('Só'), 'A')), ['Informe de 2 a 5 alternativas.']);
    assert.deepEqual(messages(alternativeProblems([...alternatives('1', '2', '3', '4', '5'), { letra: 'A', texto: '6' }], 'A')), [
      'Informe de 2 a 5 alternativas.',
    ]);
    assert.deepEqual(
      messages(
        alternativeProblems(
          [
            { letra: 'B', texto: '1' },
            { letra: 'A', texto: '2' },
          ],
          'A',
        ),
      ),
      ['As alternativas devem ter as letras A, B, nesta ordem.'],
    );
    assert.deepEqual(messages(alternativeProblems(alternatives('1', ' '), 'A')), ['Preencha o texto da alternativa B.']);
    assert.deepEqual(messages(alternativeProblems(alternatives('Igual', 'igual'), 'A')), ['Duas alternativas têm o mesmo texto.']);
    assert.deepEqual(messages(alternativeProblems(alternatives('1', '2', '3'), 'D')), [
      'A alternativa correta deve ser uma das alternativas (A a C).',
    ]);
  });

  it('asks for the topic and the statement, and a difficulty of the list', () => {
    const body: QuestionBody = {
      id_treinamento: 6,
      topico: '',
      enunciado: '',
      alternativas: alternatives('1', '2'),
      correta: 'A',
      explicacao: null,
      dificuldade: 'Muito difícil' as 'Fácil',
      ativa: true,
    };
    assert.deepEqual(
      questionProblems(body).map((problem) => problem.field),
      ['topico', 'enunciado', 'dificuldade'],
    );
  });

  it('reports an import per row with the file line numbers, headers in any case or accent, blank lines skipped', () => {
    const table = [
      ['Treinamento', 'Tópico', 'ENUNCIADO', 'A', 'B', 'C', 'Correta', 'Dificuldade', 'Ativa'],
      ['6', 'Ética', 'Pode?', 'Sim', 'Não', '', 'b', 'facil', 'não'],
      [],
      ['6', 'Ética', 'Sem B', 'Sim', '', 'Talvez', 'A', '', ''],
      ['7', 'Ética', 'Outro treinamento', 'Sim', 'Não', '', 'A', 'Média', 'talvez'],
    ];
    const report = importReport(table, new Set([6]));
    assert.equal(report.total, 3);
    assert.equal(report.validas, 1);
    assert.deepEqual(report.questions[0], {
      id_treinamento: 6,
      topico: 'Ética',
      enunciado: 'Pode?',
      alternativas: alternatives('Sim', 'Não'),
      correta: 'B',
      explicacao: null,
      dificuldade: 'Fácil',
      ativa: false,
    });
    assert.deepEqual(
      report.erros.map((error) => [error.linha, error.campo]),
      [
        [4, 'b'],
        [5, 'treinamento'],
        [5, 'ativa'],
      ],
    );
  });

  it('refuses a file without the required columns or with no question', () => {
    assert.match(
      importReport([['topico', 'enunciado']], new Set()).erros[0]!.mensagem,
      /Faltam colunas no cabeçalho: treinamento, a, b, correta/,
    );
    assert.match(
      importReport([['treinamento', 'topico', 'enunciado', 'a', 'b', 'correta']], new Set()).erros[0]!.mensagem,
      /nenhuma questão/,
    );
  });
});
