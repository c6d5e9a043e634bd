import { describe, expect, it } from '@jest/globals';
import { allPresent, attendanceBody, marksOf, marksSummary, sameMarks } from './attendance-marks';

describe('attendance marks', () => {
  const attendance = {
    aula: {} as never,
    alunos: [
      { id_aluno: 3, nome_aluno: 'Ana', presenca: 'A' as const },
      { id_aluno: 5, nome_aluno: 'João', presenca: null },
    ],
  };

  it("reads each student's mark", () => {
    expect(marksOf(attendance)).toEqual({ 3: 'A', 5: null });
  });

  it("'Marcar todos presentes' marks every student P", () => {
    expect(allPresent({ 3: 'A', 5: null })).toEqual({ 3: 'P', 5: 'P' });
  });

  it('sends only the students with a mark', () => {
    expect(attendanceBody({ 3: 'J', 5: null, 7: 'T' })).toEqual([
      { id_aluno: 3, presenca: 'J' },
      { id_aluno: 7, presenca: 'T' },
    ]);
  });

  it('sums up the marks in Portuguese', () => {
    expect(marksSummary({ 1: 'P', 2: 'P', 3: 'A', 4: null })).toBe('2 presentes · 1 ausente · 1 sem marcação');
    expect(marksSummary({ 1: 'J', 2: 'T', 3: 'T' })).toBe('1 justificada · 2 atrasados');
    expect(marksSummary({})).toBe('');
  });

  it('tells changed marks apart', () => {
    expect(sameMarks({ 1: 'P', 2: null }, { 1: 'P', 2: null })).toBe(true);
    expect(sameMarks({ 1: 'P' }, { 1: 'A' })).toBe(false);
  });
});
