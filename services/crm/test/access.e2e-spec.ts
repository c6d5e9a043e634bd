import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ActivityStatusId, UserType } from '@treina/contracts';
import { sqlConditionProbe } from '@treina/nest-platform/testing';
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
  const probe = sqlConditionProbe();

  /** The ids of ACTIVITIES the SQL condition keeps, over `atividade a`-shaped rows; none: all of them. */
  async function keptBySql(rule: ActivitySqlRule | undefined): Promise<number[]> {
    if (!rule) return ACTIVITIES.map((activity) => activity.id);
    const columns = { id: 'int', id_usuario: 'int', id_tipo_atividade: 'int', id_status_atividade: 'int' };
    return probe.keptIds({ alias: 'a', columns, rows: ACTIVITIES }, rule.sql, rule.params);
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
