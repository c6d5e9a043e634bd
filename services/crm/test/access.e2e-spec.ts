import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ActivityStatusId, UserType } from '@treina/contracts';
import { DEFAULT_POSTGRES_URL } from '@treina/nest-platform';
import pg from 'pg';
import { DataSource } from 'typeorm';
import {
  type ActivityActor,
  type ActivitySqlRule,
  CONSULTANT_MAY_CHANGE_SQL,
  consultantMayChangeActivity,
  consultantMayChangeParams,
  consultantOwnActivitiesScope,
  consultantReachesOwnActivities,
  type GuardedActivity,
  isOpenActivityOf,
  OPEN_ACTIVITY_OF_SQL,
  openActivityOfParams,
  salesActivitiesScope,
  salesSeesOnlySalesActivities,
} from '../src/access.js';

/** The actors every rule is asked about. */
const ACTORS: Record<string, ActivityActor> = {
  admin: { id_usuario: 1, id_tipo_usuario: UserType.ADMINISTRADOR },
  sales: { id_usuario: 2, id_tipo_usuario: UserType.VENDAS },
  consultant: { id_usuario: 3, id_tipo_usuario: UserType.CONSULTOR },
  otherConsultant: { id_usuario: 4, id_tipo_usuario: UserType.CONSULTOR },
  instructor: { id_usuario: 5, id_tipo_usuario: UserType.INSTRUTOR },
};

/** Stored activities: every owner among the actors, the sales type and others, every status. */
const ACTIVITIES: Array<GuardedActivity & { id: number }> = [];
for (const id_usuario of [1, 2, 3, 4]) {
  for (const id_tipo_atividade of [1, 2, 7]) {
    for (const id_status_atividade of [ActivityStatusId.PENDENTE, 2, ActivityStatusId.CONCLUIDO]) {
      ACTIVITIES.push({ id: ACTIVITIES.length + 1, id_usuario, id_tipo_atividade, id_status_atividade });
    }
  }
}

describe('crm access rules: each predicate and its SQL give the same answers', () => {
  let pool: pg.Pool;
  // Binds `:name` parameters the way the repositories' queries do.
  const driver = new DataSource({ type: 'postgres' }).driver;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: `${process.env.POSTGRES_URL ?? DEFAULT_POSTGRES_URL}/postgres`, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
  });

  /** The ids of ACTIVITIES the SQL condition keeps, run by PostgreSQL over `atividade a`-shaped rows; none: all of them. */
  async function keptBySql(rule: ActivitySqlRule | undefined): Promise<number[]> {
    if (!rule) return ACTIVITIES.map((activity) => activity.id);
    const rows = ACTIVITIES.map((a) => `(${a.id}, ${a.id_usuario}, ${a.id_tipo_atividade}, ${a.id_status_atividade})`).join(', ');
    const [sql, params] = driver.escapeQueryWithParameters(
      `SELECT a.id FROM (VALUES ${rows}) AS a(id, id_usuario, id_tipo_atividade, id_status_atividade) WHERE ${rule.sql} ORDER BY a.id`,
      rule.params,
    );
    return (await pool.query<{ id: number }>(sql, params)).rows.map((row) => row.id);
  }

  const keptBy = (predicate: (activity: GuardedActivity) => boolean) =>
    ACTIVITIES.filter((activity) => predicate(activity)).map((activity) => activity.id);

  for (const [name, actor] of Object.entries(ACTORS)) {
    it(`a consultant reaches only their own activities (${name})`, async () => {
      assert.deepEqual(
        await keptBySql(consultantOwnActivitiesScope(actor)),
        keptBy((a) => consultantReachesOwnActivities(actor, a)),
      );
    });

    it(`a Vendas user sees only the sales activities (${name})`, async () => {
      assert.deepEqual(
        await keptBySql(salesActivitiesScope(actor)),
        keptBy((a) => salesSeesOnlySalesActivities(actor, a)),
      );
    });

    it(`a consultant changes none of their concluded activities (${name})`, async () => {
      const rule = { sql: CONSULTANT_MAY_CHANGE_SQL, params: consultantMayChangeParams(actor) };
      assert.deepEqual(
        await keptBySql(rule),
        keptBy((a) => consultantMayChangeActivity(actor, a)),
      );
    });

    it(`an open activity is one of the user's that is not concluded (${name})`, async () => {
      const rule = { sql: OPEN_ACTIVITY_OF_SQL, params: openActivityOfParams(actor.id_usuario) };
      assert.deepEqual(
        await keptBySql(rule),
        keptBy((a) => isOpenActivityOf(actor.id_usuario, a)),
      );
    });
  }

  it('narrows anyone to the sales activities when asked, and nobody but Vendas when not', async () => {
    assert.deepEqual(
      await keptBySql(salesActivitiesScope(ACTORS.admin!, true)),
      keptBy((a) => a.id_tipo_atividade === 2),
    );
    assert.equal(salesActivitiesScope(ACTORS.admin!, false), undefined);
  });
});
