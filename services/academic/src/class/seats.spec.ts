import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { EnrolmentState } from './enrolment.columns.js';
import { cciOf, type EnrolmentPlan, EnrolmentRuleError, planEnrolments } from './enrolment-state-machine.js';
import {
  assertSeats,
  freeSeats,
  isSeatFromWaitingList,
  MSG_NO_SEATS,
  msgSeatsBelowOccupied,
  occupiedSeats,
  promoteWaitingList,
  waitingList,
} from './seats.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));

function entry(id_aluno: number, id_status: number, inclusion = day(id_aluno)): EnrolmentState {
  return {
    id: 100 + id_aluno,
    id_aluno,
    id_status,
    id_forma_pagto: null,
    valor_pago: null,
    cod_pagto: null,
    gera_comissao: true,
    libera_conteudo: false,
    id_status_contrato_aluno: null,
    cci: cciOf(inclusion),
    data_hora_inclusao: inclusion,
    data_hora_pagamento: null,
    data_hora_cancelamento: id_status === 4 || id_status === 5 || id_status === 6 ? day(20) : null,
    id_turma_origem: null,
    parcelas: 1,
    desconto: null,
    primeiro_vencimento: null,
  };
}

/** The plan of a save that sends `requested` (student, status) over the stored entries. */
function plan(stored: EnrolmentState[], requested: Array<[number, number]>): EnrolmentPlan {
  return planEnrolments({
    classStatusBefore: 1,
    classStatusAfter: 1,
    stored,
    requested: requested.map(([id_aluno, id_status]) => ({ id_aluno, id_status })),
    transfers: () => ({ requests: [], hasEarlierTransfer: false }),
    now: NOW,
  });
}

const refusal = (run: () => void): string => {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof EnrolmentRuleError);
    return error.message;
  }
  return 'no refusal';
};

