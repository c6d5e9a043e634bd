import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { type AcademicUnderTest, ADMIN, INSTRUCTOR, newStudent, startAcademic } from './academic-harness.js';

describe('a class history (audit trail)', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'instructor', ApiClient>;
  let training: number;

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, instructor: INSTRUCTOR });
    training = (await users.admin.post('/api/trainings', { nome_treinamento: 'Auditoria', id_status_treinamento: 1 })).body[0].id;
  });
  afterAll(() => academic.close());

  const classBody = (extra: Record<string, unknown> = {}) => ({
    id_treinamento: training,
    data_inicio: '2026-05-04',
    data_fim: '2026-05-08',
    id_periodo_turma: 1,
    id_status_turma: 1,
    desc_turma: 'Turma auditada',
    ...extra,
  });

  it('records who created and changed the class and its entries, each field before and after, newest first', async () => {
    const student = (await users.admin.post('/api/students', newStudent())).body[0].id as number;
    const created = await users.admin.post('/api/classes', classBody({ alunos: [{ id_aluno: student, id_inscricao: 1 }] }));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body[0].id as number;

    const changed = await users.admin.patch(`/api/classes/${id}`, {
      desc_turma: 'Turma auditada (maio)',
      alunos: [{ id_aluno: student, id_inscricao: 3, id_forma_pagto: 3, valor_pago: '900,00' }],
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    // A save that changes nothing leaves no entry.
    assert.equal((await users.admin.patch(`/api/classes/${id}`, { desc_turma: 'Turma auditada (maio)' })).status, 200);

    const history = await users.admin.get(`/api/classes/${id}/history`);
    assert.equal(history.status, 200, JSON.stringify(history.body));
    assert.equal(history.headers.get('x-total-count'), '2');
    const [update, create] = history.body;
    assert.equal(update.acao, 'update');
    assert.equal(update.id_usuario, ADMIN.id_usuario);
    assert.equal(update.nome_usuario, ADMIN.nome);
    assert.ok(Date.parse(update.em) >= Date.parse(create.em));
    const field = (item: any, campo: string) => item.alteracoes.find((change: any) => change.campo === campo);
    assert.deepEqual(field(update, 'desc_turma'), { campo: 'desc_turma', de: 'Turma auditada', para: 'Turma auditada (maio)' });
    assert.deepEqual(field(update, `alunos[${student}].id_inscricao`), { campo: `alunos[${student}].id_inscricao`, de: 1, para: 3 });
    assert.deepEqual(field(update, `alunos[${student}].valor_pago`), { campo: `alunos[${student}].valor_pago`, de: null, para: 900 });
    assert.equal(create.acao, 'create');
    assert.deepEqual(field(create, 'id_status_turma'), { campo: 'id_status_turma', de: null, para: 1 });
    assert.deepEqual(field(create, `alunos[${student}].id_inscricao`), { campo: `alunos[${student}].id_inscricao`, de: null, para: 1 });

    const paged = await users.admin.get(`/api/classes/${id}/history?page=2&pageSize=1`);
    assert.equal(paged.headers.get('x-total-count'), '2');
    assert.deepEqual(
      paged.body.map((item: any) => item.acao),
      ['create'],
    );
  });

  it('keeps a deleted class its history, with the delete and the values it had', async () => {
    const id = (await users.admin.post('/api/classes', classBody())).body[0].id as number;
    assert.equal((await users.admin.delete(`/api/classes?classesIds=${id}`)).status, 200);
    const history = await users.admin.get(`/api/classes/${id}/history`);
    assert.equal(history.status, 200);
    assert.equal(history.body[0].acao, 'delete');
    assert.deepEqual(
      history.body[0].alteracoes.find((change: any) => change.campo === 'desc_turma'),
      { campo: 'desc_turma', de: 'Turma auditada', para: null },
    );
  });

  it('answers 403 without the audit permission, 404 for a class that never was, 400 for an unknown parameter', async () => {
    const id = (await users.admin.post('/api/classes', classBody())).body[0].id as number;
    assert.equal((await users.instructor.get(`/api/classes/${id}/history`)).status, 403);
    const missing = await users.admin.get('/api/classes/999999999/history');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.statusMsg, 'Turma não encontrada.');
    assert.equal((await users.admin.get(`/api/classes/${id}/history?sort=em`)).status, 400);
  });
});

