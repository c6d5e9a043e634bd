import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { type AcademicUnderTest, ADMIN, fileForm, newStudent, PDF_BYTES, SALES, startAcademic } from './academic-harness.js';

describe('a student anonymised on request (erasure)', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'sales', ApiClient>;
  let training: number;

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, sales: SALES });
    training = (await users.admin.post('/api/trainings', { nome_treinamento: 'LGPD na prática', id_status_treinamento: 1 })).body[0].id;
  });
  afterAll(() => academic.close());

  const PERSONAL = {
    nome_aluno: 'Helena Privacidade',
    email: 'helena.privacidade@exemplo.com.br',
    telefone: '11912345678',
    cpf: '52998224725',
    rg: '12.345.678-9',
    data_nasc: '15/03/1990',
    endereco: 'Rua das Flores, 100',
    obs_estudante: 'Prefere contato à tarde',
    possui_login: true,
  };

  it('erases the identifying data, deletes the documents, keeps the enrolment, records it and publishes the events', async () => {
    const id = (await users.admin.post('/api/students', newStudent(PERSONAL))).body[0].id as number;
    await users.admin.patch(`/api/students/${id}`, { obs_estudante: 'Ligar só depois das 14h' });
    const uploaded = await users.admin.upload(
      '/api/students/uploadS3',
      fileForm({ studentId: String(id) }, [{ name: 'RG Helena.pdf', type: 'application/pdf', bytes: PDF_BYTES }]),
    );
    const [document] = uploaded.body.documentos as string[];
    const key = document!.split('/').pop()!;
    assert.ok(existsSync(join(academic.uploadDir, key)));
    const klass = await users.admin.post('/api/classes', {
      id_treinamento: training,
      data_inicio: '2026-06-01',
      data_fim: '2026-06-05',
      id_periodo_turma: 2,
      id_status_turma: 1,
      alunos: [{ id_aluno: id, id_inscricao: 3, id_forma_pagto: 3, valor_pago: 990, gera_comissao: true }],
    });
    assert.equal(klass.status, 201, JSON.stringify(klass.body));

    assert.equal((await users.sales.post(`/api/privacy/students/${id}/anonymise`)).status, 403);
    assert.equal((await users.admin.post('/api/privacy/students/999999/anonymise')).status, 404);
    const answer = await users.admin.post(`/api/privacy/students/${id}/anonymise`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.nome_aluno, `Titular anonimizado ${id}`);

    const row = (await users.admin.get(`/api/students?studentId=${id}`)).body[0];
    assert.equal(row.nome_aluno, `Titular anonimizado ${id}`);
    for (const field of ['email', 'telefone', 'cpf', 'rg', 'data_nasc', 'endereco', 'obs_estudante']) assert.equal(row[field], null, field);
    assert.equal(row.possui_login, false);
    assert.deepEqual(row.documentos ?? [], []);
    assert.equal(row.turmas.length, 1, 'the enrolment stays');
    assert.equal(row.turmas[0].valor_pago, 990);
    assert.ok(!existsSync(join(academic.uploadDir, key)), 'the document left the store');
    assert.equal((await users.admin.get(document!)).status, 404);
    for (const q of ['Helena', '529.982.247-25', 'helena.privacidade', '91234-5678'])
      assert.equal((await users.admin.get(`/api/students?q=${encodeURIComponent(q)}`)).headers.get('x-total-count'), '0', q);

    // The history keeps when each change happened, never the erased values; the erasure itself is its newest row.
    const history = await users.admin.get(`/api/students/${id}/history?pageSize=50`);
    assert.equal(history.status, 200);
    const text = JSON.stringify(history.body);
    for (const erased of ['Helena', 'helena', '529.982.247-25', '12.345.678-9', '1990-03-15', 'Flores', 'tarde', '14h', 'RG Helena'])
      assert.ok(!text.includes(erased), `history still holds ${erased}`);
    assert.equal(history.body[0].nome_usuario, ADMIN.nome);
    assert.deepEqual(history.body[0].alteracoes[0].campo, 'anonimizado_em');
    assert.ok(history.body.length >= 4);
    const rows = await academic.dataSource.query(`SELECT count(*)::int AS n FROM audit_entry WHERE alteracoes::text LIKE '%Helena%'`);
    assert.equal(rows[0].n, 0);

    await academic.settle();
    const [anonymised] = academic.eventsOf('academic.student.anonymised.v1', (p) => p.id_aluno === id);
    assert.ok(anonymised, 'academic.student.anonymised.v1 published');
    const updated = academic.eventsOf('academic.student.updated.v1', (p) => p.id_aluno === id).at(-1)!;
    assert.equal(updated.payload.nome_aluno, `Titular anonimizado ${id}`);
    assert.equal(updated.payload.email, '');
    assert.equal(updated.payload.possui_login, false);
    assert.equal(anonymised.payload.revision, updated.payload.revision);
    assert.ok(!JSON.stringify(anonymised.payload).includes('Helena'));
  });

  it('answers 200 again and changes nothing on a second call; refuses to write the data back', async () => {
    const id = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Otávio Segundo' }))).body[0].id as number;
    const first = await users.admin.post(`/api/privacy/students/${id}/anonymise`);
    await academic.settle();
    const eventsBefore = academic.events.length;
    const historyBefore = (await users.admin.get(`/api/students/${id}/history`)).headers.get('x-total-count');
    const second = await users.admin.post(`/api/privacy/students/${id}/anonymise`);
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, first.body);
    await academic.settle();
    assert.equal(academic.events.length, eventsBefore, 'no new event');
    assert.equal((await users.admin.get(`/api/students/${id}/history`)).headers.get('x-total-count'), historyBefore);

    const patch = await users.admin.patch(`/api/students/${id}`, { nome_aluno: 'Otávio Segundo' });
    assert.equal(patch.status, 409);
    assert.match(patch.body.message, /anonimizado/);
    const upload = await users.admin.upload(
      '/api/students/uploadS3',
      fileForm({ studentId: String(id) }, [{ name: 'novo.pdf', type: 'application/pdf', bytes: PDF_BYTES }]),
    );
    assert.equal(upload.status, 409);
  });

  it('refuses a body with a field (the erasure takes no options) and erases nothing', async () => {
    const id = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Rita Opções' }))).body[0].id as number;
    const refused = await users.admin.post(`/api/privacy/students/${id}/anonymise`, { manter_email: true });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, "O campo 'manter_email' não é permitido.");
    assert.equal((await users.admin.get(`/api/students?studentId=${id}`)).body[0].nome_aluno, 'Rita Opções');
    assert.equal((await users.admin.post(`/api/privacy/students/${id}/anonymise`, {})).status, 200);
  });

  it('no API route changes or deletes audit rows: the table refuses a plain UPDATE or DELETE', async () => {
    await assert.rejects(academic.dataSource.query(`UPDATE audit_entry SET nome_usuario = 'x'`), /append-only/);
    await assert.rejects(academic.dataSource.query('DELETE FROM audit_entry'), /append-only/);
  });
});