describe('seats', () => {
  it('counts only the seat-taking statuses 1, 2, 3, 7 and 8 as occupied', () => {
    const states = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((status) => entry(status, status));
    assert.equal(occupiedSeats(states), 5);
    assert.equal(freeSeats(7, states), 2);
    assert.equal(freeSeats(3, states), 0);
    assert.equal(freeSeats(null, states), null);
  });

  it('refuses a new seat-taking entry in a full class with the waiting-list message, and takes it on the waiting list', () => {
    const stored = [entry(1, 1), entry(2, 3)];
    assert.equal(
      refusal(() =>
        assertSeats(
          2,
          stored,
          plan(stored, [
            [1, 1],
            [2, 3],
            [3, 1],
          ]),
        ),
      ),
      MSG_NO_SEATS,
    );
    assert.equal(MSG_NO_SEATS, 'Turma sem vagas disponíveis. Adicione o aluno à Lista de Espera.');
    assert.doesNotThrow(() =>
      assertSeats(
        2,
        stored,
        plan(stored, [
          [1, 1],
          [2, 3],
          [3, 9],
        ]),
      ),
    );
    assert.doesNotThrow(() =>
      assertSeats(
        null,
        stored,
        plan(stored, [
          [1, 1],
          [2, 3],
          [3, 1],
        ]),
      ),
    );
  });

  it('refuses moving a waiting or cancelled entry to a seat-taking status when the class is full', () => {
    const stored = [entry(1, 1), entry(2, 9), entry(3, 4)];
    assert.equal(
      refusal(() =>
        assertSeats(
          1,
          stored,
          plan(stored, [
            [1, 1],
            [2, 2],
            [3, 4],
          ]),
        ),
      ),
      MSG_NO_SEATS,
    );
    assert.equal(
      refusal(() =>
        assertSeats(
          1,
          stored,
          plan(stored, [
            [1, 1],
            [2, 9],
            [3, 3],
          ]),
        ),
      ),
      MSG_NO_SEATS,
    );
    // A seat freed in the same save may be taken by another entry.
    assert.doesNotThrow(() =>
      assertSeats(
        1,
        stored,
        plan(stored, [
          [1, 4],
          [2, 2],
          [3, 4],
        ]),
      ),
    );
  });

  it('refuses seats lowered below the seated students with its own message', () => {
    const stored = [entry(1, 1), entry(2, 3), entry(3, 8), entry(4, 9)];
    const unchanged = plan(stored, [
      [1, 1],
      [2, 3],
      [3, 8],
      [4, 9],
    ]);
    assert.equal(
      refusal(() => assertSeats(2, stored, unchanged)),
      msgSeatsBelowOccupied(2, 3),
    );
    assert.match(msgSeatsBelowOccupied(2, 3), /^Não é possível reduzir as vagas da turma para 2: 3 aluno\(s\) já ocupam vagas/);
    assert.doesNotThrow(() => assertSeats(3, stored, unchanged));
  });

  it('orders the waiting list by inclusion time, oldest first', () => {
    const states = [entry(1, 9, day(5)), entry(2, 1, day(1)), entry(3, 9, day(2)), entry(4, 9, day(9))];
    assert.deepEqual(
      waitingList(states).map((state) => state.id_aluno),
      [3, 1, 4],
    );
  });

  it('seats the oldest waiting entry as 1 Inscrito when a student is cancelled', () => {
    const stored = [entry(1, 1), entry(2, 3), entry(3, 9, day(8)), entry(4, 9, day(4))];
    const saved = plan(stored, [
      [1, 4],
      [2, 3],
      [3, 9],
      [4, 9],
    ]);
    const { plan: promoted, promoted: seated } = promoteWaitingList(2, stored, saved, NOW);
    assert.deepEqual(
      seated.map((state) => state.id_aluno),
      [4],
    );
    const byStudent = new Map(promoted.changed.map((change) => [change.before.id_aluno, change]));
    assert.equal(byStudent.get(1)!.after.id_status, 4);
    assert.equal(byStudent.get(4)!.after.id_status, 1);
    assert.equal(byStudent.get(4)!.statusChanged, true);
    assert.deepEqual(byStudent.get(4)!.fields, ['id_inscricao']);
    assert.equal(byStudent.has(3), false, 'the younger waiting entry keeps waiting');
  });

  it('seats as many waiting entries as seats freed, and every one when the limit is removed', () => {
    const stored = [entry(1, 1), entry(2, 9), entry(3, 9), entry(4, 9)];
    const none = plan(stored, [
      [1, 1],
      [2, 9],
      [3, 9],
      [4, 9],
    ]);
    assert.deepEqual(
      promoteWaitingList(3, stored, none, NOW).promoted.map((state) => state.id_aluno),
      [2, 3],
    );
    assert.deepEqual(
      promoteWaitingList(null, stored, none, NOW).promoted.map((state) => state.id_aluno),
      [2, 3, 4],
    );
    assert.deepEqual(promoteWaitingList(1, stored, none, NOW).plan, none, 'a full class seats nobody');
  });

  it('seats a student sent to the waiting list while a seat is free', () => {
    const stored = [entry(1, 1)];
    const { plan: promoted } = promoteWaitingList(
      2,
      stored,
      plan(stored, [
        [1, 1],
        [2, 9],
      ]),
      NOW,
    );
    assert.equal(promoted.created[0]!.id_status, 1);
  });

  it('tells a waiting entry seated as 1 Inscrito (9 -> 1), by the promotion or by a user, from every other change', () => {
    const stored = [entry(1, 1), entry(2, 9), entry(3, 9)];
    const promoted = promoteWaitingList(
      1,
      stored,
      plan(stored, [
        [1, 4],
        [2, 9],
        [3, 9],
      ]),
      NOW,
    ).plan;
    const byStudent = new Map(promoted.changed.map((change) => [change.before.id_aluno, change]));
    assert.equal(isSeatFromWaitingList(byStudent.get(2)!), true, 'seated by the promotion');
    assert.equal(isSeatFromWaitingList(byStudent.get(1)!), false, 'the cancelled one');

    const [byUser] = plan([entry(4, 9)], [[4, 1]]).changed;
    assert.equal(isSeatFromWaitingList(byUser!), true, 'seated by a user');
    const change = (before: number, after: number) => ({ before: entry(5, before), after: entry(5, after) });
    assert.equal(isSeatFromWaitingList(change(9, 4)), false);
    assert.equal(isSeatFromWaitingList(change(9, 2)), false);
    assert.equal(isSeatFromWaitingList(change(2, 1)), false);
    assert.equal(isSeatFromWaitingList(change(1, 1)), false);
  });
});
