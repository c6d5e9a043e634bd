// assessment's access rules as predicates and as SQL give the same answers, on PostgreSQL itself.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { UserType } from '@treina/contracts';
import { DEFAULT_POSTGRES_URL } from '@treina/nest-platform';
import pg from 'pg';
import { attemptScope, readsAttempt, takesAttempt, type Viewer, visibleAttemptsSql } from '../src/access.js';

/** Attempts by id and student. */
const ROWS = [
  { id: 1, id_aluno: 301 },
  { id: 2, id_aluno: 301 },
  { id: 3, id_aluno: 302 },
];

const viewer = (changes: Partial<Viewer>): Viewer => ({
  id_usuario: 1,
  id_tipo_usuario: UserType.COORDENADOR,
  id_aluno: null,
  permissions: [],
  ...changes,
});
const VIEWERS: Array<[string, Viewer]> = [
  ['a student with attempts', viewer({ id_tipo_usuario: UserType.ALUNO, id_aluno: 301 })],
  ['a student without attempts', viewer({ id_tipo_usuario: UserType.ALUNO, id_aluno: 399 })],
  ['a student account linked to no student', viewer({ id_tipo_usuario: UserType.ALUNO, permissions: ['exams'] })],
  ['a student holding the permission', viewer({ id_tipo_usuario: UserType.ALUNO, id_aluno: 302, permissions: ['exams'] })],
  ['staff with exams', viewer({ permissions: ['exams'] })],
  ['staff without exams', viewer({ permissions: ['class', 'student'] })],
];

describe('assessment access rules, predicate and SQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: `${process.env.POSTGRES_URL ?? DEFAULT_POSTGRES_URL}/postgres`, max: 1 });
  });
  afterAll(() => pool.end());

  /** The ids of ROWS that `sql` (named parameters, over alias t) keeps. */
  async function keptBySql(sql: string, params: Record<string, unknown>): Promise<number[]> {
    const names = Object.keys(params);
    const text = sql.replace(/(?<!:):([a-z_]\w*)/gi, (_, name: string) => `$${names.indexOf(name) + 1}`);
    const { rows } = await pool.query<{ id: number }>(
      `SELECT t.id FROM jsonb_to_recordset($${names.length + 1}::jsonb) AS t(id int, id_aluno int) WHERE ${text} ORDER BY t.id`,
      [...names.map((name) => params[name]), JSON.stringify(ROWS)],
    );
    return rows.map((row) => row.id);
  }

  for (const [who, user] of VIEWERS) {
    it(`${who}: the SQL keeps exactly the attempts the predicate lets them read`, async () => {
      const byPredicate = ROWS.filter((row) => readsAttempt(user, row)).map((row) => row.id);
      const visible = visibleAttemptsSql(attemptScope(user), 't');
      const bySql = visible ? await keptBySql(visible.sql, visible.params) : ROWS.map((row) => row.id);
      assert.deepEqual(bySql, byPredicate);
    });
  }

  it('lets only the attempt’s own student take it, and a student see only their own', () => {
    assert.deepEqual(
      VIEWERS.map(([, user]) => ROWS.filter((row) => takesAttempt(user, row)).map((row) => row.id)),
      [[1, 2], [], [], [3], [], []],
    );
    assert.deepEqual(
      VIEWERS.map(([, user]) => attemptScope(user).kind),
      ['own', 'own', 'none', 'own', 'all', 'none'],
    );
  });
});
