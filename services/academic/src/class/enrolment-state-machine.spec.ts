import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { isTakenStatus } from '../common/enrolment-statuses.js';
import type { EnrolmentState, EntryRequest } from './enrolment.columns.js';
import {
  cciOf,
  EnrolmentRuleError,
  MSG_CHOOSE_ORIGIN,
  MSG_DUPLICATE_STUDENT,
  MSG_FINISHED_CLASS,
  MSG_NEW_STATUS,
  MSG_NO_TRANSFER_REQUEST,
  MSG_WRONG_ORIGIN,
  planEnrolments,
  studentsWithTakenChange,
  type TransferContext,
} from './enrolment-state-machine.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const EARLIER = new Date('2026-01-05T09:30:00.000Z');
const PAID_EARLIER = new Date('2026-01-06T10:00:00.000Z');
const NO_TRANSFERS: TransferContext = { requests: [], hasEarlierTransfer: false };

function stored(id_aluno: number, changes: Partial<EnrolmentState> = {}): EnrolmentState {
  return {
    id: 100 + id_aluno,
    id_aluno,
    id_status: 1,
    id_forma_pagto: null,
    valor_pago: null,
    cod_pagto: null,
    gera_comissao: true,
    libera_conteudo: false,
    id_status_contrato_aluno: null,
    cci: cciOf(EARLIER),
    data_hora_inclusao: EARLIER,
    data_hora_pagamento: null,
    data_hora_cancelamento: null,
    id_turma_origem: null,
    parcelas: 1,
    desconto: null,
    primeiro_vencimento: null,
    ...changes,
  };
}

/** A status-6 request of the student in class `id_turma`, with payment data to copy. */
function request(id_turma: number, changes: Partial<EnrolmentState> = {}) {
  return {
    id_turma,
    state: stored(1, {
      id: 900 + id_turma,
      id_status: 6,
      id_forma_pagto: 3,
      valor_pago: 1500,
      cod_pagto: `PIX-${id_turma}`,
      gera_comissao: false,
      libera_conteudo: true,
      data_hora_cancelamento: NOW,
      cci: `cci${id_turma}`,
      ...changes,
    }),
  };
}

function plan(options: {
  stored?: EnrolmentState[];
  requested: EntryRequest[];
  before?: number | null;
  after?: number;
  transfers?: TransferContext;
}) {
  return planEnrolments({
    classStatusBefore: options.before === undefined ? 1 : options.before,
    classStatusAfter: options.after ?? 1,
    stored: options.stored ?? [],
    requested: options.requested,
    transfers: () => options.transfers ?? NO_TRANSFERS,
    now: NOW,
  });
}

function refusal(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof EnrolmentRuleError, `expected a rule error, got ${String(error)}`);
    return error.message;
  }
  assert.fail('the change was accepted');
}

describe('enrolment state machine: new entries', () => {
  for (const status of [1, 2, 3, 7, 8, 9]) {
    it(`accepts status ${status} for a new student`, () => {
      const transfers = { requests: [request(50)], hasEarlierTransfer: false };
      assert.equal(plan({ requested: [{ id_aluno: 1, id_status: status }], transfers }).created.length, 1);
    });
  }
  for (const status of [4, 5, 6]) {
    it(`refuses status ${status} for a new student`, () => {
      assert.equal(
        refusal(() => plan({ requested: [{ id_aluno: 1, id_status: status }] })),
        MSG_NEW_STATUS,
      );
    });
  }

  it('sets the inclusion time now, the cci from it in base 36, commission on and content off by default', () => {
    const [entry] = plan({ requested: [{ id_aluno: 1, id_status: 1 }] }).created;
    assert.equal(entry!.data_hora_inclusao.getTime(), NOW.getTime());
    assert.equal(entry!.cci, Date.parse(NOW.toISOString()).toString(36));
    assert.equal(entry!.gera_comissao, true);
    assert.equal(entry!.libera_conteudo, false);
    assert.equal(entry!.data_hora_pagamento, null);
    assert.equal(entry!.data_hora_cancelamento, null);
  });

  it('sets the payment time now when a student is added with status 3', () => {
    const [entry] = plan({ requested: [{ id_aluno: 1, id_status: 3, valor_pago: 200 }] }).created;
    assert.equal(entry!.data_hora_pagamento?.getTime(), NOW.getTime());
  });

  it('keeps the payment data and flags the form sent', () => {
    const [entry] = plan({
      requested: [
        {
          id_aluno: 1,
          id_status: 2,
          id_forma_pagto: 1,
          valor_pago: 99.9,
          cod_pagto: 'B-1',
          gera_comissao: false,
          libera_conteudo: true,
          id_status_contrato_aluno: 2,
        },
      ],
    }).created;
    assert.deepEqual(
      [
        entry!.id_forma_pagto,
        entry!.valor_pago,
        entry!.cod_pagto,
        entry!.gera_comissao,
        entry!.libera_conteudo,
        entry!.id_status_contrato_aluno,
      ],
      [1, 99.9, 'B-1', false, true, 2],
    );
  });

  it('refuses the same student twice in one list', () => {
    assert.equal(
      refusal(() =>
        plan({
          requested: [
            { id_aluno: 1, id_status: 1 },
            { id_aluno: 1, id_status: 2 },
          ],
        }),
      ),
      MSG_DUPLICATE_STUDENT,
    );
  });
});

