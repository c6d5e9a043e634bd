import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ActivityRow, StudentOptionRow } from '@treina/contracts';
import { envelope, studentSnapshot } from '@treina/contracts/testing';
import { type ApiClient, sleep, waitFor } from '@treina/nest-platform/testing';
import { ADMIN, type CrmUnderTest, SALES, startCrm } from './crm-harness.js';

describe('projections fed by events: students (academic) and users (identity)', () => {
  let crm: CrmUnderTest;
  let admin: ApiClient;

  beforeAll(async () => {
    crm = await startCrm();
    admin = await crm.as(ADMIN);
  });
  afterAll(() => crm.close());

  const students = (q = '') => admin.get<StudentOptionRow[]>(`/api/activity/students?q=${encodeURIComponent(q)}`);

  describe('students', () => {
    it('fills the typeahead from academic.student.created.v1, searching name, e-mail and phone', async () => {
      await crm.putStudent(
        { id_aluno: 10, nome_aluno: 'Álvaro Peixoto', email: 'alvaro@aluno.dev', telefone: '(21) 99999-0001', revision: 1 },
        'academic.student.created.v1',
      );
      await crm.putStudent(
        { id_aluno: 11, nome_aluno: 'Beatriz Alves', email: 'bia@aluno.dev', telefone: '(21) 98888-0002', revision: 1 },
        'academic.student.created.v1',
      );
      assert.deepEqual((await students('alvaro')).body, [
        { id_aluno: 10, nome_aluno: 'Álvaro Peixoto', email: 'alvaro@aluno.dev', telefone: '(21) 99999-0001' },
      ]);
      assert.deepEqual(
        (await students('ALVES')).body.map((row) => row.id_aluno),
        [11],
      );
      assert.deepEqual(
        (await students('98888-0002')).body.map((row) => row.id_aluno),
        [11],
      );
      assert.deepEqual(
        (await students('al')).body.map((row) => row.nome_aluno),
        ['Álvaro Peixoto', 'Beatriz Alves'],
        'by name',
      );
      assert.deepEqual((await admin.get<StudentOptionRow[]>('/api/activity/students?limit=1')).body.length, 1);
      assert.equal((await admin.get('/api/activity/students?limit=0')).status, 400);
    });

    it('applies a newer revision to the projection, the activities and their search', async () => {
      await crm.putStudent({ id_aluno: 12, nome_aluno: 'Carlos Antigo', revision: 1 });
      const [activity] = (await admin.post<ActivityRow[]>('/api/activity', { titulo: 'Contato', id_tipo_atividade: 2, id_aluno: 12 })).body;
      assert.equal(activity!.nome_aluno, 'Carlos Antigo');
      await crm.putStudent({ id_aluno: 12, nome_aluno: 'Carlos Novo', email: 'carlos@novo.dev', telefone: '(31) 3333-4444', revision: 2 });
      const row = (await admin.get<ActivityRow>(`/api/activity/${activity!.id}`)).body;
      assert.deepEqual([row.nome_aluno, row.email_aluno, row.telefone_aluno], ['Carlos Novo', 'carlos@novo.dev', '(31) 3333-4444']);
      assert.deepEqual(
        (await admin.get<ActivityRow[]>('/api/activities?q=carlos%20novo')).body.map((found) => found.id),
        [activity!.id],
      );
      assert.deepEqual((await admin.get<ActivityRow[]>('/api/activities?q=antigo')).body, []);
    });

    it('changes nothing for a repeated event or an older revision', async () => {
      const newest = envelope('academic.student.updated.v1', studentSnapshot(13, { nome_aluno: 'Revisão 3', revision: 3 }));
      await crm.publish([newest]);
      await waitFor('revisão 3', async () => (await crm.query('SELECT 1 FROM aluno_projecao WHERE id_aluno = 13 AND revision = 3')).length);
      await crm.query(`UPDATE aluno_projecao SET telefone = 'marcado' WHERE id_aluno = 13`);
      const late = [
        envelope('academic.student.updated.v1', studentSnapshot(13, { nome_aluno: 'Revisão 2 atrasada', revision: 2 })),
        envelope('academic.student.created.v1', studentSnapshot(13, { nome_aluno: 'Criação atrasada', revision: 1 })),
        envelope('academic.student.deleted.v1', { id_aluno: 13, email: 'x@x', revision: 3 }),
      ];
      // The repeated one first: once the late ones are in the inbox, it has been handled too (or skipped).
      await crm.publish([newest]);
      await crm.publishAndWait(late);
      await sleep(300);
      const [row] = await crm.query('SELECT nome_aluno, telefone, revision, deleted FROM aluno_projecao WHERE id_aluno = 13');
      assert.deepEqual(row, { nome_aluno: 'Revisão 3', telefone: 'marcado', revision: 3, deleted: false });
    });

    it('keeps a deleted student as a tombstone: out of the typeahead and FIXED, still named on old activities', async () => {
      await crm.putStudent({ id_aluno: 15, nome_aluno: 'Daniela Saída', revision: 1 });
      const [activity] = (await admin.post<ActivityRow[]>('/api/activity', { titulo: 'Contato', id_tipo_atividade: 2, id_aluno: 15 })).body;
      await crm.publish([envelope('academic.student.deleted.v1', { id_aluno: 15, email: 'aluno15@teste.treina.dev', revision: 2 })]);
      await waitFor(
        'aluno 15 excluído',
        async () => (await crm.query('SELECT 1 FROM aluno_projecao WHERE id_aluno = 15 AND deleted')).length,
      );
      assert.deepEqual((await students('daniela')).body, []);
      const refused = await admin.post('/api/activity', { titulo: 'Contato', id_tipo_atividade: 2, id_aluno: 15 });
      assert.equal(refused.status, 400);
      assert.equal((await admin.get<ActivityRow>(`/api/activity/${activity!.id}`)).body.nome_aluno, 'Daniela Saída');
      // An older snapshot arriving late does not bring it back.
      await crm.publishAndWait([envelope('academic.student.updated.v1', studentSnapshot(15, { nome_aluno: 'Volta?', revision: 1 }))]);
      assert.deepEqual((await crm.query('SELECT deleted FROM aluno_projecao WHERE id_aluno = 15'))[0], { deleted: true });
      // A deletion of an unknown student leaves a tombstone a late creation cannot undo.
      await crm.publishAndWait([envelope('academic.student.deleted.v1', { id_aluno: 17, email: 'a17@x', revision: 5 })]);
      await crm.publishAndWait([envelope('academic.student.created.v1', studentSnapshot(17, { revision: 1 }))]);
      assert.deepEqual((await crm.query('SELECT deleted, revision FROM aluno_projecao WHERE id_aluno = 17'))[0], {
        deleted: true,
        revision: 5,
      });
    });
  });

  describe('users', () => {
    it("renames the responsible user and the creator on every activity when identity's snapshot changes", async () => {
      const [activity] = (
        await admin.post<ActivityRow[]>('/api/activity', { titulo: 'Nome muda', id_tipo_atividade: 3, id_usuario: SALES.id_usuario })
      ).body;
      await crm.putUser(SALES, { nome: 'Vitor Vendas Silva' });
      await crm.putUser(ADMIN, { nome: 'Ana Admin Souza' });
      const row = (await admin.get<ActivityRow>(`/api/activity/${activity!.id}`)).body;
      assert.equal(row.nome_usuario, 'Vitor Vendas Silva');
      assert.equal(row.criado_por, 'Ana Admin Souza');
      const filtered = await admin.get<ActivityRow[]>('/api/activities?filter.nome_usuario=vendas%20silva');
      assert.deepEqual(
        filtered.body.map((found) => found.id),
        [activity!.id],
      );
    });

    it('ignores an older user snapshot', async () => {
      const stale = { ...SALES, nome: 'Nome Antigo' };
      await crm.publishAndWait([
        envelope('identity.user.updated.v1', { ...(await crm.putUser(SALES, { nome: 'Atual' })), ...stale, revision: 1 }),
      ]);
      const [row] = await crm.query('SELECT nome FROM usuario_projecao WHERE id_usuario = $1', [SALES.id_usuario]);
      assert.equal(row.nome, 'Atual');
    });

    it('ends sessions on deactivation and on a new session version; applies permission changes at once', async () => {
      const user = { id_usuario: 61, nome: 'Temporário', id_tipo_usuario: 3, permissions: ['activities'] };
      await crm.putUser(user);
      const client = await crm.as(user);
      assert.equal((await client.get('/api/activities')).status, 200);
      await crm.putUser(user, { permissions: [] });
      assert.equal((await client.get('/api/activities')).status, 403);
      await crm.putUser(user, { permissions: ['activities'], sessionVersion: 2 });
      assert.equal((await client.get('/api/activities')).status, 401, 'a token of an older session version');
      const renewed = await crm.token(user.id_usuario, 2);
      const fresh = await fetch(`${crm.url}/api/activities`, { headers: { cookie: `treina_session=${renewed}` } });
      assert.equal(fresh.status, 200);
      await crm.publish([
        envelope('identity.user.deactivated.v1', {
          ...(await crm.putUser(user, { sessionVersion: 2 })),
          status: false,
          permissions: [],
          revision: 99,
        }),
      ]);
      await waitFor(
        'desativado',
        async () => (await crm.query('SELECT 1 FROM usuario_projecao WHERE id_usuario = 61 AND NOT status')).length,
      );
      const after = await fetch(`${crm.url}/api/activities`, { headers: { cookie: `treina_session=${renewed}` } });
      assert.equal(after.status, 401);
      // An inactive user cannot be made responsible for an activity.
      const assign = await admin.post('/api/activity', { titulo: 'Para inativo', id_tipo_atividade: 3, id_usuario: 61 });
      assert.equal(assign.status, 400);
    });
  });
});
