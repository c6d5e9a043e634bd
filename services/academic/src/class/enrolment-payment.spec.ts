import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { paymentRequest } from './enrolment-payment.js';

const paid = { pago_em: '2026-05-10T14:30:00.000Z', valor_pago: '1500.50' };

describe("finance's 'enrolment paid', as a change of the entry", () => {
  it('moves an entry awaiting payment (1, 2) to Pago at the payment time, with the amount paid', () => {
    for (const id_status of [1, 2]) {
      assert.deepEqual(paymentRequest({ id_aluno: 7, id_status, valor_pago: null }, paid), {
        id_aluno: 7,
        id_status: 3,
        paidAt: new Date('2026-05-10T14:30:00.000Z'),
        valor_pago: 1500.5,
      });
    }
  });

  it('keeps the amount the entry already holds', () => {
    assert.equal(paymentRequest({ id_aluno: 7, id_status: 2, valor_pago: 900 }, paid)!.valor_pago, 900);
  });

  it('leaves any other status alone: paid, cancelled, refunded, transfers, waiting list', () => {
    for (const id_status of [3, 4, 5, 6, 7, 8, 9]) assert.equal(paymentRequest({ id_aluno: 7, id_status, valor_pago: null }, paid), null);
  });
});