describe('enrolment state machine: status changes of existing entries', () => {
  for (const status of [4, 5, 6]) {
    it(`setting ${status} clears the payment time and sets the cancellation time now`, () => {
      const [change] = plan({
        stored: [stored(1, { id_status: 3, data_hora_pagamento: PAID_EARLIER })],
        requested: [{ id_aluno: 1, id_status: status }],
      }).changed;
      assert.equal(change!.statusChanged, true);
      assert.equal(change!.after.id_status, status);
      assert.equal(change!.after.data_hora_pagamento, null);
      assert.equal(change!.after.data_hora_cancelamento?.getTime(), NOW.getTime());
    });
  }

  it('setting 3 clears the cancellation time and sets the payment time now', () => {
    const [change] = plan({
      stored: [stored(1, { id_status: 4, data_hora_cancelamento: EARLIER })],
      requested: [{ id_aluno: 1, id_status: 3 }],
    }).changed;
    assert.equal(change!.after.data_hora_cancelamento, null);
    assert.equal(change!.after.data_hora_pagamento?.getTime(), NOW.getTime());
  });

  it('setting 8 from 7 clears the cancellation time and sets the payment time now, without a new transfer', () => {
    const [change] = plan({
      stored: [stored(1, { id_status: 7, id_turma_origem: 50, valor_pago: 10 })],
      requested: [{ id_aluno: 1, id_status: 8 }],
    }).changed;
    assert.equal(change!.after.data_hora_pagamento?.getTime(), NOW.getTime());
    assert.equal(change!.after.valor_pago, 10);
    assert.equal(change!.after.id_turma_origem, 50);
  });

  it('accepts any status for an existing entry (no transition is forbidden)', () => {
    for (const [from, to] of [
      [4, 1],
      [5, 2],
      [6, 3],
      [3, 2],
      [2, 5],
    ] as const) {
      const result = plan({
        stored: [stored(1, { id_status: from, data_hora_cancelamento: from >= 4 ? EARLIER : null })],
        requested: [{ id_aluno: 1, id_status: to }],
      });
      assert.equal(result.changed[0]!.after.id_status, to);
    }
  });

  it('moving back to 1 or 2 clears the cancellation time and keeps the payment time', () => {
    const [change] = plan({
      stored: [stored(1, { id_status: 4, data_hora_cancelamento: EARLIER, data_hora_pagamento: PAID_EARLIER })],
      requested: [{ id_aluno: 1, id_status: 2 }],
    }).changed;
    assert.equal(change!.after.data_hora_cancelamento, null);
    assert.equal(change!.after.data_hora_pagamento?.getTime(), PAID_EARLIER.getTime());
  });

  it('an edit of payment data alone is a change without a status change', () => {
    const [change] = plan({
      stored: [stored(1, { id_status: 2 })],
      requested: [{ id_aluno: 1, id_status: 2, valor_pago: 300, libera_conteudo: true }],
    }).changed;
    assert.equal(change!.statusChanged, false);
    assert.deepEqual(change!.fields, ['valor_pago', 'libera_conteudo']);
  });

  it('an entry sent back unchanged is no change at all', () => {
    const entry = stored(1, { id_status: 3, data_hora_pagamento: PAID_EARLIER, valor_pago: 10 });
    const result = plan({
      stored: [entry],
      requested: [{ id_aluno: 1, id_status: 3, valor_pago: 10, gera_comissao: true, libera_conteudo: false }],
    });
    assert.deepEqual(result, { created: [], changed: [] });
  });
});

