// Reporting's access rules as predicates and as SQL count the same facts, on the migrated matricula_fato.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { UserType } from '@treina/contracts';
import { migrate } from '@treina/nest-platform';
import { createTestDatabase, type TestDatabase } from '@treina/nest-platform/testing';
import pg from 'pg';
import {
  COUNTED_FACTS_SQL,
  countedAttemptsSql,
  countedMarksSql,
  countsAttempt,
  countsFact,
  countsMarks,
  dashboardSeller,
  type Viewer,
} from '../src/access.js';
import { reportingDatabaseOptions } from '../src/database/data-source.js';

/** Facts by enrolment id and seller (null: no seller recorded). */
const SELLERS: Record<number, number | null> = { 1: 7, 2: 7, 3: 8, 4: null };

const CASES: Array<[string, Viewer]> = [
  ['a Vendas user with sales', { id_usuario: 7, id_tipo_usuario: UserType.VENDAS }],
  ['another Vendas user', { id_usuario: 8, id_tipo_usuario: UserType.VENDAS }],
  ['a Vendas user without sales', { id_usuario: 9, id_tipo_usuario: UserType.VENDAS }],
  ['an administrator', { id_usuario: 7, id_tipo_usuario: UserType.ADMINISTRADOR }],
  ['a user of type 2', { id_usuario: 7, id_tipo_usuario: 2 }],
  ['an instructor', { id_usuario: 7, id_tipo_usuario: 4 }],
  ['a consultant', { id_usuario: 7, id_tipo_usuario: 5 }],
];

describe('reporting access rules, predicate and SQL', () => {
  let db: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    db = await createTestDatabase('reporting_access');
    await migrate(reportingDatabaseOptions(db.url));
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    for (const [id, seller] of Object.entries(SELLERS))
      await client.query(
        `INSERT INTO matricula_fato (id_matricula, sequence, id_turma, id_treinamento, nome_treinamento, id_aluno,
           id_status_inscricao, nome_status_inscricao, data_hora_inclusao, id_usuario_venda)
         VALUES ($1, 1, 1, 1, 'T', $1, 1, 'Inscrito', now(), $2)`,
        [Number(id), seller],
      );
  });
  afterAll(async () => {
    await client.end();
    await db.drop();
  });

  for (const [who, viewer] of CASES) {
    it(`counts for ${who} the same students' attendance marks in SQL as the predicate does`, async () => {
      // Student n has entry n in class 1 (SELLERS); student 5 has none.
      const { rows } = await client.query<{ id_aluno: number }>(
        `SELECT v.id_aluno FROM (VALUES (1), (2), (3), (4), (5)) AS v(id_aluno)
          WHERE ${countedMarksSql('v.id_aluno', '1').replaceAll(':seller', '$1')} ORDER BY v.id_aluno`,
        [dashboardSeller(viewer)],
      );
      const byPredicate = [1, 2, 3, 4, 5].filter((student) => countsMarks(viewer, student in SELLERS ? [SELLERS[student] ?? null] : []));
      assert.deepEqual(
        rows.map((row) => row.id_aluno),
        byPredicate,
      );
    });

    it(`counts for ${who} the same students' practice-exam attempts in SQL as the predicate does`, async () => {
      // Student n has entry n in training 1 (SELLERS); student 5 has none.
      const { rows } = await client.query<{ id_aluno: number }>(
        `SELECT v.id_aluno FROM (VALUES (1), (2), (3), (4), (5)) AS v(id_aluno)
          WHERE ${countedAttemptsSql('v.id_aluno', '1').replaceAll(':seller', '$1')} ORDER BY v.id_aluno`,
        [dashboardSeller(viewer)],
      );
      const byPredicate = [1, 2, 3, 4, 5].filter((student) => countsAttempt(viewer, student in SELLERS ? [SELLERS[student] ?? null] : []));
      assert.deepEqual(
        rows.map((row) => row.id_aluno),
        byPredicate,
      );
    });

    it(`counts for ${who} the same facts in SQL as the predicate does`, async () => {
      const { rows } = await client.query<{ id_matricula: number }>(
        `SELECT id_matricula FROM matricula_fato WHERE ${COUNTED_FACTS_SQL.replaceAll(':seller', '$1')} ORDER BY id_matricula`,
        [dashboardSeller(viewer)],
      );
      const byPredicate = Object.entries(SELLERS)
        .filter(([, seller]) => countsFact(viewer, { id_usuario_venda: seller }))
        .map(([id]) => Number(id));
      assert.deepEqual(
        rows.map((row) => row.id_matricula),
        byPredicate,
      );
    });
  }

  it('scopes a Vendas user to their own sales and shows everyone else the school', () => {
    assert.equal(dashboardSeller({ id_usuario: 7, id_tipo_usuario: UserType.VENDAS }), 7);
    assert.equal(dashboardSeller({ id_usuario: 7, id_tipo_usuario: UserType.ADMINISTRADOR }), null);
  });
});
