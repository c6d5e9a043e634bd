import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { UserType } from '@treina/contracts';
import { sqlConditionProbe } from '@treina/nest-platform/testing';
import {
  ACTIVE_USER_SQL,
  type GuardedUser,
  isActiveUser,
  MAY_BECOME_STUDENT_LOGIN_SQL,
  MAY_DEACTIVATE_SQL,
  MAY_EDIT_USER_SQL,
  MAY_READ_PERMISSIONS_SQL,
  mayBecomeStudentLogin,
  mayBecomeStudentLoginParams,
  mayDeactivate,
  mayEditUser,
  mayEditUserParams,
  mayReadPermissionsOf,
  mayReadPermissionsParams,
  RESET_TOKEN_USABLE_SQL,
  resetTokenUsable,
  type UserActor,
} from '../src/access.js';

const ACTORS: Record<string, UserActor> = {
  manager: { id_usuario: 1, permissions: ['user', 'user_update'] },
  reader: { id_usuario: 2, permissions: ['user'] },
  plain: { id_usuario: 3, permissions: ['activities'] },
  student: { id_usuario: 4, permissions: [] },
};

/** Stored accounts: each actor's own and others, active or not, staff and students linked or not. */
const USERS: Array<GuardedUser & { id: number }> = [
  { id: 1, id_usuario: 1, status: true, id_tipo_usuario: UserType.ADMINISTRADOR, id_aluno: null },
  { id: 2, id_usuario: 2, status: true, id_tipo_usuario: UserType.VENDAS, id_aluno: null },
  { id: 3, id_usuario: 3, status: false, id_tipo_usuario: UserType.CONSULTOR, id_aluno: null },
  { id: 4, id_usuario: 4, status: true, id_tipo_usuario: UserType.ALUNO, id_aluno: 501 },
  { id: 5, id_usuario: 5, status: true, id_tipo_usuario: UserType.ALUNO, id_aluno: null },
  { id: 6, id_usuario: 6, status: false, id_tipo_usuario: UserType.ALUNO, id_aluno: 502 },
  { id: 7, id_usuario: 7, status: true, id_tipo_usuario: UserType.INSTRUTOR, id_aluno: 501 },
];

const NOW = new Date('2030-01-01T12:00:00Z');
const TOKENS = [
  { id: 1, usado_em: null, expira_em: new Date(NOW.getTime() + 60_000) },
  { id: 2, usado_em: null, expira_em: NOW },
  { id: 3, usado_em: null, expira_em: new Date(NOW.getTime() - 1) },
  { id: 4, usado_em: new Date(NOW.getTime() - 60_000), expira_em: new Date(NOW.getTime() + 60_000) },
];

describe('identity access rules: each predicate and its SQL give the same answers', () => {
  const probe = sqlConditionProbe();

  /** The USERS the condition keeps, over `usuario u`-shaped rows. */
  function usersKeptBySql(condition: string, params: Record<string, unknown> = {}): Promise<number[]> {
    const columns = { id: 'int', id_usuario: 'int', status: 'boolean', id_tipo_usuario: 'int', id_aluno: 'int' };
    return probe.keptIds({ alias: 'u', columns, rows: USERS }, condition, params);
  }

  const usersKeptBy = (predicate: (user: GuardedUser) => boolean) => USERS.filter((user) => predicate(user)).map((user) => user.id);

  for (const [name, actor] of Object.entries(ACTORS)) {
    it(`a manager edits any account, anyone else only their own (${name})`, async () => {
      assert.deepEqual(
        await usersKeptBySql(MAY_EDIT_USER_SQL, mayEditUserParams(actor)),
        usersKeptBy((u) => mayEditUser(actor, u)),
      );
    });

    it(`nobody deactivates their own account (${name})`, async () => {
      assert.deepEqual(
        await usersKeptBySql(MAY_DEACTIVATE_SQL, { actorId: actor.id_usuario }),
        usersKeptBy((u) => mayDeactivate(actor, u)),
      );
    });

    it(`one's own permissions are one's to read, anyone else's need 'user' (${name})`, async () => {
      assert.deepEqual(
        await usersKeptBySql(MAY_READ_PERMISSIONS_SQL, mayReadPermissionsParams(actor)),
        usersKeptBy((u) => mayReadPermissionsOf(actor, u)),
      );
    });
  }

  it('only an active account logs in, gets a reset link or receives permissions', async () => {
    assert.deepEqual(await usersKeptBySql(ACTIVE_USER_SQL), usersKeptBy(isActiveUser));
  });

  for (const studentId of [501, 502, 503]) {
    it(`a student's login takes over only an unlinked or its own student account (student ${studentId})`, async () => {
      assert.deepEqual(
        await usersKeptBySql(MAY_BECOME_STUDENT_LOGIN_SQL, mayBecomeStudentLoginParams(studentId)),
        usersKeptBy((u) => mayBecomeStudentLogin(u, studentId)),
      );
    });
  }

  it('a reset token works once, until it expires', async () => {
    const columns = { id: 'int', usado_em: 'timestamptz', expira_em: 'timestamptz' };
    const kept = await probe.keptIds({ alias: 't', columns, rows: TOKENS }, RESET_TOKEN_USABLE_SQL, { now: NOW });
    assert.deepEqual(
      kept,
      TOKENS.filter((t) => resetTokenUsable(t, NOW)).map((t) => t.id),
    );
    assert.deepEqual(kept, [1, 2]);
  });
});