describe('enrolment state machine: removal', () => {
  it('sets status 4 and the cancellation time when a student is removed, instead of deleting', () => {
    const result = plan({
      stored: [stored(1, { id_status: 3, data_hora_pagamento: PAID_EARLIER }), stored(2)],
      requested: [{ id_aluno: 2, id_status: 1 }],
    });
    assert.equal(result.changed.length, 1);
    const change = result.changed[0]!;
    assert.equal(change.after.id_aluno, 1);
    assert.equal(change.after.id_status, 4);
    assert.equal(change.after.data_hora_cancelamento?.getTime(), NOW.getTime());
  });

  it('keeps an existing cancellation time when removing', () => {
    const [change] = plan({ stored: [stored(1, { id_status: 6, data_hora_cancelamento: EARLIER })], requested: [] }).changed;
    assert.equal(change!.after.id_status, 4);
    assert.equal(change!.after.data_hora_cancelamento?.getTime(), EARLIER.getTime());
  });

  it('removing an entry already in status 4 changes nothing', () => {
    assert.deepEqual(plan({ stored: [stored(1, { id_status: 4, data_hora_cancelamento: EARLIER })], requested: [] }), {
      created: [],
      changed: [],
    });
  });

  it('adding a removed student again updates the existing entry', () => {
    const result = plan({
      stored: [stored(1, { id_status: 4, data_hora_cancelamento: EARLIER })],
      requested: [{ id_aluno: 1, id_status: 1 }],
    });
    assert.equal(result.created.length, 0);
    assert.equal(result.changed[0]!.after.id_status, 1);
  });
});

describe('enrolment state machine: transfers', () => {
  it(`refuses 7 or 8 without a status-6 entry in another class: ${MSG_NO_TRANSFER_REQUEST}`, () => {
    for (const status of [7, 8]) {
      assert.equal(
        refusal(() => plan({ requested: [{ id_aluno: 1, id_status: status }] })),
        MSG_NO_TRANSFER_REQUEST,
      );
      assert.equal(
        refusal(() => plan({ stored: [stored(1)], requested: [{ id_aluno: 1, id_status: status }] })),
        MSG_NO_TRANSFER_REQUEST,
      );
    }
  });

  it('with exactly one request and no earlier transfer, copies payment data and inherits inclusion time, payment time and cci', () => {
    const origin = request(50, { data_hora_inclusao: EARLIER, data_hora_pagamento: null });
    const [entry] = plan({
      requested: [{ id_aluno: 1, id_status: 7, valor_pago: 1, gera_comissao: true, libera_conteudo: false }],
      transfers: { requests: [origin], hasEarlierTransfer: false },
    }).created;
    assert.deepEqual(
      [entry!.id_forma_pagto, entry!.valor_pago, entry!.cod_pagto, entry!.gera_comissao, entry!.libera_conteudo],
      [3, 1500, 'PIX-50', false, true],
    );
    assert.equal(entry!.data_hora_inclusao.getTime(), EARLIER.getTime());
    assert.equal(entry!.cci, 'cci50');
    assert.equal(entry!.data_hora_pagamento, null);
    assert.equal(entry!.id_turma_origem, 50);
  });

  it('a new 8 keeps an inherited payment time, or is paid now when the request had none', () => {
    const inherited = plan({
      requested: [{ id_aluno: 1, id_status: 8 }],
      transfers: { requests: [request(50, { data_hora_pagamento: PAID_EARLIER })], hasEarlierTransfer: false },
    });
    assert.equal(inherited.created[0]!.data_hora_pagamento?.getTime(), PAID_EARLIER.getTime());
    const fresh = plan({ requested: [{ id_aluno: 1, id_status: 8 }], transfers: { requests: [request(50)], hasEarlierTransfer: false } });
    assert.equal(fresh.created[0]!.data_hora_pagamento?.getTime(), NOW.getTime());
  });

  it('with several requests, asks for the origin class, then copies from the chosen one', () => {
    const transfers = { requests: [request(50), request(51)], hasEarlierTransfer: false };
    assert.equal(
      refusal(() => plan({ requested: [{ id_aluno: 1, id_status: 7 }], transfers })),
      MSG_CHOOSE_ORIGIN,
    );
    const [entry] = plan({ requested: [{ id_aluno: 1, id_status: 7, id_turma_origem: 51 }], transfers }).created;
    assert.equal(entry!.cod_pagto, 'PIX-51');
    assert.equal(entry!.id_turma_origem, 51);
  });

  it('with an earlier transfer, asks for the origin class even with one request', () => {
    const transfers = { requests: [request(50)], hasEarlierTransfer: true };
    assert.equal(
      refusal(() => plan({ requested: [{ id_aluno: 1, id_status: 8 }], transfers })),
      MSG_CHOOSE_ORIGIN,
    );
    assert.equal(plan({ requested: [{ id_aluno: 1, id_status: 8, id_turma_origem: 50 }], transfers }).created[0]!.cci, 'cci50');
  });

  it('refuses an origin class without a request of the student', () => {
    const transfers = { requests: [request(50)], hasEarlierTransfer: false };
    assert.equal(
      refusal(() => plan({ requested: [{ id_aluno: 1, id_status: 7, id_turma_origem: 77 }], transfers })),
      MSG_WRONG_ORIGIN,
    );
  });

  it('applies the transfer rules when an existing entry changes to 7', () => {
    const [change] = plan({
      stored: [stored(1, { id_status: 2 })],
      requested: [{ id_aluno: 1, id_status: 7 }],
      transfers: { requests: [request(50)], hasEarlierTransfer: false },
    }).changed;
    assert.equal(change!.after.id_turma_origem, 50);
    assert.equal(change!.after.cci, 'cci50');
    assert.equal(change!.after.valor_pago, 1500);
  });
});

