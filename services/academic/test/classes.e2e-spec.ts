import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { MSG_CHOOSE_ORIGIN, MSG_FINISHED_CLASS, MSG_NO_TRANSFER_REQUEST } from '../src/class/enrolment-state-machine.js';
import { type AcademicUnderTest, ADMIN, CONSULTANT, INSTRUCTOR, newStudent, SALES, startAcademic } from './academic-harness.js';

describe('classes and their enrolments', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'instructor' | 'sales' | 'consultant', ApiClient>;
  let training: number;
  let otherTraining: number;

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, instructor: INSTRUCTOR, sales: SALES, consultant: CONSULTANT });
    training = (
      await users.admin.post('/api/trainings', {
        nome_treinamento: 'Excel Avançado',
        id_status_treinamento: 1,
        id_instrutor: INSTRUCTOR.id_usuario,
      })
    ).body[0].id;
    otherTraining = (await users.admin.post('/api/trainings', { nome_treinamento: 'Power BI', id_status_treinamento: 1 })).body[0].id;
  });
  afterAll(() => academic.close());

  const student = async (extra: Record<string, unknown> = {}) =>
    (await users.admin.post('/api/students', newStudent(extra))).body[0].id as number;
  const classBody = (extra: Record<string, unknown> = {}) => ({
    id_treinamento: training,
    id_instrutor: INSTRUCTOR.id_usuario,
    data_inicio: '2026-04-06',
    data_fim: '2026-04-10',
    id_periodo_turma: 1,
    id_status_turma: 1,
    desc_turma: 'Turma de abril',
    ...extra,
  });
  const entryOf = (row: { alunos: Array<{ id_aluno: number }> }, id: number) => row.alunos.find((entry) => entry.id_aluno === id) as any;

  it('creates a class with its students; the answer carries alunos in the API shape and count_alunos', async () => {
    const [a, b] = [await student(), await student()];
    const created = await users.sales.post('/api/classes', classBody());
    assert.equal(created.status, 403, 'sales may view classes but not create them');
    const answer = await users.admin.post(
      '/api/classes',
      classBody({
        alunos: [
          { id_aluno: a, id_inscricao: 3, id_forma_pagto: 3, valor_pago: '1.500,50', cod_pagto: 'PIX-1' },
          { id_aluno: b, id_inscricao: 1 },
        ],
      }),
    );
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const row = answer.body[0];
    assert.equal(row.nome_treinamento, 'Excel Avançado');
    assert.equal(row.nome_instrutor, 'Instrutora Teste');
    assert.equal(row.nome_periodo_turma, 'Noturno');
    assert.equal(row.nome_status_turma, 'Aberta');
    assert.equal(row.data_inicio, '2026-04-06');
    assert.equal(row.count_alunos, 2);
    const paid = entryOf(row, a);
    assert.deepEqual(Object.keys(paid).sort(), [
      'cci',
      'cod_pagto',
      'data_hora_cancelamento',
      'data_hora_inclusao',
      'data_hora_pagamento',
      'desconto',
      'gera_comissao',
      'id',
      'id_aluno',
      'id_forma_pagto',
      'id_inscricao',
      'id_status_contrato_aluno',
      'id_turma_origem',
      'libera_conteudo',
      'nome_aluno',
      'nome_forma_pagto',
      'nome_status_inscricao',
      'parcelas',
      'primeiro_vencimento',
      'valor_pago',
    ]);
    assert.equal(paid.valor_pago, 1500.5);
    assert.equal(paid.nome_status_inscricao, 'Pago');
    assert.ok(paid.data_hora_pagamento);
    assert.equal(paid.cci, Date.parse(paid.data_hora_inclusao).toString(36));
    assert.equal(paid.gera_comissao, true);
    assert.equal(paid.libera_conteudo, false);
    const students = await users.admin.get(`/api/students?studentId=${a}`);
    assert.equal(students.body[0].is_student, true, 'the first class makes a lead a student');
  });

  it('diffs the alunos list on PATCH: edits, status changes and removal (status 4), with one event per change', async () => {
    const [a, b, c] = [await student(), await student(), await student()];
    const row = (
      await users.admin.post(
        '/api/classes',
        classBody({
          alunos: [
            { id_aluno: a, id_inscricao: 3 },
            { id_aluno: b, id_inscricao: 2 },
            { id_aluno: c, id_inscricao: 1 },
          ],
        }),
      )
    ).body[0];
    await academic.settle();
    const ids = row.alunos.map((entry: { id: number }) => entry.id);
    assert.equal(academic.eventsOf('academic.enrolment.created.v1', (p) => ids.includes(p.id_matricula)).length, 3);

    const patched = await users.instructor.patch(`/api/classes/${row.id}`, {
      ...row,
      alunos: [
        { ...entryOf(row, a), id_inscricao: 5 },
        { ...entryOf(row, b), valor_pago: 900, libera_conteudo: true },
      ],
    });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    const refunded = entryOf(patched.body, a);
    assert.equal(refunded.id_inscricao, 5);
    assert.equal(refunded.data_hora_pagamento, null);
    assert.ok(refunded.data_hora_cancelamento);
    const removed = entryOf(patched.body, c);
    assert.equal(removed.id_inscricao, 4, 'a student missing from the list is cancelled, not deleted');
    assert.ok(removed.data_hora_cancelamento);
    assert.equal(patched.body.count_alunos, 2, 'statuses 4 and 6 are not counted; 5 is');

    await academic.settle();
    const changed = academic.eventsOf('academic.enrolment.status-changed.v1', (p) => ids.includes(p.id_matricula));
    assert.equal(changed.length, 2);
    const toRefund = changed.find((event) => event.payload.id_aluno === a)!.payload;
    assert.equal(toRefund.id_status_inscricao_anterior, 3);
    assert.equal(toRefund.id_status_inscricao, 5);
    assert.equal(toRefund.nome_status_inscricao, 'Estornado');
    assert.equal(toRefund.sequence, 2);
    assert.equal(toRefund.nome_treinamento, 'Excel Avançado');
    assert.equal(toRefund.data_inicio, '2026-04-06');
    assert.equal(toRefund.id_usuario_venda, ADMIN.id_usuario);
    const updated = academic.eventsOf('academic.enrolment.updated.v1', (p) => ids.includes(p.id_matricula));
    assert.equal(updated.length, 1);
    assert.deepEqual(updated[0]!.payload.campos_alterados, ['valor_pago', 'libera_conteudo']);
    assert.equal(updated[0]!.payload.valor_pago, 900);

    // The same list again changes nothing and publishes nothing.
    const before = academic.events.length;
    const again = await users.admin.patch(`/api/classes/${row.id}`, { alunos: patched.body.alunos });
    assert.equal(again.status, 200);
    await academic.settle();
    assert.equal(academic.events.length, before);
  });

  it('handles transfers: 409 without a request, copies from the only request, asks for the origin when there are several', async () => {
    const mover = await student();
    const origin = (
      await users.admin.post(
        '/api/classes',
        classBody({
          alunos: [{ id_aluno: mover, id_inscricao: 3, id_forma_pagto: 2, valor_pago: 1200, cod_pagto: 'CC-9', gera_comissao: false }],
        }),
      )
    ).body[0];
    const target = (await users.admin.post('/api/classes', classBody({ id_treinamento: otherTraining }))).body[0];

    const refused = await users.admin.patch(`/api/classes/${target.id}`, { alunos: [{ id_aluno: mover, id_inscricao: 7 }] });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.statusMsg, MSG_NO_TRANSFER_REQUEST);

    await users.admin.patch(`/api/classes/${origin.id}`, { alunos: [{ ...origin.alunos[0], id_inscricao: 6 }] });
    const request = (await users.admin.get(`/api/classes?classId=${origin.id}`)).body[0].alunos[0];
    assert.equal(request.id_inscricao, 6);

    const moved = await users.admin.patch(`/api/classes/${target.id}`, {
      alunos: [{ id_aluno: mover, id_inscricao: 8, valor_pago: 1, gera_comissao: true }],
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const entry = moved.body.alunos[0];
    assert.deepEqual([entry.id_forma_pagto, entry.valor_pago, entry.cod_pagto, entry.gera_comissao], [2, 1200, 'CC-9', false]);
    assert.equal(entry.cci, request.cci);
    assert.equal(entry.data_hora_inclusao, request.data_hora_inclusao);
    assert.equal(entry.id_turma_origem, origin.id);
    assert.ok(entry.data_hora_pagamento, 'status 8 counts as paid');

    // Another class: an earlier transfer exists, so the origin must be chosen.
    const third = (await users.admin.post('/api/classes', classBody())).body[0];
    const ask = await users.admin.patch(`/api/classes/${third.id}`, { alunos: [{ id_aluno: mover, id_inscricao: 7 }] });
    assert.equal(ask.status, 409);
    assert.equal(ask.body.statusMsg, MSG_CHOOSE_ORIGIN);
    const chosen = await users.admin.patch(`/api/classes/${third.id}`, {
      alunos: [{ id_aluno: mover, id_inscricao: 7, id_turma_origem: origin.id }],
    });
    assert.equal(chosen.status, 200);
    assert.equal(chosen.body.alunos[0].id_turma_origem, origin.id);
  });

  it('refuses any student change in a finished class (409) and rolls the whole request back, without events', async () => {
    const a = await student();
    const row = (await users.admin.post('/api/classes', classBody({ alunos: [{ id_aluno: a, id_inscricao: 1 }] }))).body[0];
    const finished = await users.admin.patch(`/api/classes/${row.id}`, { id_status_turma: 4 });
    assert.equal(finished.body.nome_status_turma, 'Concluída');
    await academic.settle();
    const before = academic.events.length;

    const refused = await users.admin.patch(`/api/classes/${row.id}`, { desc_turma: 'mudou', alunos: [] });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.statusMsg, MSG_FINISHED_CLASS);
    const stored = (await users.admin.get(`/api/classes?classId=${row.id}`)).body[0];
    assert.equal(stored.desc_turma, 'Turma de abril', 'the class change of the refused request was rolled back');
    assert.equal(stored.alunos[0].id_inscricao, 1);
    await academic.settle();
    assert.equal(academic.events.length, before, 'a rolled-back change publishes nothing');

    const unchanged = await users.admin.patch(`/api/classes/${row.id}`, { desc_turma: 'Concluída em abril', alunos: stored.alunos });
    assert.equal(unchanged.status, 200, 'a finished class may change its own fields when the students are sent back as they are');

    // Reopened and its students edited in the same save: the lock follows the status the save leaves.
    const b = await student();
    const reopened = await users.admin.patch(`/api/classes/${row.id}`, {
      id_status_turma: 2,
      alunos: [...stored.alunos, { id_aluno: b, id_inscricao: 1 }],
    });
    assert.equal(reopened.status, 200, JSON.stringify(reopened.body));
    assert.equal(reopened.body.nome_status_turma, 'Em Andamento');
    assert.deepEqual(
      reopened.body.alunos.map((entry: { id_aluno: number }) => entry.id_aluno).sort((x: number, y: number) => x - y),
      [a, b].sort((x, y) => x - y),
    );
    // Finished again in a save that also changes a student: refused, nothing kept.
    const finishing = await users.admin.patch(`/api/classes/${row.id}`, { id_status_turma: 4, alunos: stored.alunos });
    assert.equal(finishing.status, 409);
    assert.equal(finishing.body.statusMsg, MSG_FINISHED_CLASS);
  });

  it("serves the 'Instrutor' selects' active staff (id, name, type) to whoever edits trainings or classes, without the user permission", async () => {
    const answer = await users.instructor.get<Array<Record<string, unknown>>>('/api/trainings/instructors');
    assert.equal(answer.status, 200);
    const ids = answer.body.map((row) => row.id_usuario);
    for (const staff of [ADMIN, INSTRUCTOR, SALES, CONSULTANT]) assert.ok(ids.includes(staff.id_usuario), staff.nome);
    for (const row of answer.body) assert.deepEqual(Object.keys(row).sort(), ['id_tipo_usuario', 'id_usuario', 'nome']);
    assert.ok(
      answer.body.every((row) => row.id_tipo_usuario !== 6),
      'no students',
    );
    const names = answer.body.map((row) => String(row.nome));
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
      'by name',
    );
    assert.equal((await users.sales.get('/api/trainings/instructors')).status, 403);
    assert.equal((await users.consultant.get('/api/trainings/instructors')).status, 403);
  });

  it('validates the class and its entries with Portuguese messages', async () => {
    const a = await student();
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ ...classBody(), id_treinamento: undefined }, 400, /treinamento/],
      [classBody({ data_fim: '2026-04-01' }), 400, /término/],
      [classBody({ data_inicio: '31/02/2026' }), 400, /data de início/],
      [classBody({ id_status_turma: 99 }), 400, /Status da turma inválido/],
      [classBody({ alunos: [{ id_aluno: a, id_inscricao: 4 }] }), 409, /novo aluno/],
      [classBody({ alunos: [{ id_aluno: 999999, id_inscricao: 1 }] }), 400, /Aluno não encontrado/],
      [classBody({ alunos: [{ id_aluno: a, id_inscricao: 1, valor_pago: 'muito' }] }), 400, /valor pago/],
      [
        classBody({
          alunos: [
            { id_aluno: a, id_inscricao: 1 },
            { id_aluno: a, id_inscricao: 2 },
          ],
        }),
        409,
        /mais de uma vez/,
      ],
      [classBody({ campo_estranho: 1 }), 400, /não é permitido/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await users.admin.post('/api/classes', body);
      assert.equal(answer.status, status, JSON.stringify(body));
      assert.match(answer.body.statusMsg, message);
    }
  });

  it('on PATCH, checks what the save brings in: a training, period, status, instructor, student or payment method that does not exist is a 400', async () => {
    const a = await student();
    const row = (await users.admin.post('/api/classes', classBody({ alunos: [{ id_aluno: a, id_inscricao: 3, id_forma_pagto: 3 }] })))
      .body[0];
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ id_treinamento: 999999 }, /Treinamento inválido/],
      [{ id_periodo_turma: 99 }, /Período da turma inválido/],
      [{ id_status_turma: 99 }, /Status da turma inválido/],
      [{ id_instrutor: 999999 }, /Instrutor inválido: selecione um usuário ativo/],
      [{ alunos: [...row.alunos, { id_aluno: 999999, id_inscricao: 1 }] }, /Aluno não encontrado/],
      [{ alunos: [{ ...row.alunos[0], id_forma_pagto: 999 }] }, /Forma de pagamento inválid/],
    ];
    for (const [change, message] of cases) {
      const answer = await users.admin.patch(`/api/classes/${row.id}`, { ...row, ...change });
      assert.equal(answer.status, 400, JSON.stringify(change));
      assert.match(answer.body.statusMsg, message);
    }
    // What it holds already is not in doubt: sent back as it is, the class saves.
    const same = await users.admin.patch(`/api/classes/${row.id}`, { ...row, desc_turma: 'Mesma turma' });
    assert.equal(same.status, 200, JSON.stringify(same.body));
    assert.equal(same.body.desc_turma, 'Mesma turma');
  });

  it('lists classes by start date, newest first, whole or paged with X-Total-Count, searchable', async () => {
    await users.admin.post('/api/classes', classBody({ data_inicio: '2030-01-01', data_fim: '2030-01-05', desc_turma: 'Futura distante' }));
    const whole = await users.consultant.get('/api/classes');
    assert.equal(whole.status, 403);
    const all = await users.instructor.get('/api/classes');
    assert.equal(all.status, 200);
    assert.equal(all.body[0].desc_turma, 'Futura distante');
    const dates = all.body.map((row: { data_inicio: string }) => row.data_inicio);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const page = await users.admin.get('/api/classes?page=1&pageSize=2&sort=data_inicio');
    assert.equal(page.body.length, 2);
    assert.equal(Number(page.headers.get('x-total-count')), all.body.length);
    const search = await users.admin.get('/api/classes?page=1&q=futura%20DISTANTE');
    assert.equal(search.body.length, 1);
    assert.equal((await users.admin.get('/api/classes?classId=abc')).status, 400);
  });

  it('searches every term in the training, instructor, period, status or description, whatever the case or accents', async () => {
    const row = (
      await users.admin.post(
        '/api/classes',
        classBody({
          id_treinamento: otherTraining,
          id_periodo_turma: 2,
          id_status_turma: 3,
          data_inicio: '2030-02-03',
          data_fim: '2030-02-07',
          desc_turma: 'Turma Ação-Especial (noite)',
        }),
      )
    ).body[0];
    const found = async (q: string) => {
      const answer = await users.admin.get(`/api/classes?page=1&pageSize=100&q=${encodeURIComponent(q)}`);
      assert.equal(answer.status, 200);
      assert.equal(Number(answer.headers.get('x-total-count')), answer.body.length);
      return answer.body.map((entry: { id: number }) => entry.id).includes(row.id);
    };
    assert.equal(await found('POWER bí'), true, 'training');
    assert.equal(await found('instrutora teste'), true, 'instructor');
    assert.equal(await found('diurno confirmada'), true, 'period and status');
    assert.equal(await found('acao especial'), true, 'description');
    assert.equal(await found('power inexistente'), false, 'every term must match');
    assert.equal(await found('%'), false, 'LIKE wildcards are literal');
  });

  it('searches and filters the start and end dates as they are shown (DD/MM/YYYY), whole or in part', async () => {
    const row = (await users.admin.post('/api/classes', classBody({ data_inicio: '2031-03-14', data_fim: '2031-03-18' }))).body[0];
    const ids = async (query: string) => {
      const answer = await users.admin.get(`/api/classes?page=1&pageSize=100&${query}`);
      assert.equal(answer.status, 200, `${query}: ${JSON.stringify(answer.body)}`);
      return answer.body.map((entry: { id: number }) => entry.id);
    };
    const found = async (q: string) => (await ids(`q=${encodeURIComponent(q)}`)).includes(row.id);
    assert.equal(await found('14/03/2031'), true, 'Início');
    assert.equal(await found('18/03/2031'), true, 'Término');
    assert.equal(await found('03/2031'), true, 'a month');
    assert.equal(await found('excel 14/03'), true, 'day and month, with another term');
    assert.equal(await found('15/03/2031'), false, 'a day between start and end is not shown');
    assert.equal(await found('excel 14/04'), false);
    const filtered = async (field: string, value: string) => (await ids(`filter.${field}=${encodeURIComponent(value)}`)).includes(row.id);
    assert.equal(await filtered('data_inicio', '03/2031'), true);
    assert.equal(await filtered('data_inicio', '18/03/2031'), false);
    assert.equal(await filtered('data_fim', '18/03/2031'), true);
    assert.equal(await filtered('data_fim', '2031-03-18'), true, 'ISO as before');
    assert.equal(await filtered('count_alunos', String(row.count_alunos)), true, 'the Alunos count');
    assert.equal(await filtered('count_alunos', String(row.count_alunos + 1)), false);
    assert.equal((await users.admin.get('/api/classes?page=1&filter.alunos=1')).status, 400);
  });

  it('deletes a class only when its students are cancelled or refunded, and says so in an event', async () => {
    const a = await student();
    const row = (await users.admin.post('/api/classes', classBody({ alunos: [{ id_aluno: a, id_inscricao: 2 }] }))).body[0];
    const refused = await users.admin.delete(`/api/classes?classesIds=${row.id}`);
    assert.equal(refused.status, 409);
    await users.admin.patch(`/api/classes/${row.id}`, { alunos: [] });
    const deleted = await users.admin.delete(`/api/classes?classesIds=${row.id}`);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.status, true);
    await academic.settle();
    const event = academic.eventsOf('academic.class.deleted.v1', (p) => p.id_turma === row.id)[0];
    assert.deepEqual(event?.payload.ids_matricula, [row.alunos[0].id]);
    const lead = (await users.admin.get(`/api/students?studentId=${a}`)).body[0];
    assert.equal(lead.is_student, false, 'without classes the student is a lead again');
    assert.ok(
      academic.eventsOf('academic.student.updated.v1', (p) => p.id_aluno === a && !p.is_student).length >= 1,
      JSON.stringify(academic.events.filter((e) => (e.payload as any).id_aluno === a).map((e) => [e.type, (e.payload as any).is_student])),
    );
    assert.equal((await users.admin.delete('/api/classes?classesIds=999999')).status, 404);
  });

  it('publishes class and training events with names and dates; a training rename reaches its classes', async () => {
    const row = (await users.admin.post('/api/classes', classBody({ id_treinamento: otherTraining }))).body[0];
    await users.admin.patch(`/api/trainings/${otherTraining}`, { nome_treinamento: 'Power BI Avançado' });
    await academic.settle();
    const created = academic.eventsOf('academic.class.created.v1', (p) => p.id_turma === row.id)[0]!;
    assert.equal(created.payload.nome_treinamento, 'Power BI');
    assert.equal(created.payload.data_fim, '2026-04-10');
    const training = academic.eventsOf('academic.training.updated.v1', (p) => p.id_treinamento === otherTraining).at(-1)!;
    assert.equal(training.payload.nome_treinamento, 'Power BI Avançado');
    const renamed = academic.eventsOf('academic.class.updated.v1', (p) => p.id_turma === row.id).at(-1)!;
    assert.equal(renamed.payload.nome_treinamento, 'Power BI Avançado');
    assert.ok(renamed.payload.revision > created.payload.revision);
    assert.equal((await users.admin.delete(`/api/trainings?trainingsIds=${otherTraining}`)).status, 409, 'a training with classes stays');
  });

  it('serves a Turmas page again only while nothing it shows changed: a class, an entry, a student, a training or an instructor renamed', async () => {
    const otherInstructor = { id_usuario: 44, id_tipo_usuario: 4, nome: 'Instrutor Antigo', permissions: ['class'] };
    await academic.as(otherInstructor);
    const a = await student({ nome_aluno: 'Aluna Antes' });
    const created = (
      await users.admin.post(
        '/api/classes',
        classBody({ data_inicio: '2099-12-30', data_fim: '2099-12-31', id_instrutor: 44, alunos: [{ id_aluno: a, id_inscricao: 1 }] }),
      )
    ).body[0];
    const firstRow = async () => {
      const page = await users.admin.get('/api/classes?page=1&pageSize=1');
      assert.equal(page.status, 200);
      assert.equal(page.body[0].id, created.id, 'the newest class comes first');
      return page.body[0];
    };
    const shown = await firstRow();
    assert.equal(shown.nome_instrutor, 'Instrutor Antigo');
    assert.equal(entryOf(shown, a).nome_aluno, 'Aluna Antes');

    // A client that has the page already is told so (304), as for any list. (fetch adds `Cache-Control: no-cache` to a
    // request with If-None-Match unless one is given; a browser revalidating its cache sends max-age=0.)
    const revalidate = (tag: string) => ({ headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' } });
    const page = await users.admin.get('/api/classes?page=1&pageSize=1');
    const etag = page.headers.get('etag');
    assert.match(etag ?? '', /^W\//);
    assert.equal(page.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(page.headers.get('x-total-count'), (await users.admin.get('/api/classes?page=1&pageSize=1')).headers.get('x-total-count'));
    const again = await users.admin.call('GET', '/api/classes?page=1&pageSize=1', undefined, revalidate(etag!));
    assert.equal(again.status, 304);

    assert.equal(
      (await users.admin.patch(`/api/classes/${created.id}`, { alunos: [{ id_aluno: a, id_inscricao: 3, id_forma_pagto: 3 }] })).status,
      200,
    );
    assert.equal(entryOf(await firstRow(), a).id_inscricao, 3, 'an entry changed');
    const stale = await users.admin.call('GET', '/api/classes?page=1&pageSize=1', undefined, revalidate(etag!));
    assert.equal(stale.status, 200, 'the old ETag no longer matches');

    assert.equal((await users.admin.patch(`/api/students/${a}`, { nome_aluno: 'Aluna Depois' })).status, 200);
    assert.equal(entryOf(await firstRow(), a).nome_aluno, 'Aluna Depois', 'a student renamed');

    assert.equal((await users.admin.patch(`/api/trainings/${training}`, { nome_treinamento: 'Excel Avançado 2031' })).status, 200);
    assert.equal((await firstRow()).nome_treinamento, 'Excel Avançado 2031', 'a training renamed');
    await users.admin.patch(`/api/trainings/${training}`, { nome_treinamento: 'Excel Avançado' });

    await academic.as({ ...otherInstructor, nome: 'Instrutor Novo' });
    assert.equal((await firstRow()).nome_instrutor, 'Instrutor Novo', "an instructor renamed (identity's event)");

    assert.equal((await users.admin.patch(`/api/classes/${created.id}`, { desc_turma: 'Turma renomeada' })).status, 200);
    assert.equal((await firstRow()).desc_turma, 'Turma renomeada', 'the class itself');

    // Operators see whether the kept pages pay: served pages by result.
    const metrics = await (await fetch(`${academic.url}/metrics`)).text();
    for (const result of ['hit', 'miss'])
      assert.match(metrics, new RegExp(`^list_pages_served_total\\{[^}]*list="turmas",result="${result}"[^}]*\\} [1-9]`, 'm'));
  });

  it('answers a kept Turmas page gzipped to a client that accepts gzip: the same rows, ETag and 304 as the plain answer', async () => {
    const names = ['Ana', 'Bruno', 'Carla', 'Diego'].map((name) => `${name} de Oliveira Gzip`);
    const ids = [];
    for (const nome_aluno of names) ids.push(await student({ nome_aluno }));
    const created = (
      await users.admin.post(
        '/api/classes',
        classBody({ data_inicio: '2099-12-30', data_fim: '2099-12-31', alunos: ids.map((id_aluno) => ({ id_aluno, id_inscricao: 1 })) }),
      )
    ).body[0];
    const path = '/api/classes?page=1&pageSize=1';
    const plain = await users.admin.call('GET', path, undefined, { headers: { 'accept-encoding': 'identity' } });
    // fetch asks for gzip and unpacks it, as a browser does; the header says what came over the wire.
    const zipped = await users.admin.call('GET', path, undefined, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(plain.status, 200);
    assert.equal(zipped.status, 200);
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(zipped.headers.get('content-encoding'), 'gzip');
    assert.equal(zipped.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.match(zipped.headers.get('vary') ?? '', /accept-encoding/i);
    assert.ok(Number(zipped.headers.get('content-length')) < Buffer.byteLength(JSON.stringify(plain.body)), 'smaller on the wire');
    assert.equal(zipped.body[0].id, created.id);
    assert.deepEqual(zipped.body, plain.body);
    assert.equal(zipped.headers.get('etag'), plain.headers.get('etag'));
    assert.equal(zipped.headers.get('x-total-count'), plain.headers.get('x-total-count'));
    // A client that has the page already is told so, whichever encoding it asks for.
    for (const encoding of ['gzip', 'identity']) {
      const again = await users.admin.call('GET', path, undefined, {
        headers: { 'accept-encoding': encoding, 'if-none-match': plain.headers.get('etag')!, 'cache-control': 'max-age=0' },
      });
      assert.equal(again.status, 304, encoding);
    }
  });
});
