import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { ApiError } from '@treina/contracts';
import {
  assertConsultantMayChangeActivity as assertMayChange,
  CONSULTANT_CONCLUDED_LOCKED,
  consultantReachesOwnActivities as mayReach,
} from '../access.js';
import {
  decideStudent,
  decideType,
  decideUser,
  FIXED_TYPE_LOCKED,
  type StoredActivity,
  STUDENT_REQUIRED,
  TYPE_REQUIRED,
} from './activity.rules.js';

const admin = { id_usuario: 1, id_tipo_usuario: 1 };
const sales = { id_usuario: 2, id_tipo_usuario: 3 };
const consultant = { id_usuario: 3, id_tipo_usuario: 5 };

const stored = (changes: Partial<StoredActivity> = {}): StoredActivity => ({
  id_usuario: 2,
  id_tipo_atividade: 4,
  tipo: 'CUSTOM',
  id_aluno: null,
  id_status_atividade: 1,
  ...changes,
});

function failure(work: () => unknown): { status: number; statusMsg: string } {
  try {
    work();
  } catch (error) {
    const answer = error as { getResponse(): ApiError; getStatus(): number };
    return { status: answer.getStatus(), statusMsg: answer.getResponse().statusMsg };
  }
  throw new Error('expected a failure');
}

describe('activity rules', () => {
  it('lets a consultant reach only their own activities, everyone else all', () => {
    assert.equal(mayReach(consultant, { id_usuario: 3 }), true);
    assert.equal(mayReach(consultant, { id_usuario: 2 }), false);
    assert.equal(mayReach(sales, { id_usuario: 1 }), true);
  });

  it("closes a consultant's concluded activity to them, not to others", () => {
    assert.deepEqual(
      failure(() => assertMayChange(consultant, stored({ id_usuario: 3, id_status_atividade: 3 }))),
      {
        status: 409,
        statusMsg: CONSULTANT_CONCLUDED_LOCKED,
      },
    );
    assertMayChange(consultant, stored({ id_usuario: 3, id_status_atividade: 2 }));
    assertMayChange(admin, stored({ id_status_atividade: 3 }));
  });

  it("forces a consultant's type to SYSTEM (1) whatever is sent", () => {
    assert.equal(decideType(consultant, 4), 1);
    assert.equal(decideType(consultant, undefined), 1);
    assert.equal(decideType(consultant, 2, stored({ id_usuario: 3, id_tipo_atividade: 5 })), 1);
  });

  it('keeps the type a FIXED activity has: the same id passes, another is a 409', () => {
    const fixed = stored({ id_tipo_atividade: 2, tipo: 'FIXED', id_aluno: 9 });
    assert.equal(decideType(admin, undefined, fixed), 2);
    assert.equal(decideType(admin, 2, fixed), 2);
    assert.deepEqual(
      failure(() => decideType(admin, 4, fixed)),
      { status: 409, statusMsg: FIXED_TYPE_LOCKED },
    );
  });

  it('asks others for a type on creation and keeps the stored one on update', () => {
    assert.equal(decideType(admin, 5), 5);
    assert.equal(decideType(admin, undefined, stored()), 4);
    assert.deepEqual(
      failure(() => decideType(admin, undefined)),
      { status: 400, statusMsg: TYPE_REQUIRED },
    );
  });

  it('makes a consultant responsible for their own activity', () => {
    assert.equal(decideUser(consultant, 'SYSTEM', 1), 3);
  });

  it('makes the current user responsible when FIXED is chosen, and keeps the user of an existing FIXED activity', () => {
    assert.equal(decideUser(admin, 'FIXED', 2), 1);
    assert.equal(decideUser(admin, 'FIXED', 7, stored()), 1);
    assert.equal(decideUser(admin, 'FIXED', 1, stored({ tipo: 'FIXED', id_tipo_atividade: 2, id_usuario: 2 })), 2);
  });

  it('lets others choose the responsible user, by default themselves or the stored one', () => {
    assert.equal(decideUser(admin, 'CUSTOM', 7), 7);
    assert.equal(decideUser(admin, 'CUSTOM', undefined), 1);
    assert.equal(decideUser(admin, 'CUSTOM', undefined, stored()), 2);
  });

  it('needs a student for FIXED only, and says when to check it', () => {
    assert.deepEqual(decideStudent('CUSTOM', 9), { id_aluno: null, verify: false });
    assert.deepEqual(decideStudent('FIXED', 9), { id_aluno: 9, verify: true });
    const fixed = stored({ tipo: 'FIXED', id_tipo_atividade: 2, id_aluno: 9 });
    assert.deepEqual(decideStudent('FIXED', undefined, fixed), { id_aluno: 9, verify: false });
    assert.deepEqual(decideStudent('FIXED', 9, fixed), { id_aluno: 9, verify: false });
    assert.deepEqual(decideStudent('FIXED', 8, fixed), { id_aluno: 8, verify: true });
    assert.deepEqual(
      failure(() => decideStudent('FIXED', undefined, stored({ id_aluno: null }))),
      { status: 400, statusMsg: STUDENT_REQUIRED },
    );
    assert.deepEqual(
      failure(() => decideStudent('FIXED', undefined)),
      { status: 400, statusMsg: STUDENT_REQUIRED },
    );
    assert.deepEqual(
      failure(() => decideStudent('FIXED', null, fixed)),
      { status: 400, statusMsg: STUDENT_REQUIRED },
    );
  });
});