describe('enrolment state machine: finished classes', () => {
  for (const status of [4, 5]) {
    it(`refuses any change to the students of a class in status ${status}`, () => {
      assert.equal(
        refusal(() => plan({ before: status, after: status, requested: [{ id_aluno: 1, id_status: 1 }] })),
        MSG_FINISHED_CLASS,
      );
      assert.equal(
        refusal(() => plan({ before: status, after: status, stored: [stored(1)], requested: [] })),
        MSG_FINISHED_CLASS,
      );
      assert.equal(
        refusal(() =>
          plan({ before: status, after: status, stored: [stored(1)], requested: [{ id_aluno: 1, id_status: 1, libera_conteudo: true }] }),
        ),
        MSG_FINISHED_CLASS,
      );
    });
  }

  it('refuses student changes in the save that finishes the class, and in a new finished class', () => {
    assert.equal(
      refusal(() => plan({ before: 2, after: 4, stored: [stored(1)], requested: [] })),
      MSG_FINISHED_CLASS,
    );
    assert.equal(
      refusal(() => plan({ before: null, after: 5, requested: [{ id_aluno: 1, id_status: 1 }] })),
      MSG_FINISHED_CLASS,
    );
  });

  it('takes student changes in the save that reopens a finished class (the lock follows the status the save leaves)', () => {
    const reopened = plan({
      before: 4,
      after: 2,
      stored: [stored(1)],
      requested: [
        { id_aluno: 1, id_status: 1 },
        { id_aluno: 2, id_status: 1 },
      ],
    });
    assert.equal(reopened.created.length, 1);
  });

  it('lets a finished class be saved when its students are sent back unchanged', () => {
    assert.deepEqual(plan({ before: 4, after: 4, stored: [stored(1)], requested: [{ id_aluno: 1, id_status: 1 }] }), {
      created: [],
      changed: [],
    });
  });

  for (const status of [1, 2, 3]) {
    it(`class status ${status} is active: its students may change`, () => {
      assert.equal(plan({ before: status, after: status, requested: [{ id_aluno: 1, id_status: 1 }] }).created.length, 1);
    });
  }
});

