import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { countsAttempt } from '../access.js';
import { examSummaryOf } from './exam.rules.js';

describe('practice-exam report rules', () => {
  it('gives each training its average grade and pass rate with one decimal, trainings by name', () => {
    const summary = examSummaryOf({ from: '2026-01-01', to: '2026-01-31' }, [
      { id_treinamento: 2, nome_treinamento: 'CPA-20', tentativas: 3, alunos: 2, soma_notas: '200.00', aprovadas: 2 },
      { id_treinamento: 1, nome_treinamento: 'CPA-10', tentativas: 1, alunos: 1, soma_notas: '70', aprovadas: 1 },
      { id_treinamento: 9, nome_treinamento: null, tentativas: 2, alunos: 1, soma_notas: '0', aprovadas: 0 },
    ]);
    assert.deepEqual(summary, {
      from: '2026-01-01',
      to: '2026-01-31',
      byTraining: [
        { id_treinamento: 1, nome_treinamento: 'CPA-10', tentativas: 1, alunos: 1, media: 70, aprovadas: 1, percentual_aprovacao: 100 },
        { id_treinamento: 2, nome_treinamento: 'CPA-20', tentativas: 3, alunos: 2, media: 66.7, aprovadas: 2, percentual_aprovacao: 66.7 },
        { id_treinamento: 9, nome_treinamento: 'Treinamento 9', tentativas: 2, alunos: 1, media: 0, aprovadas: 0, percentual_aprovacao: 0 },
      ],
    });
  });

  it("counts a seller's students' attempts only for that seller, every attempt for everyone else", () => {
    assert.equal(countsAttempt({ id_usuario: 3, id_tipo_usuario: 3 }, [4, 3]), true);
    assert.equal(countsAttempt({ id_usuario: 3, id_tipo_usuario: 3 }, [4, null]), false);
    assert.equal(countsAttempt({ id_usuario: 1, id_tipo_usuario: 1 }, []), true);
  });
});
