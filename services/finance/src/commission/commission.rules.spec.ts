import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { enrolment } from '@treina/contracts/testing';
import { type CommissionChange, commissionChange, commissionOutcome } from './commission.rules.js';

const KLASS = { id_treinamento: 4, nome_treinamento: 'NR-10', data_inicio: '2026-03-02', data_fim: '2026-03-06' };

describe('commission rules', () => {
  it("shows the enrolment under its class's current training and dates, its status by name and its amount to the cent", () => {
    const paid = { id_status_inscricao: 3, valor_pago: 150.5, data_hora_pagamento: '2026-02-03T10:00:00.000Z', id_usuario_venda: 7 };
    const change = commissionChange(enrolment(12, paid), KLASS);
    assert.equal(change.id_matricula, 12);
    assert.equal(change.id_treinamento, 4);
    assert.equal(change.nome_treinamento, 'NR-10');
    assert.equal(change.data_inicio, '2026-03-02');
    assert.equal(change.valor_pago, '150.5');
    assert.deepEqual(change.data_hora_pagamento, new Date('2026-02-03T10:00:00.000Z'));
    assert.equal(change.id_usuario_venda, 7);
  });

  it('shows no amount, payment or cancellation date the enrolment does not have, and keeps its commission flag', () => {
    const change = commissionChange(enrolment(12), KLASS);
    assert.equal(change.status_inscricao, 'INSCRITO');
    assert.equal(change.gera_comissao, true);
    assert.equal(change.valor_pago, null);
    assert.equal(change.data_hora_pagamento, null);
    assert.equal(change.data_hora_cancelamento, null);
  });

  it('writes the row of an applied change that generates a commission, removes it otherwise, and leaves unapplied changes alone', () => {
    const change = (id: number, gera_comissao: boolean): CommissionChange => commissionChange(enrolment(id, { gera_comissao }), KLASS);
    const changes = [change(1, true), change(2, false), change(3, true)];
    const outcome = commissionOutcome(
      changes,
      new Map([
        [1, true],
        [2, false],
      ]),
    );
    assert.deepEqual(
      outcome.written.map((row) => row.id_matricula),
      [1],
    );
    assert.deepEqual(outcome.removed, [2]);
  });
});
