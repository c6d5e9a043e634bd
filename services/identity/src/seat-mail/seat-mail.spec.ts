import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { EnrolmentStatusChangedV1 } from '@treina/contracts';
import { enrolment } from '@treina/contracts/testing';
import { isSeatFromWaitingList, seatMail } from './seat-mail.js';

const change = (anterior: number, status: number): EnrolmentStatusChangedV1 => ({
  ...enrolment(7, {
    id_status_inscricao: status,
    nome_aluno: 'Maria <Silva>',
    nome_treinamento: 'NR-35',
    data_inicio: '2026-05-04',
    data_fim: '2026-05-08',
  }),
  id_status_inscricao_anterior: anterior,
  nome_status_inscricao_anterior: '',
});

describe('the waiting-list seat e-mail', () => {
  it('is sent only for a waiting entry (9) seated as 1 Inscrito', () => {
    assert.equal(isSeatFromWaitingList(change(9, 1)), true);
    assert.equal(isSeatFromWaitingList(change(9, 4)), false);
    assert.equal(isSeatFromWaitingList(change(2, 1)), false);
  });

  it('names the student, the training and the class dates (DD/MM/YYYY) in Portuguese, escaping the HTML', () => {
    const mail = seatMail(change(9, 1), 'maria@treina.test');
    assert.equal(mail.to, 'maria@treina.test');
    assert.equal(mail.subject, 'Treina: sua vaga na turma de NR-35 foi confirmada');
    assert.match(mail.text, /^Olá, Maria <Silva>\./);
    assert.match(mail.text, /turma de NR-35 \(04\/05\/2026 a 08\/05\/2026\)/);
    assert.match(mail.text, /lista de espera/);
    assert.match(mail.html, /Maria &lt;Silva&gt;/);
  });
});
