import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ActivityRow, StudentOptionRow } from '@treina/contracts';
import { envelope, studentSnapshot } from '@treina/contracts/testing';
import { type ApiClient, waitFor } from '@treina/nest-platform/testing';
import { ADMIN, type CrmUnderTest, startCrm } from './crm-harness.js';

describe("crm: a student's erasure on request (academic.student.anonymised.v1)", () => {
  let crm: CrmUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    crm = await startCrm();
    admin = await crm.as(ADMIN);
  });
  afterAll(() => crm.close());

  const former = { nome_aluno: 'Rosa Apagada', email: 'rosa.apagada@aluno.dev', telefone: '(21) 97777-1234' };
  const anonymised = (id: number, revision: number) =>
    envelope('academic.student.anonymised.v1', {
      id_aluno: id,
      nome_aluno: `Titular anonimizado ${id}`,
      anonimizado_em: new Date().toISOString(),
      revision,
    });

  it("replaces the student's name and contacts in the projection, the typeahead and the activities", async () => {
    await crm.putStudent({ id_aluno: 40, ...former, revision: 1 }, 'academic.student.created.v1');
    const [activity] = (await admin.post<ActivityRow[]>('/api/activity', { titulo: 'Retorno', id_tipo_atividade: 2, id_aluno: 40 })).body;
    assert.equal((await admin.get<ActivityRow[]>('/api/activities?q=rosa')).headers.get('x-total-count'), '1');

    const event = anonymised(40, 3);
    await crm.publishAndWait([event]);
    // Redelivered: the inbox keeps it once, and applying it twice would change nothing anyway.
    await crm.publishAndWait([event, anonymised(40, 3)]);

    const [row] = await crm.query('SELECT nome_aluno, email, telefone, anonimizado FROM aluno_projecao WHERE id_aluno = 40');
    assert.deepEqual(row, { nome_aluno: 'Titular anonimizado 40', email: '', telefone: '', anonimizado: true });
    const shown = (await admin.get<ActivityRow>(`/api/activity/${activity!.id}`)).body;
    assert.equal(shown.nome_aluno, 'Titular anonimizado 40');
    for (const q of ['rosa', 'apagada', '97777-1234', 'rosa.apagada']) {
      assert.equal((await admin.get<ActivityRow[]>(`/api/activities?q=${encodeURIComponent(q)}`)).headers.get('x-total-count'), '0', q);
      assert.deepEqual((await admin.get<StudentOptionRow[]>(`/api/activity/students?q=${encodeURIComponent(q)}`)).body, [], q);
    }
    const list = JSON.stringify((await admin.get('/api/activities?pageSize=100')).body);
    assert.ok(!list.includes('Rosa') && !list.includes('97777'), 'the activities list holds no former data');
  });

  it('a redelivered or replayed older snapshot, even with a higher revision, does not bring the data back', async () => {
    await crm.publishAndWait([
      envelope('academic.student.updated.v1', studentSnapshot(40, { ...former, revision: 2 })),
      envelope('academic.student.updated.v1', studentSnapshot(40, { ...former, revision: 9 })),
      envelope('academic.student.created.v1', studentSnapshot(40, { ...former, revision: 1 })),
    ]);
    const [row] = await crm.query('SELECT nome_aluno, email, telefone FROM aluno_projecao WHERE id_aluno = 40');
    assert.deepEqual(row, { nome_aluno: 'Titular anonimizado 40', email: '', telefone: '' });
  });

  it('anonymises a student it had not heard of yet, and the later creation event does not undo it', async () => {
    await crm.publishAndWait([anonymised(41, 2)]);
    await crm.publishAndWait([envelope('academic.student.created.v1', studentSnapshot(41, { ...former, revision: 1 }))]);
    await waitFor('aluno 41', async () => (await crm.query('SELECT 1 FROM aluno_projecao WHERE id_aluno = 41')).length);
    const [row] = await crm.query('SELECT nome_aluno, email, anonimizado FROM aluno_projecao WHERE id_aluno = 41');
    assert.deepEqual(row, { nome_aluno: 'Titular anonimizado 41', email: '', anonimizado: true });
  });
});
