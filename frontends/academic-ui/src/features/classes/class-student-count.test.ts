import { describe, expect, it } from '@jest/globals';
import { countedStudents, studentCountText } from './class-student-count';

describe('the class student count', () => {
  it('counts students without statuses 4 and 6, and shows - without a student list', () => {
    const alunos = [1, 2, 3, 4, 5, 6, 7, 8].map((id_inscricao) => ({ id_inscricao }));
    expect(countedStudents(alunos)).toBe(6);
    expect(studentCountText({ alunos, count_alunos: null })).toBe('6 aluno(s)');
    expect(studentCountText({ alunos, count_alunos: 6 })).toBe('6 aluno(s)');
    expect(studentCountText({ alunos: [{ id_inscricao: 4 }] })).toBe('0 aluno(s)');
    expect(studentCountText({ alunos: [] })).toBe('-');
    expect(studentCountText({ alunos: null })).toBe('-');
  });
});
