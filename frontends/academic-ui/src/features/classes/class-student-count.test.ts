import { describe, expect, it } from '@jest/globals';
import { countedStudents, freeSeatsOf, occupiedSeats, studentCountText, waitingListOf } from './class-student-count';

describe('the class student count', () => {
  it('counts students without statuses 4, 6 and 9, and shows - without a student list', () => {
    const alunos = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id_inscricao) => ({ id_inscricao }));
    expect(countedStudents(alunos)).toBe(6);
    expect(studentCountText({ alunos, count_alunos: null })).toBe('6 aluno(s)');
    expect(studentCountText({ alunos, count_alunos: 6 })).toBe('6 aluno(s)');
    expect(studentCountText({ alunos: [{ id_inscricao: 4 }] })).toBe('0 aluno(s)');
    expect(studentCountText({ alunos: [] })).toBe('-');
    expect(studentCountText({ alunos: null })).toBe('-');
  });

  it('shows occupied/seats for a class with seats, counting only the seat-taking statuses', () => {
    const alunos = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id_inscricao) => ({ id_inscricao }));
    expect(occupiedSeats(alunos)).toBe(5);
    expect(studentCountText({ alunos, vagas: 8, vagas_livres: 3 })).toBe('5/8');
    expect(studentCountText({ alunos, vagas: 8 })).toBe('5/8');
    expect(studentCountText({ alunos: [], vagas: 20, vagas_livres: 20 })).toBe('0/20');
    expect(freeSeatsOf(6, alunos)).toBe(1);
    expect(freeSeatsOf(4, alunos)).toBe(0);
    expect(freeSeatsOf(null, alunos)).toBeNull();
  });

  it('lists the waiting list oldest first', () => {
    const entry = (id: number, id_inscricao: number, data_hora_inclusao: string) => ({ id, id_inscricao, data_hora_inclusao });
    const alunos = [entry(1, 9, '2026-03-02T10:00:00Z'), entry(2, 1, '2026-03-01T10:00:00Z'), entry(3, 9, '2026-03-01T11:00:00Z')];
    expect(waitingListOf(alunos).map((e) => e.id)).toEqual([3, 1]);
  });
});
