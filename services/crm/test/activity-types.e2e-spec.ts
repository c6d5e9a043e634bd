import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ActivityStatusRow, ActivityTypeRow, ServiceTypeRow } from '@treina/contracts';
import type { ApiClient } from '@treina/nest-platform/testing';
import { ADMIN, CONSULTANT, type CrmUnderTest, NOBODY, SALES, startCrm } from './crm-harness.js';

describe('activity types, activity statuses and service types', () => {
  let crm: CrmUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    crm = await startCrm();
    admin = await crm.as(ADMIN);
  });
  afterAll(() => crm.close());

  it('lists the seeded types by id: 1 SYSTEM, 2 FIXED, then the CUSTOM ones, with their service type name', async () => {
    const answer = await admin.get<ActivityTypeRow[]>('/api/activitiesTypes');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.slice(0, 2), [
      { id: 1, nome: 'Atendimento Consultoria', tipo: 'SYSTEM', id_tipo_servico: 1, nome_tipo_servico: 'Consultoria' },
      { id: 2, nome: 'Contato com Aluno', tipo: 'FIXED', id_tipo_servico: 4, nome_tipo_servico: 'Treinamento Aberto' },
    ]);
    assert.ok(answer.body.slice(2).every((type) => type.tipo === 'CUSTOM'));
    assert.equal(answer.headers.get('x-total-count'), String(answer.body.length));
  });

  it('creates a type as CUSTOM whatever tipo is sent, and answers a list', async () => {
    const answer = await admin.post<ActivityTypeRow[]>('/api/activityType', {
      tipo: 'SYSTEM',
      nome: '  Visita Técnica ',
      id_tipo_servico: 3,
    });
    assert.equal(answer.status, 201);
    assert.deepEqual(answer.body, [
      { id: answer.body[0]!.id, nome: 'Visita Técnica', tipo: 'CUSTOM', id_tipo_servico: 3, nome_tipo_servico: 'Suporte' },
    ]);
    const withoutService = await admin.post<ActivityTypeRow[]>('/api/activityType', { tipo: 'CUSTOM', nome: 'Sem serviço' });
    assert.equal(withoutService.body[0]!.id_tipo_servico, null);
    assert.equal(withoutService.body[0]!.nome_tipo_servico, '');
  });

  it('renames a CUSTOM type and changes its service type, answering a list with nome_tipo_servico', async () => {
    const [type] = (await admin.post<ActivityTypeRow[]>('/api/activityType', { tipo: 'CUSTOM', nome: 'Antigo' })).body;
    const answer = await admin.patch<ActivityTypeRow[]>(`/api/activityType/${type!.id}`, { nome: 'Novo', id_tipo_servico: 2 });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, [
      { id: type!.id, nome: 'Novo', tipo: 'CUSTOM', id_tipo_servico: 2, nome_tipo_servico: 'Treinamento In Company' },
    ]);
    const cleared = await admin.patch<ActivityTypeRow[]>(`/api/activityType/${type!.id}`, { id_tipo_servico: null });
    assert.equal(cleared.body[0]!.id_tipo_servico, null);
  });

  it('never renames or deletes SYSTEM and FIXED (409), though their service type may change', async () => {
    for (const id of [1, 2]) {
      const rename = await admin.patch(`/api/activityType/${id}`, { nome: 'Outro nome' });
      assert.equal(rename.status, 409);
      assert.match(rename.body.statusMsg, /é do sistema \((SYSTEM|FIXED)\) e não pode ser renomeado\./);
      const remove = await admin.delete(`/api/activityType?activitiesTypesIds=${id}`);
      assert.equal(remove.status, 409);
      assert.match(remove.body.statusMsg, /não pode ser excluído\./);
    }
    const sameName = await admin.patch<ActivityTypeRow[]>('/api/activityType/1', { nome: 'Atendimento Consultoria', id_tipo_servico: 3 });
    assert.equal(sameName.status, 200);
    assert.equal(sameName.body[0]!.nome_tipo_servico, 'Suporte');
    await admin.patch('/api/activityType/1', { id_tipo_servico: 1 });
  });

  it('refuses to delete a type in use, naming it; deletes unused ones, all or nothing', async () => {
    const [used] = (await admin.post<ActivityTypeRow[]>('/api/activityType', { nome: 'Em uso' })).body;
    const [unused] = (await admin.post<ActivityTypeRow[]>('/api/activityType', { nome: 'Livre' })).body;
    await admin.post('/api/activity', { titulo: 'Usa o tipo', id_tipo_atividade: used!.id });
    const refused = await admin.delete(`/api/activityType?activitiesTypesIds=${unused!.id},${used!.id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.statusMsg, "O tipo de atividade 'Em uso' está em uso por 1 atividade(s) e não pode ser excluído.");
    assert.equal((await admin.delete('/api/activityType?activitiesTypesIds=999999')).status, 404);
    const deleted = await admin.delete(`/api/activityType?activitiesTypesIds=${unused!.id}`);
    assert.deepEqual(deleted.body, { status: true });
    const ids = (await admin.get<ActivityTypeRow[]>('/api/activitiesTypes')).body.map((type) => type.id);
    assert.ok(ids.includes(used!.id) && !ids.includes(unused!.id));
  });

  it('answers bad bodies and unknown references with a Portuguese 400', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/activityType', {}, "O campo 'nome' é obrigatório."],
      ['POST', '/api/activityType', { nome: 'X', id_tipo_servico: 99 }, 'Tipo de serviço inválido.'],
      ['POST', '/api/activityType', { nome: 'X', id_tipo_servico: 'um' }, "O campo 'id_tipo_servico' deve ser um número inteiro."],
      ['POST', '/api/activityType', { nome: 'X', tipo: 7 }, "O campo 'tipo' deve ser um texto."],
      ['POST', '/api/activityType', { nome: 'X', origem: 'CUSTOM' }, "O campo 'origem' não é permitido."],
      ['PATCH', '/api/activityType/3', { nome: '' }, "O campo 'nome' é obrigatório."],
      ['PATCH', '/api/activityType/3', { nome: null }, "O campo 'nome' é obrigatório."],
      ['PATCH', '/api/activityType/x', { nome: 'X' }, "O parâmetro 'id' deve ser um id numérico."],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await admin.call(method, path, body);
      assert.equal(answer.status, 400, `${method} ${path} ${JSON.stringify(body)}`);
      assert.equal(answer.body.statusMsg, message);
    }
    assert.equal((await admin.patch('/api/activityType/999999', { nome: 'X' })).status, 404);
    assert.equal((await admin.delete('/api/activityType?activitiesTypesIds=1,x')).status, 400);
  });

  it('lets activities or config holders list types; only config_create/_update/_delete change them', async () => {
    const sales = await crm.as(SALES);
    assert.equal((await sales.get('/api/activitiesTypes')).status, 200);
    assert.equal((await sales.post('/api/activityType', { nome: 'X' })).status, 403);
    assert.equal((await sales.patch('/api/activityType/3', { nome: 'X' })).status, 403);
    assert.equal((await sales.delete('/api/activityType?activitiesTypesIds=3')).status, 403);
    const configOnly = { id_usuario: 40, nome: 'Config', id_tipo_usuario: 2, permissions: ['config'] };
    await crm.putUser(configOnly);
    const config = await crm.as(configOnly);
    assert.equal((await config.get('/api/activitiesTypes')).status, 200);
    assert.equal((await config.get('/api/activitiesStatus')).status, 200);
    assert.equal((await config.get('/api/servicesTypes')).status, 200);
    assert.equal((await config.get('/api/activities')).status, 403);
    const nobody = await crm.as(NOBODY);
    for (const path of ['/api/activitiesTypes', '/api/activitiesStatus', '/api/servicesTypes'])
      assert.equal((await nobody.get(path)).status, 403, path);
    assert.equal((await (await crm.as()).get('/api/activitiesTypes')).status, 401);
  });

  it('lists the activity statuses 1 Pendente, 2 Em Andamento, 3 Concluído', async () => {
    const consultant = await crm.as(CONSULTANT);
    const answer = await consultant.get<ActivityStatusRow[]>('/api/activitiesStatus');
    assert.deepEqual(answer.body, [
      { id: 1, nome: 'Pendente' },
      { id: 2, nome: 'Em Andamento' },
      { id: 3, nome: 'Concluído' },
    ]);
    const paged = await consultant.get<ActivityStatusRow[]>('/api/activitiesStatus?page=1&pageSize=1&sort=-id');
    assert.deepEqual(paged.body, [{ id: 3, nome: 'Concluído' }]);
    assert.equal(paged.headers.get('x-total-count'), '3');
  });

  it('lists the service types', async () => {
    const answer = await (await crm.as(CONSULTANT)).get<ServiceTypeRow[]>('/api/servicesTypes');
    assert.deepEqual(
      answer.body.map((type) => type.nome),
      ['Consultoria', 'Treinamento In Company', 'Suporte', 'Treinamento Aberto'],
    );
    const searched = await admin.get<ServiceTypeRow[]>('/api/servicesTypes?q=treinamento');
    assert.equal(searched.body.length, 2);
  });
});
