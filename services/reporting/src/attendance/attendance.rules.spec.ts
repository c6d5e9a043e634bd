import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { parseSummaryPeriod } from '../summary/summary.rules.js';
import { attendancePercent, attendanceSummaryOf, belowMinimumOf, isBelowMinimum } from './attendance.rules.js';

describe('attendance report rules', () => {
  it('gives the percentage with one decimal, 0 without marks', () => {
    assert.equal(attendancePercent(2, 3), 66.7);
    assert.equal(attendancePercent(3, 3), 100);
    assert.equal(attendancePercent(0, 0), 0);
  });

  it('compares with the minimum exactly, without rounding first', () => {
    assert.equal(isBelowMinimum(3, 4, 75), false);
    assert.equal(isBelowMinimum(1499, 2000, 75), true);
    assert.equal(isBelowMinimum(0, 1, 0), false);
  });

  it('lists training-months by training name, then month, with the rate', () => {
    const period = parseSummaryPeriod({ from: '2026-01-01', to: '2026-02-28' }, '2026-05-05');
    const summary = attendanceSummaryOf(period, [
      { id_treinamento: 2, nome_treinamento: 'Word', month: '2026-02', marcacoes: 4, presencas: 3 },
      { id_treinamento: 1, nome_treinamento: 'Excel', month: '2026-02', marcacoes: 3, presencas: 2 },
      { id_treinamento: 1, nome_treinamento: 'Excel', month: '2026-01', marcacoes: 2, presencas: 2 },
      { id_treinamento: 9, nome_treinamento: null, month: '2026-01', marcacoes: 1, presencas: 0 },
    ]);
    assert.deepEqual(
      summary.byTrainingMonth.map((row) => [row.nome_treinamento, row.month, row.percentual]),
      [
        ['Excel', '2026-01', 100],
        ['Excel', '2026-02', 66.7],
        ['Treinamento 9', '2026-01', 0],
        ['Word', '2026-02', 75],
      ],
    );
    assert.equal(summary.granularity, 'month');
  });

  it('keeps the students below their minimum, lowest first, the class named by its description or training', () => {
    const row = {
      id_aluno: 1,
      nome_aluno: 'Bruno',
      id_turma: 10,
      desc_turma: null,
      id_treinamento: 5,
      nome_treinamento: 'Excel',
      aulas: 4,
      presencas: 2,
      frequencia_minima: 75,
    };
    const students = belowMinimumOf([
      row,
      { ...row, id_aluno: 2, nome_aluno: 'Ana', presencas: 3 },
      { ...row, id_aluno: 3, nome_aluno: null, presencas: 1, desc_turma: 'Turma A' },
      { ...row, id_aluno: 4, nome_aluno: 'Caio', presencas: 3, frequencia_minima: 80 },
    ]);
    assert.deepEqual(
      students.map((student) => [student.nome_aluno, student.nome_turma, student.percentual, student.frequencia_minima]),
      [
        ['Aluno 3', 'Turma A', 25, 75],
        ['Bruno', 'Excel', 50, 75],
        ['Caio', 'Excel', 75, 80],
      ],
    );
  });
});
