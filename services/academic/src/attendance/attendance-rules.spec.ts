import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  attendanceFigures,
  formatPercent,
  meetsAttendance,
  msgBelowMinimum,
  msgNotInClass,
  repeatedStudents,
  sessionHours,
} from './attendance-rules.js';

describe('attendance rules', () => {
  it('counts late as present and a justified absence toward the percentage, to one decimal', () => {
    assert.deepEqual(attendanceFigures({ presentes: 5, atrasados: 1, ausentes: 1, justificadas: 1 }), {
      aulas: 8,
      presencas: 6,
      faltas: 1,
      justificadas: 1,
      percentual: 87.5,
    });
    assert.equal(attendanceFigures({ presentes: 2, atrasados: 0, ausentes: 1, justificadas: 0 }).percentual, 66.7);
    assert.equal(attendanceFigures({ presentes: 0, atrasados: 0, ausentes: 0, justificadas: 0 }).percentual, 0);
  });

  it('words the certificate refusal with pt-BR percentages', () => {
    assert.equal(formatPercent(66.7), '66,7');
    assert.equal(msgBelowMinimum(66.7, 75), 'Frequência abaixo do mínimo para o certificado (66,7% de 75%).');
  });

  it('requires the minimum only of a class that records attendance', () => {
    assert.equal(meetsAttendance(false, 0, 75), true);
    assert.equal(meetsAttendance(true, 75, 75), true);
    assert.equal(meetsAttendance(true, 74.9, 75), false);
  });

  it('finds a student sent twice, and names students outside the class', () => {
    assert.deepEqual(repeatedStudents([{ id_aluno: 1 }, { id_aluno: 2 }, { id_aluno: 1 }]), [1]);
    assert.deepEqual(repeatedStudents([{ id_aluno: 1 }]), []);
    assert.equal(msgNotInClass([7]), 'O aluno 7 não está inscrito nesta turma.');
    assert.equal(msgNotInClass([7, 9]), 'Os alunos 7, 9 não estão inscritos nesta turma.');
  });

  it("measures a session's hours", () => {
    assert.equal(sessionHours('19:00', '22:00'), 3);
    assert.equal(sessionHours('08:15', '09:45'), 1.5);
  });
});