describe('the history of trainings, materials and students (audit trail)', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'instructor', ApiClient>;

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, instructor: INSTRUCTOR });
  });
  afterAll(() => academic.close());

  const changesOf = (item: any) => Object.fromEntries(item.alteracoes.map((change: any) => [change.campo, [change.de, change.para]]));

  it('a training: create, rename and new materials, delete', async () => {
    const material = (await users.admin.post('/api/materials', { nome_material: 'Apostila' })).body[0].id as number;
    const id = (await users.admin.post('/api/trainings', { nome_treinamento: 'Excel', id_status_treinamento: 1 })).body[0].id as number;
    assert.equal((await users.admin.patch(`/api/trainings/${id}`, { nome_treinamento: 'Excel 365', id_material: [material] })).status, 200);
    assert.equal((await users.admin.delete(`/api/trainings?trainingsIds=${id}`)).status, 200);
    const history = await users.admin.get(`/api/trainings/${id}/history`);
    assert.equal(history.status, 200);
    assert.deepEqual(
      history.body.map((item: any) => item.acao),
      ['delete', 'update', 'create'],
    );
    assert.deepEqual(changesOf(history.body[1]), { nome_treinamento: ['Excel', 'Excel 365'], id_material: [[], [material]] });
    assert.equal(history.body[1].nome_usuario, ADMIN.nome);
    assert.equal((await users.instructor.get(`/api/trainings/${id}/history`)).status, 403);
    assert.equal((await users.admin.get('/api/trainings/999999999/history')).status, 404);
  });

  it('a material: create and rename', async () => {
    const id = (await users.admin.post('/api/materials', { nome_material: 'Guia' })).body[0].id as number;
    assert.equal((await users.admin.patch(`/api/materials/${id}`, { nome_material: 'Guia rápido' })).status, 200);
    const history = await users.admin.get(`/api/materials/${id}/history`);
    assert.deepEqual(changesOf(history.body[0]), { nome_material: ['Guia', 'Guia rápido'] });
    assert.equal(history.body[1].acao, 'create');
    assert.equal((await users.admin.get('/api/materials/999999999/history')).status, 404);
  });

  it('a student: fields and interests, and a delete that keeps what the student was', async () => {
    const training = (await users.admin.post('/api/trainings', { nome_treinamento: 'Word', id_status_treinamento: 1 })).body[0]
      .id as number;
    const id = (await users.admin.post('/api/students', newStudent({ telefone: '(11) 90000-0001' }))).body[0].id as number;
    assert.equal((await users.admin.patch(`/api/students/${id}`, { telefone: '(11) 90000-0002', interesses: [training] })).status, 200);
    // The same values again change nothing and leave no entry.
    assert.equal((await users.admin.patch(`/api/students/${id}`, { telefone: '(11) 90000-0002', interesses: [training] })).status, 200);
    assert.equal((await users.admin.delete(`/api/students?studentsIds=${id}`)).status, 200);
    const history = await users.admin.get(`/api/students/${id}/history`);
    assert.equal(history.headers.get('x-total-count'), '3');
    assert.deepEqual(changesOf(history.body[1]), { telefone: ['(11) 90000-0001', '(11) 90000-0002'], interesses: [[], [training]] });
    assert.equal(changesOf(history.body[0]).telefone[0], '(11) 90000-0002', 'the delete keeps the values it removed');
    assert.equal((await users.admin.get('/api/students/999999999/history')).status, 404);
  });
});
