import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { WaitingListSeatedV1 } from '@treina/contracts';
import { enrolment } from '@treina/contracts/testing';
import { seatMail } from './seat-mail.js';

const seat: WaitingListSeatedV1 = enrolment(7, {
  id_status_inscricao: 1,
  nome_aluno: 'Maria <Silva>',
  nome_treinamento: 'NR-35',
  data_inicio: '2026-05-04',
  data_fim: '2026-05-08',
});

describe('the waiting-list seat e-mail', () => {
  it('names the student, the training and the class dates (DD/MM/YYYY) in Portuguese, escaping the HTML', () => {
    const mail = seatMail(seat, 'maria@treina.test');
    assert.equal(mail.to, 'maria@treina.test');
    assert.equal(mail.subject, 'Treina: sua vaga na turma de NR-35 foi confirmada');
    assert.match(mail.text, /^Olá, Maria <Silva>\./);
    assert.match(mail.text, /turma de NR-35 \(04\/05\/2026 a 08\/05\/2026\)/);
    assert.match(mail.text, /lista de espera/);
    assert.match(mail.html, /Maria &lt;Silva&gt;/);
  });
});
