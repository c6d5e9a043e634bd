// Finance's access rules as predicates and as SQL give the same answers, on PostgreSQL itself.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { UserType } from '@treina/contracts';
import { DEFAULT_POSTGRES_URL } from '@treina/nest-platform';
import pg from 'pg';
import { commissionScope, seesCommission, visibleCommissionsSql, type Viewer } from '../src/access.js';

/** Commission rows by enrolment id and seller (null: a sale nobody is recorded for). */
const ROWS = [
  { id_matricula: 1, id_usuario_venda: 7 },
  { id_matricula: 2, id_usuario_venda: 7 },
  { id_matricula: 3, id_usuario_venda: 8 },
  { id_matricula: 4, id_usuario_venda: null },
];

const VIEWERS: Array<[string, Viewer]> = [
  ['a Vendas user with sales', { id_usuario: 7, id_tipo_usuario: UserType.VENDAS }],
  ['another Vendas user', { id_usuario: 8, id_tipo_usuario: UserType.VENDAS }],
  ['a Vendas user without sales', { id_usuario: 9, id_tipo_usuario: UserType.VENDAS }],
  ...[1, 2, 4, 5].map((type): [string, Viewer] => [`a user of type ${type}`, { id_usuario: 7, id_tipo_usuario: type }]),
];

describe('finance access rules, predicate and SQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: `${process.env.POSTGRES_URL ?? DEFAULT_POSTGRES_URL}/postgres`, max: 1 });
  });
  afterAll(() => pool.end());

  /** The ids of ROWS that `sql` (named parameters, over alias c) keeps. */
  async function keptBySql(sql: string, params: Record<string, unknown>): Promise<number[]> {
    const names = Object.keys(params);
    const text = sql.replace(/(?<!:):([a-z_]\w*)/gi, (_, name: string) => `$${names.indexOf(name) + 1}`);
    const { rows } = await pool.query<{ id_matricula: number }>(
      `SELECT c.id_matricula FROM jsonb_to_recordset($${names.length + 1}::jsonb) AS c(id_matricula int, id_usuario_venda int)
        WHERE ${text} ORDER BY c.id_matricula`,
      [...names.map((name) => params[name]), JSON.stringify(ROWS)],
    );
    return rows.map((row) => row.id_matricula);
  }

  for (const [who, viewer] of VIEWERS) {
    it(`shows ${who} the same commission rows in SQL as the predicate does`, async () => {
      const visible = visibleCommissionsSql(commissionScope(viewer), 'c');
      const bySql = await keptBySql(visible?.sql ?? 'true', visible?.params ?? {});
      const byPredicate = ROWS.filter((row) => seesCommission(viewer, row)).map((row) => row.id_matricula);
      assert.deepEqual(bySql, byPredicate);
    });
  }

  it('limits a Vendas user to their own sales and shows every other type all rows', () => {
    assert.deepEqual(commissionScope({ id_usuario: 9, id_tipo_usuario: UserType.VENDAS }), { kind: 'own-sales', id_usuario_venda: 9 });
    for (const type of [1, 2, 4, 5]) assert.deepEqual(commissionScope({ id_usuario: 9, id_tipo_usuario: type }), { kind: 'all' });
  });
});