describe('enrolment state machine: trainings taken', () => {
  it('names the students whose entry entered or left the taken statuses, ascending, each once', () => {
    const changes = plan({
      stored: [
        stored(9, { id_status: 1 }),
        stored(3, { id_status: 4, data_hora_cancelamento: EARLIER }),
        stored(5, { id_status: 2 }),
        stored(7, { id_status: 4, data_hora_cancelamento: EARLIER }),
      ],
      requested: [
        { id_aluno: 9, id_status: 5 }, // taken -> refunded: leaves
        { id_aluno: 3, id_status: 3 }, // cancelled -> paid: enters
        { id_aluno: 5, id_status: 3 }, // pending -> paid: still taken
        { id_aluno: 7, id_status: 6 }, // cancelled -> transfer request: still not taken
        { id_aluno: 4, id_status: 1 }, // new, taken
      ],
    });
    assert.deepEqual(studentsWithTakenChange(changes), [3, 4, 9]);
  });

  it('a student missing from the list leaves the taken trainings (status 4); one already cancelled does not count', () => {
    const changes = plan({
      stored: [stored(2, { id_status: 3 }), stored(1, { id_status: 4, data_hora_cancelamento: EARLIER })],
      requested: [],
    });
    assert.deepEqual(studentsWithTakenChange(changes), [2]);
  });

  it('edits that keep the status, and no change at all, name nobody', () => {
    assert.deepEqual(
      studentsWithTakenChange(plan({ stored: [stored(1)], requested: [{ id_aluno: 1, id_status: 1, valor_pago: 10 }] })),
      [],
    );
    assert.deepEqual(studentsWithTakenChange({ created: [], changed: [] }), []);
  });

  it('entries cancelled, refunded, awaiting a transfer or waiting for a seat (4, 5, 6, 9) are not trainings taken; 1, 2, 3, 7 and 8 are', () => {
    for (const status of [4, 5, 6, 9]) assert.equal(isTakenStatus(status), false, `status ${status}`);
    for (const status of [1, 2, 3, 7, 8]) assert.equal(isTakenStatus(status), true, `status ${status}`);
  });
});

describe('enrolment state machine: a payment finance recorded (paidAt)', () => {
  const PAID_AT = new Date('2026-03-08T15:45:00.000Z');

  it("sets Pago with the payment's time, not the save's", () => {
    const [change] = plan({ stored: [stored(1, { id_status: 2 })], requested: [{ id_aluno: 1, id_status: 3, paidAt: PAID_AT }] }).changed;
    assert.equal(change!.after.id_status, 3);
    assert.deepEqual(change!.after.data_hora_pagamento, PAID_AT);
    assert.equal(change!.statusChanged, true);
  });

  it('reaches an entry of a finished class, which a staff change cannot', () => {
    const paid = plan({ before: 4, after: 4, stored: [stored(1)], requested: [{ id_aluno: 1, id_status: 3, paidAt: PAID_AT }] });
    assert.equal(paid.changed[0]!.after.id_status, 3);
    assert.equal(
      refusal(() => plan({ before: 4, after: 4, stored: [stored(1)], requested: [{ id_aluno: 1, id_status: 3 }] })),
      MSG_FINISHED_CLASS,
    );
  });
});

describe("enrolment state machine: an entry's instalments, discount and first due day", () => {
  it('gives a new entry one instalment, no discount and no due day unless the form says', () => {
    const [plain, planned] = plan({
      requested: [
        { id_aluno: 1, id_status: 1 },
        { id_aluno: 2, id_status: 1, parcelas: 3, desconto: '100.00', primeiro_vencimento: '2026-04-10' },
      ],
    }).created;
    assert.deepEqual([plain!.parcelas, plain!.desconto, plain!.primeiro_vencimento], [1, null, null]);
    assert.deepEqual([planned!.parcelas, planned!.desconto, planned!.primeiro_vencimento], [3, '100.00', '2026-04-10']);
  });

  it('names the changed fields for the updated event; a null count keeps the stored one', () => {
    const [change] = plan({
      stored: [stored(1, { parcelas: 2 })],
      requested: [{ id_aluno: 1, id_status: 1, parcelas: null, desconto: '50.00', primeiro_vencimento: '2026-04-10' }],
    }).changed;
    assert.deepEqual(change!.fields, ['desconto', 'primeiro_vencimento']);
    assert.equal(change!.after.parcelas, 2);
  });
});
