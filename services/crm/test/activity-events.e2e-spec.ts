import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ActivityRow, EventType } from '@treina/contracts';
import { type ApiClient, waitFor } from '@treina/nest-platform/testing';
import { DataSource } from 'typeorm';
import { republishActivities } from '../src/activity/activity.repository.js';
import { crmDatabaseOptions } from '../src/database/data-source.js';
import { ADMIN, CONSULTANT, type CrmUnderTest, SALES, startCrm } from './crm-harness.js';

const CUSTOM_TYPE = 3;

interface OutboxRow {
  id: string;
  type: EventType;
  payload: Record<string, unknown>;
  published: boolean;
}

describe('activity events (crm.activity.*.v1 through the outbox)', () => {
  let crm: CrmUnderTest;
  let users: Record<'admin' | 'sales' | 'consultant', ApiClient>;

  beforeAll(async () => {
    crm = await startCrm();
    users = await crm.sessions({ admin: ADMIN, sales: SALES, consultant: CONSULTANT });
    await crm.putStudent({ id_aluno: 601, nome_aluno: 'Rita Moura', revision: 1 });
    await crm.putStudent({ id_aluno: 602, nome_aluno: 'Caio Lima', revision: 1 });
  });
  afterAll(() => crm.close());

  /** The activity events written to the outbox for one activity, in order. */
  const eventsOf = (activityId: number) =>
    crm.query<OutboxRow>(
      `SELECT id::text, type, envelope->'payload' AS payload, published_at IS NOT NULL AS published
         FROM outbox_message WHERE type LIKE 'crm.activity.%' AND (envelope->'payload'->>'id_atividade')::int = $1 ORDER BY id`,
      [activityId],
    );

  async function create(client: ApiClient, body: Record<string, unknown>): Promise<ActivityRow> {
    const answer = await client.post<ActivityRow[]>('/api/activity', body);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body[0]!;
  }

  it('publishes created, updated and deleted with the student, the responsible, the status and a growing revision', async () => {
    const row = await create(users.sales, { titulo: 'Ligar para a Rita', id_tipo_atividade: 2, id_aluno: 601, data: '2026-11-18' });
    const changed = await users.sales.patch(`/api/activity/${row.id}`, { id_status_atividade: 3, titulo: 'Rita confirmou a turma' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const deleted = await users.admin.delete(`/api/activity?activitiesIds=${row.id}`);
    assert.equal(deleted.status, 200);

    const events = await eventsOf(row.id);
    assert.deepEqual(
      events.map((event) => event.type),
      ['crm.activity.created.v1', 'crm.activity.updated.v1', 'crm.activity.deleted.v1'],
    );
    assert.deepEqual(events[0]!.payload, {
      id_atividade: row.id,
      data: '2026-11-18',
      titulo: 'Ligar para a Rita',
      id_tipo_atividade: 2,
      nome_tipo_atividade: 'Contato com Aluno',
      id_usuario: SALES.id_usuario,
      nome_usuario: SALES.nome,
      id_aluno: 601,
      id_status_atividade: 1,
      nome_status_atividade: 'Pendente',
      revision: 1,
    });
    assert.deepEqual(events[1]!.payload, {
      ...events[0]!.payload,
      titulo: 'Rita confirmou a turma',
      id_status_atividade: 3,
      nome_status_atividade: 'Concluído',
      revision: 2,
    });
    assert.deepEqual(events[2]!.payload, { id_atividade: row.id, id_aluno: 601, revision: 3 });
    // The relay sends what the transactions committed.
    await waitFor('eventos publicados pelo relay', async () => (await eventsOf(row.id)).every((event) => event.published));
  });

  it('follows a change of student and a consultant activity without student (id_aluno null)', async () => {
    const row = await create(users.admin, { titulo: 'Contato', id_tipo_atividade: 2, id_aluno: 601 });
    assert.equal((await users.admin.patch(`/api/activity/${row.id}`, { id_aluno: 602 })).status, 200);
    const [, moved] = await eventsOf(row.id);
    assert.equal(moved!.payload.id_aluno, 602);
    assert.equal(moved!.payload.revision, 2);

    const own = await create(users.consultant, { titulo: 'Relatório semanal' });
    const [created] = await eventsOf(own.id);
    assert.equal(created!.payload.id_aluno, null);
    assert.equal(created!.payload.nome_usuario, CONSULTANT.nome);
  });

  it('writes no event when the change is refused (the event commits with the change or not at all)', async () => {
    const row = await create(users.sales, { titulo: 'Retorno', id_tipo_atividade: 2, id_aluno: 601 });
    const refused = await users.admin.patch(`/api/activity/${row.id}`, { id_tipo_atividade: CUSTOM_TYPE });
    assert.equal(refused.status, 409);
    const badStatus = await users.admin.patch(`/api/activity/${row.id}`, { id_status_atividade: 99 });
    assert.equal(badStatus.status, 400);
    const notAll = await users.admin.delete(`/api/activity?activitiesIds=${row.id},999999`);
    assert.equal(notAll.status, 404);
    assert.deepEqual(
      (await eventsOf(row.id)).map((event) => event.type),
      ['crm.activity.created.v1'],
    );
  });

  it('republish-activities queues one crm.activity.snapshot.v1 per activity, at its current revision', async () => {
    const row = await create(users.sales, { titulo: 'Contato de replay', id_tipo_atividade: 2, id_aluno: 602 });
    assert.equal((await users.sales.patch(`/api/activity/${row.id}`, { id_status_atividade: 3 })).status, 200);
    const [{ n: activities }] = await crm.query<{ n: number }>('SELECT count(*)::int AS n FROM atividade');

    const dataSource = await new DataSource(crmDatabaseOptions(crm.db.url)).initialize();
    try {
      assert.equal(await republishActivities(dataSource, 2), activities, 'in batches of 2, every activity once');
    } finally {
      await dataSource.destroy();
    }
    const events = await eventsOf(row.id);
    const snapshot = events.find((event) => event.type === 'crm.activity.snapshot.v1');
    const updated = events.find((event) => event.type === 'crm.activity.updated.v1');
    assert.deepEqual(snapshot?.payload, updated!.payload, 'the same state and revision as its last change');
    const [{ n: snapshots }] = await crm.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_message WHERE type = 'crm.activity.snapshot.v1'",
    );
    assert.equal(snapshots, activities);
  });
});
