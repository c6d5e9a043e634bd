import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { schoolTimeZone } from '@treina/nest-platform';
import { activitySnapshot, envelope } from '@treina/contracts/testing';
import type { ApiClient } from '@treina/nest-platform/testing';
import { type AcademicUnderTest, ADMIN, CONSULTANT, fileForm, newStudent, PDF_BYTES, SALES, startAcademic } from './academic-harness.js';

describe('students and interested leads', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'sales', ApiClient>;
  let training: number;
  let secondTraining: number;

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, sales: SALES });
    training = (await users.admin.post('/api/trainings', { nome_treinamento: 'Preparatório CPA-10', id_status_treinamento: 1 })).body[0].id;
    secondTraining = (await users.admin.post('/api/trainings', { nome_treinamento: 'Excel', id_status_treinamento: 1 })).body[0].id;
  });
  afterAll(() => academic.close());

  const enrol = (id_aluno: number, id_inscricao = 3, extra: Record<string, unknown> = {}) =>
    users.admin.post('/api/classes', {
      id_treinamento: training,
      data_inicio: '2026-05-04',
      data_fim: '2026-05-08',
      id_periodo_turma: 2,
      id_status_turma: 1,
      alunos: [{ id_aluno, id_inscricao, id_forma_pagto: 3, valor_pago: 1490, cod_pagto: 'PIX-7' }],
      ...extra,
    });

  it('creates a student with 200 and a list, formats CPF and phone, and publishes academic.student.created.v1', async () => {
    const answer = await users.sales.post(
      '/api/students',
      newStudent({
        nome_aluno: 'Júlia Araújo',
        email: 'Julia.Araujo@Exemplo.com.br',
        telefone: '11987654321',
        cpf: '52998224725',
        data_nasc: '15/03/1990',
        id_canal_aluno: 2,
        id_status_aluno: 1,
        interesses: [training, training, secondTraining],
        possui_login: true,
      }),
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const row = answer.body[0];
    assert.equal(row.email, 'julia.araujo@exemplo.com.br');
    assert.equal(row.telefone, '(11) 98765-4321');
    assert.equal(row.cpf, '529.982.247-25');
    assert.equal(row.data_nasc, '1990-03-15');
    assert.equal(row.nome_canal_aluno, 'Indicação');
    assert.deepEqual(row.interesses.sort(), [training, secondTraining].sort());
    assert.equal(row.treinamentos_interesses, 'Excel, Preparatório CPA-10');
    assert.equal(row.is_student, false);
    assert.deepEqual(row.turmas, []);
    assert.deepEqual(row.atividades_realizadas, []);
    await academic.settle();
    const event = academic.eventsOf('academic.student.created.v1', (p) => p.id_aluno === row.id)[0]!;
    assert.equal(event.payload.possui_login, true);
    assert.equal(event.payload.is_student, false);
    assert.equal(event.payload.revision, 1);
    assert.equal(event.payload.nome_canal_aluno, 'Indicação');
  });

  it('validates CPF check digits, e-mail, phone and channel with Portuguese messages', async () => {
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ cpf: '529.982.247-24' }, 400, /CPF inválido/],
      [{ cpf: '111.111.111-11' }, 400, /CPF inválido/],
      [{ email: 'sem-arroba' }, 400, /e-mail válido/],
      [{ telefone: '123' }, 400, /Telefone inválido/],
      [{ nome_aluno: '  ' }, 400, /nome do aluno/],
      [{ id_canal_aluno: 6 }, 400, /Canal inativo/],
      [{ email: null, possui_login: true }, 400, /e-mail do aluno/],
      [{ data_nasc: '31/02/2000' }, 400, /nascimento/],
      [{ interesses: [99999] }, 400, /interesses/],
    ];
    for (const [changes, status, message] of cases) {
      const answer = await users.admin.post('/api/students', newStudent(changes));
      assert.equal(answer.status, status, JSON.stringify(changes));
      assert.match(answer.body.statusMsg, message, JSON.stringify(changes));
    }
    const first = await users.admin.post('/api/students', newStudent({ email: 'repetido@exemplo.com.br' }));
    assert.equal(first.status, 200);
    const duplicate = await users.admin.post('/api/students', newStudent({ email: 'REPETIDO@exemplo.com.br' }));
    assert.equal(duplicate.status, 409);
    // An inactive channel is refused only for new students; editing keeps any channel.
    assert.equal((await users.admin.patch(`/api/students/${first.body[0].id}`, { id_canal_aluno: 6 })).status, 200);
  });

  it("lists 'interested' (no classes) and 'student' (at least one class), newest first, with the detail panel's data", async () => {
    const lead = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Lead Sem Turma' }))).body[0].id;
    const taker = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Aluna Com Turma', interesses: [training] }))).body[0]
      .id;
    const created = await enrol(taker);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const older = await users.admin.post('/api/classes', {
      id_treinamento: secondTraining,
      data_inicio: '2025-01-06',
      data_fim: '2025-01-10',
      id_periodo_turma: 1,
      id_status_turma: 2,
      alunos: [{ id_aluno: taker, id_inscricao: 1 }],
    });
    await users.admin.patch(`/api/classes/${older.body[0].id}`, { alunos: [] });

    const interested = (await users.admin.get('/api/students?type=interested')).body;
    const students = (await users.admin.get('/api/students?type=student')).body;
    assert.ok(interested.some((row: { id: number }) => row.id === lead));
    assert.ok(!interested.some((row: { id: number }) => row.id === taker));
    assert.ok(students.some((row: { id: number }) => row.id === taker));
    assert.ok(!students.some((row: { id: number }) => row.id === lead));
    const created_at = interested.map((row: { data_criacao: string }) => row.data_criacao);
    assert.deepEqual(created_at, [...created_at].sort().reverse());

    const [row] = (await users.admin.get(`/api/students?type=student&studentId=${taker}`)).body;
    assert.equal(row.turmas.length, 2);
    assert.equal(row.turmas[0].data_inicio, '2026-05-04', 'classes newest first');
    assert.equal(row.turmas[0].nome_status_inscricao, 'Pago');
    assert.equal(row.turmas[0].valor_pago, 1490);
    assert.equal(row.turmas[0].nome_forma_pagto, 'PIX');
    assert.ok(row.turmas[0].data_hora_pagamento);
    assert.equal(row.turmas[0].nome_periodo_turma, 'Diurno');
    assert.equal(row.turmas[1].id_inscricao, 4);
    assert.ok(row.turmas[1].data_hora_cancelamento);
    assert.deepEqual(row.treinamentos_cancelados, [older.body[0].id]);
    assert.equal(row.treinamentos_realizados, 'Preparatório CPA-10');

    const page = await users.admin.get('/api/students?type=student&page=1&pageSize=1&q=aluna%20com');
    assert.equal(page.body.length, 1);
    assert.equal(page.headers.get('x-total-count'), '1');
    assert.equal((await users.admin.get('/api/students?type=aluno')).status, 400);
    await academic.settle();
    assert.ok(
      academic.eventsOf('academic.student.updated.v1', (p) => p.id_aluno === taker && p.is_student).length === 1,
      'is_student changed once',
    );
  });

  it('searches every visible column: Canal, Situação, Interesses, Treinamentos Realizados and Criação as DD/MM/YYYY', async () => {
    const id = (
      await users.admin.post(
        '/api/students',
        newStudent({ nome_aluno: 'Zuleica Buscável', id_canal_aluno: 2, id_status_aluno: 2, interesses: [secondTraining] }),
      )
    ).body[0].id;
    // Took the CPA-10 class; a cancelled Excel entry is not a training taken.
    assert.equal((await enrol(id, 3)).status, 201);
    const excel = await users.admin.post('/api/classes', {
      id_treinamento: secondTraining,
      data_inicio: '2025-01-06',
      data_fim: '2025-01-10',
      id_periodo_turma: 1,
      id_status_turma: 2,
      alunos: [{ id_aluno: id, id_inscricao: 1 }],
    });
    assert.equal((await users.admin.patch(`/api/classes/${excel.body[0].id}`, { alunos: [] })).status, 200);
    const ids = async (query: string) => {
      const answer = await users.admin.get(`/api/students?type=student&page=1&pageSize=100&${query}`);
      assert.equal(answer.status, 200, `${query}: ${JSON.stringify(answer.body)}`);
      assert.equal(Number(answer.headers.get('x-total-count')), answer.body.length, query);
      return answer.body.map((row: { id: number }) => row.id);
    };
    const found = async (q: string) => (await ids(`q=${encodeURIComponent(q)}`)).includes(id);
    const today = new Date().toLocaleDateString('pt-BR', { timeZone: schoolTimeZone() });
    assert.equal(await found('zuleica INDICACAO'), true, 'Canal');
    assert.equal(await found('zuleica instagram'), false, 'another channel');
    assert.equal(await found('zuleica negociação'), true, 'Situação');
    assert.equal(await found('zuleica matriculado'), false, 'another status');
    assert.equal(await found('zuleica excel'), true, 'Interesses');
    assert.equal(await found('zuleica cpa-10'), true, 'Treinamentos Realizados');
    assert.equal(await found(`zuleica ${today}`), true, 'Criação, a whole day');
    assert.equal(await found(`zuleica ${today.slice(3)}`), true, 'Criação, a month');
    assert.equal(await found(`zuleica ${today.slice(0, 5)}`), true, 'Criação, day and month');
    assert.equal(await found('zuleica 01/01/2001'), false, 'another day');
    assert.equal(await found('zuleica 31/02/2026'), false, 'a day that does not exist');

    const filtered = async (field: string, value: string) => (await ids(`filter.${field}=${encodeURIComponent(value)}`)).includes(id);
    assert.equal(await filtered('treinamentos_interesses', 'EXCEL'), true);
    assert.equal(await filtered('treinamentos_interesses', 'cpa'), false);
    assert.equal(await filtered('treinamentos_realizados', 'preparatorio cpa'), true);
    assert.equal(await filtered('treinamentos_realizados', 'excel'), false);
    assert.equal(await filtered('data_criacao', today.slice(3)), true, 'a month typed into the Criação filter');
    assert.equal(await filtered('data_criacao', '01/2001'), false);
    assert.equal(await filtered('nome_canal_aluno', 'indicacao'), true);
    assert.equal(await filtered('nome_status_aluno', 'negociacao'), true);
    const unknown = await users.admin.get('/api/students?type=student&filter.senha=x');
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.statusMsg, "Não é possível filtrar pelo campo 'senha'.");
    const badDate = await users.admin.get('/api/students?type=student&filter.data_criacao=ontem');
    assert.equal(badDate.status, 400);
    assert.equal(badDate.body.statusMsg, "O filtro 'data_criacao' deve ser uma data (DD/MM/AAAA ou AAAA-MM-DD).");
  });

  it("finds a student by a training's name as their interests, class entries and classes' trainings change", async () => {
    const newTraining = async (nome_treinamento: string) =>
      (await users.admin.post('/api/trainings', { nome_treinamento, id_status_treinamento: 1 })).body[0].id as number;
    const [rhetoric, origami, chess, calligraphy] = [
      await newTraining('Retórica Nebulosa'),
      await newTraining('Origami Austral'),
      await newTraining('Xadrez Boreal'),
      await newTraining('Caligrafia Ártica'),
    ];
    const id = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Yolanda Seguida', interesses: [calligraphy] }))).body[0]
      .id as number;
    const listed = async (query: string) => {
      const answer = await users.admin.get(`/api/students?page=1&pageSize=50&${query}`);
      assert.equal(answer.status, 200, `${query}: ${JSON.stringify(answer.body)}`);
      return answer.body.some((row: { id: number }) => row.id === id);
    };
    const found = (q: string) => listed(`q=${encodeURIComponent(`yolanda ${q}`)}`);
    const filtered = (field: string, value: string) => listed(`filter.${field}=${encodeURIComponent(value)}`);
    /** Trainings taken: the column filter, and the search when the name is no interest of the student's (it covers both). */
    const took = async (name: string, alsoInterest = false) => {
      const [byQ, byFilter] = [await found(name), await filtered('treinamentos_realizados', name)];
      if (!alsoInterest) assert.equal(byQ, byFilter, `q and filter disagree on ${name}`);
      return byFilter;
    };

    // Interests: set on create, replaced on update, a deleted training leaves them.
    assert.equal(await found('caligrafia artica'), true);
    assert.equal(await filtered('treinamentos_interesses', 'CALIGRAFIA'), true);
    assert.equal((await users.admin.patch(`/api/students/${id}`, { interesses: [chess, origami] })).status, 200);
    assert.equal(await found('caligrafia'), false, 'an interest removed');
    assert.equal(await filtered('treinamentos_interesses', 'xadrez boreal'), true);
    assert.equal(await took('xadrez', true), false, 'an interest is not a training taken');
    assert.equal(await found('xadrez'), true, 'the search covers the interests');
    assert.equal((await users.admin.delete(`/api/trainings?trainingsIds=${chess}`)).status, 200);
    assert.equal(await filtered('treinamentos_interesses', 'origami'), true, 'the other interest stays');

    // Entries: taken while 1, 2, 3, 7 or 8; not while 4, 5 or 6. Two classes of the same training: cancelling one keeps it taken.
    const classOf = async (id_treinamento: number, id_inscricao: number) => {
      const answer = await users.admin.post('/api/classes', {
        id_treinamento,
        data_inicio: '2026-06-01',
        data_fim: '2026-06-05',
        id_periodo_turma: 1,
        id_status_turma: 1,
        alunos: [{ id_aluno: id, id_inscricao }],
      });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body[0].id as number;
    };
    const setStatus = async (classId: number, id_inscricao: number) =>
      assert.equal((await users.admin.patch(`/api/classes/${classId}`, { alunos: [{ id_aluno: id, id_inscricao }] })).status, 200);
    const first = await classOf(rhetoric, 2);
    assert.equal(await took('retorica nebulosa'), true, 'a pending entry is a training taken');
    await setStatus(first, 4);
    assert.equal(await took('retorica'), false, 'cancelled');
    await setStatus(first, 3);
    assert.equal(await took('retorica'), true, 'paid again');
    await setStatus(first, 5);
    assert.equal(await took('retorica'), false, 'refunded');
    const second = await classOf(rhetoric, 1);
    await setStatus(first, 3);
    await setStatus(second, 4);
    assert.equal(await took('retorica'), true, 'still taken through the other class');

    // The class's training changes: its students took the new one, and the old one only through other classes.
    assert.equal((await users.admin.patch(`/api/classes/${first}`, { id_treinamento: origami })).status, 200);
    assert.equal(await took('retorica'), false);
    assert.equal(await took('origami austral', true), true);
    assert.equal(await found('origami'), true);

    // What the saves kept on the row is what the entries and interests say.
    const [row] = await academic.dataSource.query(
      'SELECT ids_treinamentos_interesse AS interest, ids_treinamentos_realizados AS taken FROM aluno WHERE id = $1',
      [id],
    );
    assert.deepEqual(row, { interest: [origami], taken: [origami] });
  });

  it('pages a search with few matches newest first, with its total, and sorts it by any column', async () => {
    for (const nome_aluno of ['Wanda Paginada Bia', 'Wanda Paginada Ana', 'Wanda Paginada Cid'])
      assert.equal((await users.admin.post('/api/students', newStudent({ nome_aluno }))).status, 200);
    const page = async (query: string) => {
      const answer = await users.admin.get(`/api/students?q=${encodeURIComponent('wanda paginada')}&pageSize=2&${query}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.headers.get('x-total-count'), '3');
      return answer.body.map((row: { nome_aluno: string }) => row.nome_aluno.split(' ')[2]);
    };
    assert.deepEqual([...(await page('page=1')), ...(await page('page=2'))], ['Cid', 'Ana', 'Bia'], 'newest first');
    assert.deepEqual(await page('page=1&sort=nome_aluno'), ['Ana', 'Bia']);
    assert.deepEqual(await page('page=2&sort=nome_aluno'), ['Cid']);
    const narrowed = await users.admin.get(
      `/api/students?q=${encodeURIComponent('wanda paginada')}&page=1&pageSize=2&filter.nome_aluno=bia`,
    );
    assert.equal(narrowed.headers.get('x-total-count'), '1', 'a column filter narrows the few matches');
  });

  it('updates a student (a change publishes academic.student.updated.v1 with the next revision, no change publishes nothing)', async () => {
    const id = (await users.admin.post('/api/students', newStudent())).body[0].id;
    const answer = await users.sales.patch(`/api/students/${id}`, {
      obs_estudante: 'Prefere aulas à noite',
      possui_login: true,
      interesses: [training],
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.obs_estudante, 'Prefere aulas à noite');
    await academic.settle();
    const before = academic.events.length;
    assert.equal((await users.sales.patch(`/api/students/${id}`, { ...answer.body })).status, 200, 'the row itself may be sent back');
    await academic.settle();
    assert.equal(academic.events.length, before);
    const updates = academic.eventsOf('academic.student.updated.v1', (p) => p.id_aluno === id);
    assert.equal(updates.length, 1);
    assert.equal(updates[0]!.payload.revision, 2);
    assert.equal(updates[0]!.payload.possui_login, true);
    assert.equal((await users.admin.patch('/api/students/999999', { obs_estudante: 'x' })).status, 404);
  });

  it('keeps documents: upload, list, remove from database and storage; deletion of a lead removes its files', async () => {
    const id = (await users.admin.post('/api/students', newStudent())).body[0].id;
    const uploaded = await users.sales.upload(
      '/api/students/uploadS3',
      fileForm({ studentId: String(id) }, [
        { name: 'RG frente.pdf', type: 'application/pdf', bytes: PDF_BYTES },
        { name: 'comprovante.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]),
    );
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    assert.equal(uploaded.body.documentos.length, 2);
    const [keep, drop] = uploaded.body.documentos as string[];
    const keyOf = (url: string) => url.split('/').pop()!;
    assert.ok(existsSync(join(academic.uploadDir, keyOf(drop!))));
    const row = (await users.admin.get(`/api/students?studentId=${id}`)).body[0];
    assert.deepEqual(row.documentos, [keep, drop]);
    assert.equal(row.documentos_detalhes[0].nome_arquivo, 'RG frente.pdf');

    const file = await users.admin.get(drop!);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.match(file.headers.get('content-disposition')!, /comprovante\.pdf/);

    const kept = await users.sales.put(`/api/students/${id}/files`, { documentos: [keep] });
    assert.equal(kept.status, 200);
    assert.deepEqual(kept.body.documentos, [keep]);
    assert.equal(existsSync(join(academic.uploadDir, keyOf(drop!))), false, 'the removed document left the storage');
    assert.equal((await users.admin.get(drop!)).status, 404);
    assert.equal(
      (
        await users.sales.put(`/api/students/${id}/files`, {
          documentos: ['/api/files/documento-00000000-0000-0000-0000-000000000000.pdf'],
        })
      ).status,
      400,
    );

    assert.equal((await users.sales.delete(`/api/students?studentsIds=${id}`)).status, 403, 'sales may not delete');
    const deleted = await users.admin.delete(`/api/students?studentsIds=${id}`);
    assert.equal(deleted.status, 200);
    assert.equal(existsSync(join(academic.uploadDir, keyOf(keep!))), false);
    await academic.settle();
    assert.equal(academic.eventsOf('academic.student.deleted.v1', (p) => p.id_aluno === id).length, 1);
  });

  it('refuses to delete a student who has classes, and hides students from users without the permission', async () => {
    const id = (await users.admin.post('/api/students', newStudent())).body[0].id;
    await enrol(id, 1);
    assert.equal((await users.admin.delete(`/api/students?studentsIds=${id}`)).status, 409);
    const consultant = await academic.as(CONSULTANT);
    assert.equal((await consultant.get('/api/students?type=student')).status, 403);
    assert.equal((await academic.anonymous().get('/api/students')).status, 401);
  });

  it('refuses to delete a student whose entries are all cancelled, refunded or transferred (409), pointing to Anonimizar; the history stays', async () => {
    const id = (await users.admin.post('/api/students', newStudent())).body[0].id;
    const created = (await enrol(id, 1)).body[0];
    const refunded = (await enrol(id, 3)).body[0];
    const moved = (await enrol(id, 3)).body[0];
    const entry = (row: { alunos: Array<{ id_aluno: number; id_inscricao: number }> }) =>
      row.alunos.find((aluno) => aluno.id_aluno === id)!;
    const dropped = await users.admin.patch(`/api/classes/${created.id}`, { ...created, alunos: [] });
    assert.equal(dropped.status, 200, JSON.stringify(dropped.body));
    assert.equal(entry(dropped.body).id_inscricao, 4, 'removed from the class: cancelled, kept as history');
    const back = await users.admin.patch(`/api/classes/${refunded.id}`, { ...refunded, alunos: [{ ...entry(refunded), id_inscricao: 5 }] });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.equal(entry(back.body).id_inscricao, 5);
    // A transfer: the request in one class (6), the student 'Transferido' (7) into another.
    const requested = await users.admin.patch(`/api/classes/${moved.id}`, { ...moved, alunos: [{ ...entry(moved), id_inscricao: 6 }] });
    assert.equal(requested.status, 200, JSON.stringify(requested.body));
    const transferred = await enrol(id, 7);
    assert.equal(transferred.status, 201, JSON.stringify(transferred.body));
    assert.deepEqual(
      [entry(transferred.body[0]).id_inscricao, (entry(transferred.body[0]) as { id_turma_origem?: number }).id_turma_origem],
      [7, moved.id],
    );

    const refused = await users.admin.delete(`/api/students?studentsIds=${id}`);
    assert.equal(refused.status, 409);
    assert.equal(
      refused.body.statusMsg,
      'Este aluno tem histórico em turmas e não pode ser excluído. Para apagar os dados pessoais, use Anonimizar.',
    );
    assert.equal((await users.admin.get(`/api/students?type=student&studentId=${id}`)).body.length, 1, 'the student stays');
  });

  it('serves an Alunos page again only while nothing it shows changed: an entry, a class, an activity, its user, a document', async () => {
    const seller = { id_usuario: 46, id_tipo_usuario: 2, nome: 'Vendedora Antiga', permissions: ['student'] };
    await academic.as(seller);
    const id = (await users.admin.post('/api/students', newStudent({ nome_aluno: 'Bruna Guardada' }))).body[0].id;
    const classId = (await enrol(id, 3)).body[0].id;
    const path = `/api/students?type=student&studentId=${id}`;
    const shown = async () => {
      const answer = await users.sales.get(path);
      assert.equal(answer.status, 200);
      return answer.body[0];
    };
    assert.equal((await shown()).turmas[0].id_forma_pagto, 3);

    // A client that has the page already is told so (304), as for any list (see classes.e2e-spec for the cache-control).
    const revalidate = (tag: string) => ({ headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' } });
    const etag = (await users.sales.get(path)).headers.get('etag')!;
    assert.equal((await users.sales.call('GET', path, undefined, revalidate(etag))).status, 304);

    const entry = { id_aluno: id, id_inscricao: 3, id_forma_pagto: 1, valor_pago: 1490, cod_pagto: 'PIX-7' };
    assert.equal((await users.admin.patch(`/api/classes/${classId}`, { alunos: [entry] })).status, 200);
    assert.equal((await shown()).turmas[0].id_forma_pagto, 1, 'an entry changed');
    assert.equal((await users.sales.call('GET', path, undefined, revalidate(etag))).status, 200, 'the old ETag no longer matches');

    assert.equal((await users.admin.patch(`/api/classes/${classId}`, { data_inicio: '2026-05-05' })).status, 200);
    assert.equal((await shown()).turmas[0].data_inicio, '2026-05-05', "the class's start");

    const concluded = activitySnapshot(4601, {
      id_aluno: id,
      data: '2026-11-20',
      titulo: 'Bruna enviou o comprovante',
      id_usuario: seller.id_usuario,
      nome_usuario: seller.nome,
      id_status_atividade: 3,
      nome_status_atividade: 'Concluído',
    });
    await academic.deliver(envelope('crm.activity.created.v1', concluded));
    assert.equal((await shown()).atividades_realizadas[0]?.titulo, 'Bruna enviou o comprovante', "CRM's event");
    await academic.as({ ...seller, nome: 'Vendedora Nova' });
    assert.equal((await shown()).atividades_realizadas[0].nome_usuario, 'Vendedora Nova', "its user renamed (identity's event)");

    const uploaded = await users.sales.upload(
      '/api/students/uploadS3',
      fileForm({ studentId: String(id) }, [{ name: 'RG.pdf', type: 'application/pdf', bytes: PDF_BYTES }]),
    );
    assert.equal(uploaded.status, 201);
    assert.equal((await shown()).documentos.length, 1, 'a document');

    // Operators see whether the kept pages pay: served pages by result.
    const metrics = await (await fetch(`${academic.url}/metrics`)).text();
    for (const result of ['hit', 'miss'])
      assert.match(metrics, new RegExp(`^list_pages_served_total\\{[^}]*list="alunos",result="${result}"[^}]*\\} [1-9]`, 'm'));
  });
  it('finds a student by the CPF or the phone typed without punctuation, through the search index', async () => {
    const created = await users.admin.post(
      '/api/students',
      newStudent({ nome_aluno: 'Otília Digitada', telefone: '(21) 97777-1234', cpf: '39053344705' }),
    );
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { id, cpf } = created.body[0];
    assert.equal(cpf, '390.533.447-05');
    const found = async (q: string) => {
      const answer = await users.admin.get(`/api/students?page=1&pageSize=50&q=${encodeURIComponent(q)}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.map((row: { id: number }) => row.id).includes(id);
    };
    assert.equal(await found('39053344705'), true, 'the CPF as bare digits');
    assert.equal(await found('390.533.447-05'), true, 'the CPF as shown');
    assert.equal(await found('3905334'), true, 'the start of the CPF, bare');
    assert.equal(await found('21977771234'), true, 'the phone as bare digits');
    assert.equal(await found('97777-1234'), true, 'part of the phone as shown');
    assert.equal(await found('39053344706'), false, 'another CPF');

    // The digits live in the trigram-indexed search text: a bare CPF is matched through the index, not a scan.
    const plan = await academic.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: Array<{ 'QUERY PLAN': string }> = await manager.query(
        "EXPLAIN SELECT id FROM aluno a WHERE a.busca LIKE '%39053344705%'",
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    assert.match(plan, /aluno_busca_trgm_idx/);
  });
});
