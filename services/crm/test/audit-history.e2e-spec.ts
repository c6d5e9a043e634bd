import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { ADMIN, type CrmUnderTest, SALES, startCrm } from './crm-harness.js';

/** Every change of customers, services, activities (with subtasks) and activity types, in each record's history. */
describe('crm histories (audit trail)', () => {
  let crm: CrmUnderTest;
  let admin: ApiClient;
  let sales: ApiClient;

  beforeAll(async () => {
    crm = await startCrm();
    admin = await crm.as(ADMIN);
    sales = await crm.as(SALES);
  });
  afterAll(() => crm.close());

  const changesOf = (item: any) => Object.fromEntries(item.alteracoes.map((change: any) => [change.campo, [change.de, change.para]]));
  async function historyOf(path: string) {
    const answer = await admin.get(path);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as any[];
  }

  it('a customer and its service: create, change, delete, with the admin named', async () => {
    const customer = (await admin.post('/api/customer', { nome_razao: 'Maria Souza', documento: '529.982.247-25', endereco: 'Rua A' }))
      .body[0];
    assert.equal((await admin.patch(`/api/customer/${customer.id}`, { endereco: 'Rua B' })).status, 200);
    const service = (await admin.post('/api/services', { id_cliente: customer.id, id_tipo_servico: 1, data_inicio: '2026-01-01' })).body[0];
    assert.equal((await admin.patch(`/api/services/${service.id}`, { data_fim: '2026-06-30' })).status, 200);
    assert.equal((await admin.delete(`/api/services?servicesIds=${service.id}`)).status, 200);

    const customerHistory = await historyOf(`/api/customer/${customer.id}/history`);
    assert.deepEqual(
      customerHistory.map((item) => item.acao),
      ['update', 'create'],
    );
    assert.deepEqual(changesOf(customerHistory[0]), { endereco: ['Rua A', 'Rua B'] });
    assert.equal(customerHistory[0].nome_usuario, ADMIN.nome);
    const serviceHistory = await historyOf(`/api/services/${service.id}/history`);
    assert.deepEqual(
      serviceHistory.map((item) => item.acao),
      ['delete', 'update', 'create'],
    );
    assert.deepEqual(
      changesOf(serviceHistory[1]).data_fim,
      ['2027-01-01', '2026-06-30'],
      'one year from the start by default, then the date set',
    );
    assert.equal((await sales.get(`/api/customer/${customer.id}/history`)).status, 403, 'no audit permission');
    assert.equal((await admin.get('/api/customer/999999999/history')).status, 404);
    assert.equal((await admin.get('/api/services/999999999/history')).status, 404);
  });

  it('an activity: a subtask added and the status changed, in one update', async () => {
    const activity = (
      await admin.post('/api/activity', {
        titulo: 'Ligar para o cliente',
        id_tipo_atividade: 3,
        subtasks: [{ date: '2026-03-09', time: '01:00', desc: 'Pauta' }],
      })
    ).body[0];
    const answer = await admin.patch(`/api/activity/${activity.id}`, {
      id_status_atividade: 3,
      subtasks: [...activity.subtasks, { date: '2026-03-10', time: '00:30', desc: 'Retorno' }],
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const [update, create] = await historyOf(`/api/activity/${activity.id}/history`);
    assert.equal(create.acao, 'create');
    const changed = changesOf(update);
    assert.deepEqual(changed.id_status_atividade, [1, 3]);
    assert.equal(changed.subtasks[0].length, 1);
    assert.deepEqual(changed.subtasks[1].map((subtask: any) => subtask.desc).sort(), ['Pauta', 'Retorno']);
    assert.equal((await admin.get('/api/activity/999999999/history')).status, 404);
  });

  it("activities deleted together: each one's delete records its fields and subtasks as they were", async () => {
    const create = async (titulo: string, desc: string) =>
      (await admin.post('/api/activity', { titulo, id_tipo_atividade: 3, subtasks: [{ date: '2026-04-01', time: '00:15', desc }] }))
        .body[0];
    const first = await create('Primeira a apagar', 'Nota A');
    const second = await create('Segunda a apagar', 'Nota B');
    assert.equal((await admin.delete(`/api/activity?activitiesIds=${first.id},${second.id}`)).status, 200);
    for (const [activity, titulo, desc] of [
      [first, 'Primeira a apagar', 'Nota A'],
      [second, 'Segunda a apagar', 'Nota B'],
    ] as const) {
      const [deleted] = await historyOf(`/api/activity/${activity.id}/history`);
      assert.equal(deleted.acao, 'delete');
      const changed = changesOf(deleted);
      assert.deepEqual(changed.titulo, [titulo, null]);
      assert.deepEqual(
        changed.subtasks[0].map((subtask: any) => subtask.desc),
        [desc],
      );
    }
  });

  it('an activity type: created, renamed and deleted', async () => {
    const type = (await admin.post('/api/activityType', { nome: 'Visita' })).body[0];
    assert.equal((await admin.patch(`/api/activityType/${type.id}`, { nome: 'Visita técnica' })).status, 200);
    assert.equal((await admin.delete(`/api/activityType?activitiesTypesIds=${type.id}`)).status, 200);
    const history = await historyOf(`/api/activityType/${type.id}/history`);
    assert.deepEqual(
      history.map((item) => item.acao),
      ['delete', 'update', 'create'],
    );
    assert.deepEqual(changesOf(history[1]), { nome: ['Visita', 'Visita técnica'] });
  });
});
