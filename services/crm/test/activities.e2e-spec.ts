import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type ActivityRow, CONSULTANT_OPEN_ACTIVITY_MESSAGE } from '@treina/contracts';
import { schoolTimeZone } from '@treina/nest-platform';
import type { ApiClient } from '@treina/nest-platform/testing';
import { INVALID_SUBTASK_TIME } from '../src/activity/subtasks.js';
import { ADMIN, CONSULTANT, CONSULTANT_2, type CrmUnderTest, NOBODY, SALES, startCrm } from './crm-harness.js';

const CUSTOM_TYPE = 3;
const OTHER_CUSTOM_TYPE = 4;

describe('activities', () => {
  let crm: CrmUnderTest;
  let users: Record<'admin' | 'sales' | 'consultant' | 'consultant2', ApiClient>;

  beforeAll(async () => {
    crm = await startCrm();
    users = await crm.sessions({ admin: ADMIN, sales: SALES, consultant: CONSULTANT, consultant2: CONSULTANT_2 });
    await crm.putStudent({
      id_aluno: 501,
      nome_aluno: 'Joana Conceição',
      email: 'joana@aluno.dev',
      telefone: '(11) 91234-5678',
      revision: 1,
    });
  });
  afterAll(() => crm.close());

  async function create(client: ApiClient, body: Record<string, unknown>): Promise<ActivityRow> {
    const answer = await client.post<ActivityRow[]>('/api/activity', body);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body[0]!;
  }

  describe('create, update, delete', () => {
    it('creates an activity and answers a list whose first item is it, named from the projections, with tempo_gasto computed', async () => {
      const answer = await users.admin.post<ActivityRow[]>('/api/activity', {
        titulo: '  Reunião com a Alfa  ',
        data: '2026-03-09',
        id_usuario: SALES.id_usuario,
        id_tipo_atividade: CUSTOM_TYPE,
        id_status_atividade: 2,
        subtasks: [
          { date: '09/03/2026', time: '01:30', desc: 'Pauta\nsegunda linha' },
          { id: 'minha-subtarefa', date: '2026-03-12', time: '2', desc: 'Proposta' },
        ],
      });
      assert.equal(answer.status, 201);
      assert.ok(Array.isArray(answer.body));
      const row = answer.body[0]!;
      assert.equal(row.titulo, 'Reunião com a Alfa');
      assert.equal(row.data, '2026-03-09');
      assert.equal(row.id_usuario, SALES.id_usuario);
      assert.equal(row.nome_usuario, 'Vitor Vendas');
      assert.equal(row.nome_tipo_atividade, 'Reunião Comercial');
      assert.equal(row.tipo_atividade, 'CUSTOM');
      assert.equal(row.nome_status_atividade, 'Em Andamento');
      assert.equal(row.tempo_gasto, 12600, "'01:30' + '2' = 12600 s");
      assert.equal(row.criado_por, 'Ana Admin');
      assert.equal(row.id_criado_por, ADMIN.id_usuario);
      assert.equal(row.atualizado_em, null);
      assert.deepEqual([row.id_aluno, row.nome_aluno, row.email_aluno, row.telefone_aluno], [null, '', '', '']);
      // Newest date first; times canonical; the client's id kept, a missing one generated.
      assert.deepEqual(
        row.subtasks.map(({ date, time, desc }) => ({ date, time, desc })),
        [
          { date: '2026-03-12', time: '02:00', desc: 'Proposta' },
          { date: '2026-03-09', time: '01:30', desc: 'Pauta\nsegunda linha' },
        ],
      );
      assert.equal(row.subtasks[0]!.id, 'minha-subtarefa');
      assert.match(row.subtasks[1]!.id, /^[0-9a-f-]{36}$/);
    });

    it('defaults the date to today, the status to Pendente and the user to the creator', async () => {
      const row = await create(users.admin, { titulo: 'Só o essencial', id_tipo_atividade: CUSTOM_TYPE });
      assert.match(row.data, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(row.id_status_atividade, 1);
      assert.equal(row.nome_status_atividade, 'Pendente');
      assert.equal(row.id_usuario, ADMIN.id_usuario);
      assert.equal(row.tempo_gasto, 0);
      assert.deepEqual(row.subtasks, []);
    });

    it('updates with PATCH: a truthy status, atualizado_em set, criado_por kept, subtasks replaced and tempo_gasto recomputed', async () => {
      const row = await create(users.admin, {
        titulo: 'Para editar',
        id_tipo_atividade: CUSTOM_TYPE,
        subtasks: [{ date: '2026-03-01', time: '1', desc: 'x' }],
      });
      const answer = await users.admin.patch(`/api/activity/${row.id}`, {
        titulo: 'Editada',
        id_status_atividade: 3,
        subtasks: [
          { date: '2026-03-02', time: '00:15', desc: 'y' },
          { date: '2026-03-03', time: '3', desc: 'z' },
        ],
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, true);
      const updated: ActivityRow = answer.body.activity;
      assert.equal(updated.titulo, 'Editada');
      assert.equal(updated.nome_status_atividade, 'Concluído');
      assert.equal(updated.tempo_gasto, 15 * 60 + 3 * 3600);
      assert.deepEqual(
        updated.subtasks.map((subtask) => subtask.desc),
        ['z', 'y'],
      );
      assert.equal(updated.criado_por, 'Ana Admin', 'criado_por is set on creation only');
      assert.equal(updated.id_usuario, ADMIN.id_usuario, 'an absent user stays');
      assert.ok(updated.atualizado_em && !Number.isNaN(Date.parse(updated.atualizado_em)));
      const searched = await users.admin.get<ActivityRow[]>('/api/activities?q=editada');
      assert.deepEqual(
        searched.body.map((found) => found.id),
        [row.id],
        'the search follows the new description',
      );
      const kept = await users.admin.patch(`/api/activity/${row.id}`, { titulo: 'Sem mexer nas subtarefas' });
      assert.equal(kept.body.activity.tempo_gasto, updated.tempo_gasto);
      assert.equal(kept.body.activity.subtasks.length, 2);
    });

    it('deletes with DELETE ?activitiesIds=a,b, all or nothing', async () => {
      const one = await create(users.admin, {
        titulo: 'Apagar 1',
        id_tipo_atividade: CUSTOM_TYPE,
        subtasks: [{ date: '2026-03-01', time: '1', desc: 'x' }],
      });
      const two = await create(users.admin, { titulo: 'Apagar 2', id_tipo_atividade: CUSTOM_TYPE });
      const missing = await users.admin.delete(`/api/activity?activitiesIds=${one.id},999999`);
      assert.equal(missing.status, 404);
      assert.equal((await users.admin.get(`/api/activity/${one.id}`)).status, 200, 'nothing was deleted');
      const answer = await users.admin.delete(`/api/activity?activitiesIds=${one.id},${two.id}`);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { status: true });
      assert.equal((await users.admin.get(`/api/activity/${one.id}`)).status, 404);
      assert.equal((await crm.query('SELECT * FROM subtarefa WHERE id_atividade = $1', [one.id])).length, 0);
    });
  });

  describe('consultant (user type 5)', () => {
    it('forces the SYSTEM type and the consultant as user, whatever is sent', async () => {
      const row = await create(users.consultant, {
        titulo: 'Atendimento',
        id_tipo_atividade: CUSTOM_TYPE,
        id_usuario: ADMIN.id_usuario,
        id_status_atividade: 3,
      });
      assert.equal(row.id_tipo_atividade, 1);
      assert.equal(row.tipo_atividade, 'SYSTEM');
      assert.equal(row.nome_tipo_atividade, 'Atendimento Consultoria');
      assert.equal(row.id_usuario, CONSULTANT.id_usuario);
      assert.equal(row.criado_por, 'Carla Consultora');
    });

    it("refuses a new activity while one of theirs is not concluded, with the product's message", async () => {
      const open = await create(users.consultant, { titulo: 'Em aberto', id_status_atividade: 2 });
      const refused = await users.consultant.post('/api/activity', { titulo: 'Outra' });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.statusMsg, CONSULTANT_OPEN_ACTIVITY_MESSAGE);
      assert.equal(refused.body.statusMsg, "Não é possível criar uma nova atividade, se houver alguma 'não concluída'");
      // Other users are not bound by it, not even when they create for the consultant.
      await create(users.admin, { titulo: 'Do admin', id_tipo_atividade: CUSTOM_TYPE });
      await create(users.admin, {
        titulo: 'Para a consultora',
        id_tipo_atividade: CUSTOM_TYPE,
        id_usuario: CONSULTANT.id_usuario,
        id_status_atividade: 3,
      });
      const concluded = await users.consultant.patch(`/api/activity/${open.id}`, { id_status_atividade: 3 });
      assert.equal(concluded.status, 200);
      await create(users.consultant, { titulo: 'Agora pode', id_status_atividade: 3 });
    });

    it('lets only one of two simultaneous creations through', async () => {
      const answers = await Promise.all([
        users.consultant2.post('/api/activity', { titulo: 'A' }),
        users.consultant2.post('/api/activity', { titulo: 'B' }),
      ]);
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409]);
    });

    it('lists only their own activities, whatever userId asks', async () => {
      const own = await users.consultant.get<ActivityRow[]>('/api/activities');
      assert.equal(own.status, 200);
      assert.ok(own.body.length >= 3);
      assert.ok(own.body.every((row) => row.id_usuario === CONSULTANT.id_usuario));
      assert.equal(own.headers.get('x-total-count'), String(own.body.length));
      const other = await users.consultant.get<ActivityRow[]>(`/api/activities?userId=${ADMIN.id_usuario}`);
      assert.deepEqual(other.body, []);
      const paged = await users.consultant.get<ActivityRow[]>('/api/activitiesWithStudents?page=1&pageSize=2');
      assert.equal(paged.headers.get('x-total-count'), String(own.body.length));
    });

    it("answers 404 for another user's activity: get, change, delete", async () => {
      const others = await create(users.admin, { titulo: 'Não é dela', id_tipo_atividade: CUSTOM_TYPE });
      assert.equal((await users.consultant.get(`/api/activity/${others.id}`)).status, 404);
      assert.equal((await users.consultant.patch(`/api/activity/${others.id}`, { titulo: 'x' })).status, 404);
      assert.equal((await users.consultant.delete(`/api/activity?activitiesIds=${others.id}`)).status, 404);
      assert.equal((await users.admin.get(`/api/activity/${others.id}`)).body.titulo, 'Não é dela');
    });

    it('keeps their concluded activities closed to them (no change, no deletion)', async () => {
      const own = (await users.consultant.get<ActivityRow[]>('/api/activities')).body;
      const concluded = own.find((row) => row.id_status_atividade === 3)!;
      const change = await users.consultant.patch(`/api/activity/${concluded.id}`, { id_status_atividade: 2 });
      assert.equal(change.status, 409);
      assert.equal(change.body.statusMsg, 'Atividades concluídas não podem ser alteradas nem excluídas pelo consultor.');
      assert.equal((await users.consultant.delete(`/api/activity?activitiesIds=${concluded.id}`)).status, 409);
    });
  });

  describe('FIXED type (id 2, Contato com Aluno)', () => {
    it('needs a student that exists in the students projection', async () => {
      const none = await users.admin.post('/api/activity', { titulo: 'Contato', id_tipo_atividade: 2 });
      assert.equal(none.status, 400);
      assert.match(none.body.statusMsg, /aluno/);
      const unknown = await users.admin.post('/api/activity', { titulo: 'Contato', id_tipo_atividade: 2, id_aluno: 999 });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.statusMsg, 'Aluno não encontrado.');
      assert.equal(unknown.body.errors[0].field, 'id_aluno');
    });

    it("forces the current user, fills the student's name, e-mail and phone", async () => {
      const row = await create(users.sales, {
        titulo: 'Ligar para a Joana',
        id_tipo_atividade: 2,
        id_aluno: 501,
        id_usuario: ADMIN.id_usuario,
      });
      assert.equal(row.id_usuario, SALES.id_usuario);
      assert.equal(row.tipo_atividade, 'FIXED');
      assert.deepEqual(
        [row.id_aluno, row.nome_aluno, row.email_aluno, row.telefone_aluno],
        [501, 'Joana Conceição', 'joana@aluno.dev', '(11) 91234-5678'],
      );
    });

    it('keeps the type (409 on a change) and the responsible user of an existing FIXED activity', async () => {
      const row = await create(users.sales, { titulo: 'Retorno', id_tipo_atividade: 2, id_aluno: 501 });
      const changed = await users.admin.patch(`/api/activity/${row.id}`, { id_tipo_atividade: CUSTOM_TYPE });
      assert.equal(changed.status, 409);
      assert.match(changed.body.statusMsg, /não pode ser alterado/);
      // The form sends the locked type and its forced user (the editor): both leave the activity as it is.
      const edited = await users.admin.patch(`/api/activity/${row.id}`, {
        id_tipo_atividade: 2,
        id_usuario: ADMIN.id_usuario,
        titulo: 'Retorno feito',
      });
      assert.equal(edited.status, 200);
      assert.equal(edited.body.activity.id_usuario, SALES.id_usuario);
      assert.equal(edited.body.activity.titulo, 'Retorno feito');
      const cleared = await users.admin.patch(`/api/activity/${row.id}`, { id_aluno: null });
      assert.equal(cleared.status, 400);
    });

    it('turns an activity into FIXED only with a student, making the editor responsible', async () => {
      const row = await create(users.admin, {
        titulo: 'Vira contato',
        id_tipo_atividade: CUSTOM_TYPE,
        id_usuario: CONSULTANT_2.id_usuario,
        id_status_atividade: 3,
      });
      assert.equal((await users.sales.patch(`/api/activity/${row.id}`, { id_tipo_atividade: 2 })).status, 400);
      const fixed = await users.sales.patch(`/api/activity/${row.id}`, { id_tipo_atividade: 2, id_aluno: 501 });
      assert.equal(fixed.status, 200);
      assert.equal(fixed.body.activity.id_usuario, SALES.id_usuario);
      assert.equal(fixed.body.activity.nome_aluno, 'Joana Conceição');
    });

    it('stores no student on the other types', async () => {
      const row = await create(users.admin, { titulo: 'Sem aluno', id_tipo_atividade: OTHER_CUSTOM_TYPE, id_aluno: 501 });
      assert.equal(row.id_aluno, null);
      assert.equal(row.nome_aluno, '');
    });

    it('keeps only FIXED activities with ?sales=true', async () => {
      const rows = (await users.admin.get<ActivityRow[]>('/api/activities?sales=true')).body;
      assert.ok(rows.length >= 2);
      assert.ok(rows.every((row) => row.id_tipo_atividade === 2));
      const byStudent = (await users.admin.get<ActivityRow[]>('/api/activitiesWithStudents?studentId=501')).body;
      assert.ok(byStudent.length >= 2 && byStudent.every((row) => row.id_aluno === 501));
    });

    it('narrows a Vendas user to FIXED activities on the server, whatever the query says', async () => {
      const all = (await users.admin.get<ActivityRow[]>('/api/activities')).body;
      assert.ok(
        all.some((row) => row.id_tipo_atividade !== 2),
        'the admin sees other types',
      );
      for (const path of ['/api/activities', '/api/activities?sales=false', '/api/activities?page=1&pageSize=100']) {
        const answer = await users.sales.get<ActivityRow[]>(path);
        assert.equal(answer.status, 200, path);
        assert.ok(answer.body.length >= 2, path);
        assert.ok(
          answer.body.every((row) => row.id_tipo_atividade === 2),
          path,
        );
      }
    });

    it('refuses a Vendas user any other type than 2 (403), on creation and on change, so nothing of theirs vanishes', async () => {
      const created = await users.sales.post('/api/activity', { titulo: 'Some da lista', id_tipo_atividade: CUSTOM_TYPE });
      assert.equal(created.status, 403);
      assert.equal(created.body.statusMsg, 'Usuários de Vendas só registram atividades do tipo Contato com Aluno.');
      const other = await create(users.admin, { titulo: 'Tarefa interna', id_tipo_atividade: CUSTOM_TYPE });
      const retyped = await users.sales.patch(`/api/activity/${other.id}`, { id_tipo_atividade: OTHER_CUSTOM_TYPE });
      assert.equal(retyped.status, 403);
      assert.equal(retyped.body.statusMsg, 'Usuários de Vendas só registram atividades do tipo Contato com Aluno.');
      const touched = await users.sales.patch(`/api/activity/${other.id}`, { titulo: 'Mexida' });
      assert.equal(touched.status, 403, 'an activity of another type stays out of their reach');
      assert.equal((await users.sales.get(`/api/activity/${other.id}`)).status, 404, 'nor do they open it by its id');
      const allowedToDelete = { ...SALES, id_usuario: 12, nome: 'Vera Vendas', permissions: [...SALES.permissions, 'activities_delete'] };
      await crm.putUser(allowedToDelete);
      const deleter = await crm.as(allowedToDelete);
      const removed = await deleter.delete(`/api/activity?activitiesIds=${other.id}`);
      assert.equal(removed.status, 403, 'nor delete it, even when allowed to delete');
      assert.equal(removed.body.statusMsg, 'Usuários de Vendas só registram atividades do tipo Contato com Aluno.');
      assert.equal((await users.admin.get(`/api/activity/${other.id}`)).status, 200, 'it is still there');
      const stored = (await users.admin.get<ActivityRow[]>('/api/activities?q=mexida')).body;
      assert.equal(stored.length, 0);
      const listed = (await users.sales.get<ActivityRow[]>('/api/activities')).body;
      assert.ok(listed.every((row) => row.titulo !== 'Some da lista'));
      assert.equal((await users.admin.post('/api/activity', { titulo: 'Admin escolhe', id_tipo_atividade: CUSTOM_TYPE })).status, 201);
    });
  });

  describe('lists: paging, sorting, search', () => {
    beforeAll(async () => {
      for (let day = 1; day <= 12; day += 1) {
        await create(users.admin, {
          titulo: `Lote ${String(day).padStart(2, '0')}`,
          data: `2025-01-${String(day).padStart(2, '0')}`,
          id_tipo_atividade: day % 2 ? CUSTOM_TYPE : OTHER_CUSTOM_TYPE,
          id_usuario: day % 3 ? ADMIN.id_usuario : SALES.id_usuario,
          id_status_atividade: (day % 3) + 1,
          subtasks: [{ date: `2025-01-${String(day).padStart(2, '0')}`, time: String(day), desc: 'trabalho' }],
        });
      }
    });

    it('answers the whole list by date, newest first, with X-Total-Count', async () => {
      const answer = await users.admin.get<ActivityRow[]>('/api/activities');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('x-total-count'), String(answer.body.length));
      const dates = answer.body.map((row) => row.data);
      assert.deepEqual(dates, [...dates].sort().reverse());
    });

    it('pages with the total of the whole match', async () => {
      const answer = await users.admin.get<ActivityRow[]>('/api/activities?q=lote&page=2&pageSize=5');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('x-total-count'), '12');
      assert.deepEqual(
        answer.body.map((row) => row.titulo),
        ['Lote 07', 'Lote 06', 'Lote 05', 'Lote 04', 'Lote 03'],
      );
      const last = await users.admin.get<ActivityRow[]>('/api/activities?q=lote&page=3&pageSize=5');
      assert.deepEqual(
        last.body.map((row) => row.titulo),
        ['Lote 02', 'Lote 01'],
      );
      assert.ok(
        last.body.every((row) => row.subtasks.length === 1),
        'subtasks come with a page',
      );
    });

    it('keeps a search total only while no activity changed: a new match, a rename and a deletion count at once, per user', async () => {
      const total = async (client: ApiClient, q: string) => {
        const answer = await client.get<ActivityRow[]>(`/api/activities?q=${q}&page=1&pageSize=5`);
        assert.equal(answer.status, 200);
        return Number(answer.headers.get('x-total-count'));
      };
      assert.equal(await total(users.admin, 'lote'), 12);
      assert.equal(await total(users.admin, 'lote'), 12, 'the kept total');
      assert.equal(await total(users.sales, 'lote'), 0, "a Vendas user's own scope, not the admin's total");
      const added = await create(users.admin, { titulo: 'Lote 13', data: '2025-01-13', id_tipo_atividade: CUSTOM_TYPE });
      assert.equal(await total(users.admin, 'lote'), 13);
      assert.equal((await users.admin.patch(`/api/activity/${added.id}`, { titulo: 'Renomeada' })).status, 200);
      assert.equal(await total(users.admin, 'lote'), 12);
      assert.equal(await total(users.admin, 'renomeada'), 1);
      assert.equal((await users.admin.delete(`/api/activity?activitiesIds=${added.id}`)).status, 200);
      assert.equal(await total(users.admin, 'renomeada'), 0);
    });

    it('sorts by any column of the row, and filters per column', async () => {
      const byTime = await users.admin.get<ActivityRow[]>('/api/activities?q=lote&sort=-tempo_gasto&page=1&pageSize=3');
      assert.deepEqual(
        byTime.body.map((row) => row.tempo_gasto),
        [12 * 3600, 11 * 3600, 10 * 3600],
      );
      const byUserName = await users.admin.get<ActivityRow[]>('/api/activities?q=lote&sort=-nome_usuario,data&page=1&pageSize=5');
      assert.deepEqual(
        byUserName.body.map((row) => [row.nome_usuario, row.titulo]),
        [
          ['Vitor Vendas', 'Lote 03'],
          ['Vitor Vendas', 'Lote 06'],
          ['Vitor Vendas', 'Lote 09'],
          ['Vitor Vendas', 'Lote 12'],
          ['Ana Admin', 'Lote 01'],
        ],
      );
      assert.equal(byUserName.headers.get('x-total-count'), '12');
      const byTitle = await users.admin.get<ActivityRow[]>('/api/activities?q=lote&sort=titulo&page=1&pageSize=2');
      assert.deepEqual(
        byTitle.body.map((row) => row.titulo),
        ['Lote 01', 'Lote 02'],
      );
      const concluded = await users.admin.get<ActivityRow[]>('/api/activities?q=lote&filter.id_status_atividade=3');
      assert.equal(concluded.body.length, 4);
      const bySales = await users.admin.get<ActivityRow[]>('/api/activities?q=lote&filter.nome_usuario=VITOR');
      assert.ok(bySales.body.length === 4 && bySales.body.every((row) => row.id_usuario === SALES.id_usuario));
      const byUser = await users.admin.get<ActivityRow[]>(`/api/activities?q=lote&userId=${SALES.id_usuario}`);
      assert.equal(byUser.body.length, 4);
      const byTitleFilter = await users.admin.get<ActivityRow[]>('/api/activities?filter.titulo=LOTE%2007');
      assert.deepEqual(
        byTitleFilter.body.map((row) => row.titulo),
        ['Lote 07'],
      );
      const byDate = await users.admin.get<ActivityRow[]>('/api/activities?filter.data=2025-01-05');
      assert.deepEqual(
        byDate.body.map((row) => row.titulo),
        ['Lote 05'],
      );
    });

    it("searches the student's name, e-mail and phone, ignoring case, accents, spaces, hyphens and parentheses", async () => {
      for (const q of ['joana conceicao', 'JOANA@aluno', '91234-5678', '(11)91234', 'conceição ligar']) {
        const answer = await users.admin.get<ActivityRow[]>(`/api/activities?q=${encodeURIComponent(q)}`);
        assert.ok(answer.body.length >= 1, q);
        assert.ok(
          answer.body.every((row) => row.id_aluno === 501),
          q,
        );
      }
      // Also the responsible user's, the type's and the status's names, every term in one of them.
      const bySales = await users.admin.get<ActivityRow[]>('/api/activities?q=vitor%20lote');
      assert.equal(bySales.body.length, 4);
      assert.ok(bySales.body.every((row) => row.id_usuario === SALES.id_usuario));
      const byType = await users.admin.get<ActivityRow[]>(`/api/activities?q=${encodeURIComponent('reunião COMERCIAL lote')}&page=1`);
      assert.equal(byType.headers.get('x-total-count'), '6');
      const byStatus = await users.admin.get<ActivityRow[]>('/api/activities?q=lote%20concluido');
      assert.ok(byStatus.body.length === 4 && byStatus.body.every((row) => row.id_status_atividade === 3));
      const byColumn = await users.admin.get<ActivityRow[]>(`/api/activities?filter.email_aluno=${encodeURIComponent('joana@')}`);
      assert.ok(byColumn.body.length >= 1 && byColumn.body.every((row) => row.id_aluno === 501));
    });

    it('searches and filters Data Ref. and Atualização as they are shown (DD/MM/YYYY), whole or in part', async () => {
      const titles = async (query: string) => {
        const answer = await users.admin.get<ActivityRow[]>(`/api/activities?${query}`);
        assert.equal(answer.status, 200, `${query}: ${JSON.stringify(answer.body)}`);
        return answer.body.map((row) => row.titulo).sort();
      };
      const searched = (q: string) => titles(`q=${encodeURIComponent(q)}`);
      assert.deepEqual(await searched('lote 05/01/2025'), ['Lote 05'], 'a whole day');
      assert.equal((await searched('lote 01/2025')).length, 12, 'a month');
      assert.deepEqual(await searched('lote 12/01'), ['Lote 12'], 'day and month');
      assert.deepEqual(await searched('lote 05/02/2025'), []);
      // Atualização: the day of the last change, on the school's calendar.
      const lote = (await users.admin.get<ActivityRow[]>('/api/activities?filter.titulo=lote%2011')).body[0]!;
      assert.equal((await users.admin.patch(`/api/activity/${lote.id}`, { titulo: 'Lote 11' })).status, 200);
      const today = new Date().toLocaleDateString('pt-BR', { timeZone: schoolTimeZone() });
      assert.deepEqual(await searched(`lote ${today}`), ['Lote 11']);
      assert.deepEqual(await titles(`q=lote&filter.atualizado_em=${encodeURIComponent(today)}`), ['Lote 11']);
      assert.deepEqual(await titles(`q=lote&filter.data=${encodeURIComponent('03/01/2025')}`), ['Lote 03']);
      assert.equal((await titles(`q=lote&filter.data=${encodeURIComponent('01/2025')}`)).length, 12);
    });

    it('refuses bad list parameters with a Portuguese 400', async () => {
      for (const [query, message] of [
        ['sort=senha', "Não é possível ordenar pelo campo 'senha'."],
        ['filter.busca=x', "Não é possível filtrar pelo campo 'busca'."],
        ['page=0', "O parâmetro 'page' deve ser um número inteiro entre 1 e 1000000."],
        ['pageSize=500&page=1', "O parâmetro 'pageSize' deve ser um número inteiro entre 1 e 100."],
        ['sales=talvez', "O parâmetro 'sales' deve ser true ou false."],
        ['consultor=true', "O campo 'consultor' não é permitido."],
        ['userId=abc', "O parâmetro 'userId' deve ser um id numérico."],
        ['filter.data=ontem', "O filtro 'data' deve ser uma data (DD/MM/AAAA ou AAAA-MM-DD)."],
        ['filter.tempo_gasto=muito', "O filtro 'tempo_gasto' deve ser um número."],
        ['page=1&page=2', "O parâmetro 'page' é inválido."],
      ]) {
        const answer = await users.admin.get(`/api/activities?${query}`);
        assert.equal(answer.status, 400, query);
        assert.equal(answer.body.statusMsg, message, query);
      }
    });
  });

  describe('bad input and permissions', () => {
    it('answers bad bodies with a 400 naming the field, never a 500', async () => {
      const cases: Array<[unknown, string]> = [
        [{}, "O campo 'titulo' é obrigatório."],
        [{ titulo: 42, id_tipo_atividade: 3 }, "O campo 'titulo' deve ser um texto."],
        [{ titulo: '   ', id_tipo_atividade: 3 }, "O campo 'titulo' é obrigatório."],
        [{ titulo: 'x' }, "O campo 'id_tipo_atividade' é obrigatório."],
        [{ titulo: 'x', id_tipo_atividade: 'três' }, "O campo 'id_tipo_atividade' deve ser um número inteiro."],
        [{ titulo: 'x', id_tipo_atividade: 999 }, 'Tipo de atividade inválido.'],
        [{ titulo: 'x', id_tipo_atividade: 3, id_status_atividade: 9 }, 'Status da atividade inválido.'],
        [{ titulo: 'x', id_tipo_atividade: 3, id_usuario: 777 }, 'Usuário responsável inválido ou inativo.'],
        [{ titulo: 'x', id_tipo_atividade: 3, data: '2026-02-30' }, "O campo 'data' deve ser uma data válida."],
        [{ titulo: 'x', id_tipo_atividade: 3, data: null }, "O campo 'data' deve ser um texto."],
        [{ titulo: 'x', id_tipo_atividade: 3, admin: true }, "O campo 'admin' não é permitido."],
        [{ titulo: 'x', id_tipo_atividade: 3, subtasks: 'muitas' }, "O campo 'subtasks' deve ser uma lista."],
        [{ titulo: 'x', id_tipo_atividade: 3, subtasks: [{ date: '2026-03-01', time: '1:75', desc: 'a' }] }, INVALID_SUBTASK_TIME],
        [{ titulo: 'x', id_tipo_atividade: 3, subtasks: [{ date: '2026-03-01', time: 'uma hora', desc: 'a' }] }, INVALID_SUBTASK_TIME],
        [{ titulo: 'x', id_tipo_atividade: 3, subtasks: [{ date: '2026-03-01', time: '1' }] }, "O campo 'subtasks.0.desc' é obrigatório."],
        [
          { titulo: 'x', id_tipo_atividade: 3, subtasks: [{ date: '32/01/2026', time: '1', desc: 'a' }] },
          "O campo 'subtasks.0.date' deve ser uma data válida.",
        ],
        [
          { titulo: 'x', id_tipo_atividade: 3, subtasks: [{ date: '2026-03-01', time: '1', desc: 'a', extra: 1 }] },
          "O campo 'subtasks.0.extra' não é permitido.",
        ],
        [[{ titulo: 'x' }], 'O corpo da requisição deve ser um objeto JSON.'],
      ];
      for (const [body, message] of cases) {
        const answer = await users.admin.post('/api/activity', body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal(answer.body.statusMsg, message, JSON.stringify(body));
      }
      // NUL, which PostgreSQL cannot store, is dropped from texts and searches instead of failing.
      const withNul = await users.admin.post<ActivityRow[]>('/api/activity', { titulo: 'com\u0000nulo', id_tipo_atividade: 3 });
      assert.equal(withNul.status, 201);
      assert.equal(withNul.body[0]!.titulo, 'comnulo');
      for (const query of ['q=%00', 'filter.nome_usuario=%00', 'filter.titulo=a%00'])
        assert.equal((await users.admin.get(`/api/activities?${query}`)).status, 200, query);
      assert.equal((await users.admin.get('/api/activity/students?q=%00')).status, 200);
      const notJson = await users.admin.call('POST', '/api/activity', undefined, { raw: '{"titulo":' });
      assert.equal(notJson.status, 400);
      const row = await create(users.admin, { titulo: 'Alvo', id_tipo_atividade: 3 });
      for (const body of [{ titulo: null }, { id_status_atividade: null }, { subtasks: null }, { id_tipo_atividade: 0 }]) {
        assert.equal((await users.admin.patch(`/api/activity/${row.id}`, body)).status, 400, JSON.stringify(body));
      }
      for (const path of ['/api/activity/abc', '/api/activity/0', '/api/activity/99999999999']) {
        const answer = await users.admin.patch(path, { titulo: 'x' });
        assert.equal(answer.status, 400, path);
        assert.equal(answer.body.statusMsg, "O parâmetro 'id' deve ser um id numérico.");
      }
      assert.equal((await users.admin.patch('/api/activity/424242', { titulo: 'x' })).status, 404);
      for (const query of ['', '?activitiesIds=', '?activitiesIds=a,b', '?activitiesIds=1&activitiesIds=2']) {
        assert.equal((await users.admin.delete(`/api/activity${query}`)).status, 400, query);
      }
    });

    it('asks for a session (401) and the permission (403)', async () => {
      const anonymous = await crm.as();
      assert.equal((await anonymous.get('/api/activities')).status, 401);
      assert.equal((await anonymous.post('/api/activity', { titulo: 'x' })).status, 401);
      const nobody = await crm.as(NOBODY);
      assert.equal((await nobody.get('/api/activities')).status, 403);
      assert.equal((await nobody.get('/api/activitiesWithStudents')).status, 403);
      assert.equal((await nobody.get('/api/activity/students')).status, 403);
      assert.equal((await nobody.post('/api/activity', { titulo: 'x', id_tipo_atividade: 3 })).status, 403);
      // The 'Usuário' select's staff list needs activities_create or _update, not `user`.
      const staff = await users.sales.get<Array<Record<string, unknown>>>('/api/activity/staff');
      assert.equal(staff.status, 200);
      assert.ok(staff.body.some((row) => row.id_usuario === ADMIN.id_usuario && row.nome === ADMIN.nome));
      for (const row of staff.body) assert.deepEqual(Object.keys(row).sort(), ['id_tipo_usuario', 'id_usuario', 'nome']);
      assert.equal((await nobody.get('/api/activity/staff')).status, 403);
      // A consultant does not load students, whatever their permissions.
      const consultantStudents = await users.consultant.get<{ statusMsg: string }>('/api/activity/students?q=a');
      assert.equal(consultantStudents.status, 403);
      assert.equal(consultantStudents.body.statusMsg, 'Você não tem permissão para realizar esta ação.');
      assert.equal((await users.sales.get('/api/activity/students?q=a')).status, 200);
      // Sales holds activities_update but not activities_delete.
      assert.equal((await users.sales.delete('/api/activity?activitiesIds=1')).status, 403);
      const stranger = await crm.token(4242);
      const unknown = await fetch(`${crm.url}/api/activities`, { headers: { cookie: `treina_session=${stranger}` } });
      assert.equal(unknown.status, 401);
      const bearer = await fetch(`${crm.url}/api/activities`, {
        headers: { authorization: `Bearer ${await crm.token(ADMIN.id_usuario)}` },
      });
      assert.equal(bearer.status, 200);
    });
  });
});
