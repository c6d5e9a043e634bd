import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { ExamBody } from '@treina/contracts';
import { examProblems } from './exam.rules.js';

const exam = (changes: Partial<ExamBody>): ExamBody => ({
  id_treinamento: 6,
  titulo: 'Simulado',
  num_questoes: 4,
  tempo_minutos: 30,
  percentual_aprovacao: 70,
  tentativas: null,
  disponivel_de: null,
  disponivel_ate: null,
  por_topico: [],
  ...changes,
});
const BANK = new Map([
  ['Ética', 3],
  ['Fundos', 2],
]);

describe('exam rules', () => {
  it('needs as many active questions as it draws, per topic when quotas are given, and quotas that add up', () => {
    assert.deepEqual(examProblems(exam({ num_questoes: 5 }), BANK), []);
    assert.match(examProblems(exam({ num_questoes: 6 }), BANK)[0]!.message, /tem 5 questões ativas: não é possível sortear 6/);
    assert.deepEqual(
      examProblems(
        exam({
          por_topico: [
            { topico: 'Ética', num_questoes: 2 },
            { topico: 'Fundos', num_questoes: 2 },
          ],
        }),
        BANK,
      ),
      [],
    );
    assert.deepEqual(
      examProblems(
        exam({
          por_topico: [
            { topico: 'Ética', num_questoes: 1 },
            { topico: 'Ações', num_questoes: 3 },
          ],
        }),
        BANK,
      ).map((p) => p.message),
      ["O tópico 'Ações' tem 0 questões ativas: não é possível sortear 3."],
    );
    assert.match(
      examProblems(exam({ por_topico: [{ topico: 'Ética', num_questoes: 1 }] }), BANK)[0]!.message,
      /soma das questões por tópico \(1\)/,
    );
    assert.match(
      examProblems(
        exam({
          por_topico: [
            { topico: 'Ética', num_questoes: 2 },
            { topico: 'Ética', num_questoes: 2 },
          ],
        }),
        BANK,
      )[0]!.message,
      /uma vez só/,
    );
  });

  it('opens the window before it closes', () => {
    assert.match(
      examProblems(exam({ disponivel_de: '2026-05-02T00:00:00Z', disponivel_ate: '2026-05-01T00:00:00Z' }), BANK)[0]!.message,
      /fim da disponibilidade/,
    );
  });
});
