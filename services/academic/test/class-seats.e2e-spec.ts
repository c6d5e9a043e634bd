import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { MSG_NO_SEATS } from '../src/class/seats.js';
import { type AcademicUnderTest, ADMIN, INSTRUCTOR, newStudent, startAcademic } from './academic-harness.js';

/** A class's seats (vagas) and its waiting list (status 9). */
describe('class seats and the waiting list', () => {
  let academic: AcademicUnderTest;
  let admin: ApiClient;
  let instructor: ApiClient;
  let training: number;

  beforeAll(async () => {
    academic = await startAcademic();
    ({ admin, instructor } = await academic.sessions({ admin: ADMIN, instructor: INSTRUCTOR }));
    training = (await admin.post('/api/trainings', { nome_treinamento: 'NR-35 Trabalho em Altura', id_status_treinamento: 1 })).body[0].id;
  });
  afterAll(() => academic.close());

  const student = async () => (await admin.post('/api/students', newStudent())).body[0].id as number;
  const students = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) ids.push(await student());
    return ids;
  };
  const classBody = (extra: Record<string, unknown> = {}) => ({
    id_treinamento: training,
    data_inicio: '2026-05-04',
    data_fim: '2026-05-08',
    id_periodo_turma: 2,
    id_status_turma: 1,
    ...extra,
  });
  const statusOf = (row: { alunos: Array<{ id_aluno: number; id_inscricao: number }> }, id: number) =>
    row.alunos.find((entry) => entry.id_aluno === id)?.id_inscricao;
  /** A new class with `vagas` seats and these [student, enrolment status] entries, as the API answered it. */
  const seatedClass = async (vagas: number, entries: Array<[number, number]>) =>
    (
      await admin.post(
        '/api/classes',
        classBody({ vagas, alunos: entries.map(([id_aluno, id_inscricao]) => ({ id_aluno, id_inscricao })) }),
      )
    ).body[0];
  const getClass = async (id: number) => (await admin.get(`/api/classes?classId=${id}`)).body[0];

  it('carries vagas and vagas_livres in the rows, offers status 9 Lista de Espera, and validates the seats', async () => {
    const statuses = (await admin.get('/api/statusSubscriptions')).body as Array<{
      id_status_inscricao: number;
      nome_status_inscricao: string;
    }>;
    assert.deepEqual(
      statuses.find((row) => row.id_status_inscricao === 9),
      { id_status_inscricao: 9, nome_status_inscricao: 'Lista de Espera' },
    );
    const unlimited = (await admin.post('/api/classes', classBody())).body[0];
    assert.equal(unlimited.vagas, null);
    assert.equal(unlimited.vagas_livres, null);
    const [a, b] = await students(2);
    const limited = await seatedClass(3, [
      [a, 1],
      [b, 9],
    ]);
    assert.equal(limited.vagas, 3);
    assert.equal(statusOf(limited, b), 1, 'nobody waits while a seat is free');
    assert.equal(limited.vagas_livres, 1);
    assert.equal(limited.count_alunos, 2);
    for (const vagas of [0, 10_001, 2.5, 'muitas']) {
      const refused = await admin.post('/api/classes', classBody({ vagas }));
      assert.equal(refused.status, 400, `vagas ${vagas}`);
      assert.match(refused.body.statusMsg, /vagas/i);
    }
  });

  it("refuses a seat-taking entry in a full class with 409 'Turma sem vagas disponíveis…', takes it on the waiting list (not counted)", async () => {
    const [a, b, c] = await students(3);
    const row = await seatedClass(2, [
      [a, 3],
      [b, 1],
    ]);
    assert.equal(row.vagas_livres, 0);
    await academic.settle();
    const before = academic.events.length;
    for (const status of [1, 2, 3]) {
      const full = await instructor.patch(`/api/classes/${row.id}`, { alunos: [...row.alunos, { id_aluno: c, id_inscricao: status }] });
      assert.equal(full.status, 409);
      assert.equal(full.body.statusMsg, 'Turma sem vagas disponíveis. Adicione o aluno à Lista de Espera.');
    }
    const added = await admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: c, id_inscricao: 1 });
    assert.equal(added.status, 409);
    assert.equal(added.body.statusMsg, MSG_NO_SEATS);
    await academic.settle();
    assert.equal(academic.events.length, before, 'a refused save publishes nothing');

    const waiting = await instructor.patch(`/api/classes/${row.id}`, { alunos: [...row.alunos, { id_aluno: c, id_inscricao: 9 }] });
    assert.equal(waiting.status, 200, JSON.stringify(waiting.body));
    assert.equal(statusOf(waiting.body, c), 9);
    assert.equal(waiting.body.count_alunos, 2, 'a waiting student is not counted');
    assert.equal(waiting.body.vagas_livres, 0);
    // Moving the waiting entry to a seat-taking status is refused too.
    const moved = await admin.patch(`/api/classes/${row.id}`, {
      alunos: waiting.body.alunos.map((entry: { id_aluno: number }) => (entry.id_aluno === c ? { ...entry, id_inscricao: 2 } : entry)),
    });
    assert.equal(moved.status, 409);
    assert.equal(moved.body.statusMsg, MSG_NO_SEATS);
    const student = (await admin.get(`/api/students?studentId=${c}`)).body[0];
    assert.equal(student.treinamentos_realizados, '', "a waiting entry is not a training taken ('Treinamentos Realizados')");
  });

  it('refuses lowering vagas below the seated students with a Portuguese 409; raising them seats the oldest waiting entries', async () => {
    const [a, b, c, d, e] = await students(5);
    const row = await seatedClass(3, [
      [a, 1],
      [b, 2],
      [c, 3],
    ]);
    const lowered = await admin.patch(`/api/classes/${row.id}`, { vagas: 2 });
    assert.equal(lowered.status, 409);
    assert.match(lowered.body.statusMsg, /^Não é possível reduzir as vagas da turma para 2: 3 aluno\(s\) já ocupam vagas/);
    assert.equal((await getClass(row.id)).vagas, 3, 'nothing changed');

    // d then e join the waiting list (d first).
    assert.equal((await admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: d, id_inscricao: 9 })).status, 201);
    assert.equal((await admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: e, id_inscricao: 9 })).status, 201);
    const raised = await admin.patch(`/api/classes/${row.id}`, { vagas: 4 });
    assert.equal(raised.status, 200, JSON.stringify(raised.body));
    assert.equal(statusOf(raised.body, d), 1, 'the oldest waiting entry takes the new seat');
    assert.equal(statusOf(raised.body, e), 9);
    assert.equal(raised.body.vagas_livres, 0);
    const cleared = await admin.patch(`/api/classes/${row.id}`, { vagas: null });
    assert.equal(statusOf(cleared.body, e), 1, 'without a limit nobody waits');
    assert.equal(cleared.body.vagas_livres, null);
  });

  it('promotes the oldest waiting entry when a seated one is cancelled, in the same save, with its event and history', async () => {
    const [a, b, w1, w2] = await students(4);
    const row = await seatedClass(2, [
      [a, 3],
      [b, 1],
    ]);
    await admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: w1, id_inscricao: 9 });
    const full = (await admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: w2, id_inscricao: 9 })).body;
    assert.equal(statusOf(full, w1), 9);
    const waitingEntry = full.alunos.find((entry: { id_aluno: number }) => entry.id_aluno === w1);

    // The form sends the list without b: b is cancelled (4) and w1 takes the seat.
    const saved = await instructor.patch(`/api/classes/${row.id}`, {
      alunos: full.alunos.filter((entry: { id_aluno: number }) => entry.id_aluno !== b),
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(statusOf(saved.body, b), 4);
    assert.equal(statusOf(saved.body, w1), 1);
    assert.equal(statusOf(saved.body, w2), 9, 'one seat freed, one student seated');
    assert.equal(saved.body.vagas_livres, 0);
    assert.equal(saved.body.count_alunos, 2);

    await academic.settle();
    const promoted = academic.eventsOf('academic.enrolment.status-changed.v1', (p) => p.id_matricula === waitingEntry.id);
    assert.equal(promoted.length, 1);
    assert.equal(promoted[0]!.payload.id_status_inscricao_anterior, 9);
    assert.equal(promoted[0]!.payload.nome_status_inscricao_anterior, 'Lista de Espera');
    assert.equal(promoted[0]!.payload.id_status_inscricao, 1);
    assert.equal(promoted[0]!.payload.nome_status_inscricao, 'Inscrito');
    assert.equal(promoted[0]!.payload.sequence, 2);
    assert.equal(promoted[0]!.payload.nome_treinamento, 'NR-35 Trabalho em Altura');
    // The seating is announced on its own too, in the same save, with the enrolment after it (identity's e-mail).
    const seated = academic.eventsOf('academic.waiting-list.seated.v1', (p) => p.id_turma === row.id);
    assert.deepEqual(
      seated.map((event) => event.payload.id_matricula),
      [waitingEntry.id],
      'only the seated entry: not the cancelled one',
    );
    const { id_status_inscricao_anterior: _before, nome_status_inscricao_anterior: _beforeName, ...after } = promoted[0]!.payload;
    assert.deepEqual(seated[0]!.payload, after);
    assert.equal(seated[0]!.correlationId, promoted[0]!.correlationId);

    const history = (await admin.get(`/api/classes/${row.id}/history`)).body as Array<{
      alteracoes: Array<{ campo: string; de: unknown; para: unknown }>;
    }>;
    const fields = history[0]!.alteracoes;
    assert.ok(
      fields.some((f) => f.campo === `alunos[${w1}].id_inscricao` && f.de === 9 && f.para === 1),
      JSON.stringify(fields),
    );

    // Moving a seated student to a transfer request (6) frees a seat too.
    const transfer = await admin.patch(`/api/classes/${row.id}`, {
      alunos: saved.body.alunos.map((entry: { id_aluno: number }) => (entry.id_aluno === a ? { ...entry, id_inscricao: 6 } : entry)),
    });
    assert.equal(statusOf(transfer.body, w2), 1);
    await academic.settle();
    assert.equal(academic.eventsOf('academic.waiting-list.seated.v1', (p) => p.id_turma === row.id && p.id_aluno === w2).length, 1);
  });

  it('never overbooks: 20 parallel adds to a class with 5 free seats leave exactly 5 seated, the rest refused with 409', async () => {
    const seated = await students(3);
    const row = await seatedClass(
      8,
      seated.map((id): [number, number] => [id, 1]),
    );
    assert.equal(row.vagas_livres, 5);
    const newcomers = await students(20);
    const add = (id_aluno: number) => admin.post(`/api/classes/${row.id}/alunos`, { id_aluno, id_inscricao: 2 });
    const answers = await Promise.all(newcomers.map(add));
    // 20 saves queue on the class's lock; on this shared machine some wait longer than the pool's
    // connect timeout and answer 503 (nothing done, try again): asked again one by one, they must be refused.
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 503) answers[index] = await add(newcomers[index]!);
    }
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 201).length, 5, JSON.stringify(statuses));
    assert.equal(statuses.filter((status) => status === 409).length, 15, JSON.stringify(statuses));
    for (const answer of answers.filter((a) => a.status === 409)) assert.equal(answer.body.statusMsg, MSG_NO_SEATS);
    const after = await getClass(row.id);
    assert.equal(after.alunos.filter((entry: { id_inscricao: number }) => entry.id_inscricao === 2).length, 5);
    assert.equal(after.vagas_livres, 0);
    assert.equal(after.count_alunos, 8);

    // Parallel whole-list PATCHes that each seat one more student are serialized by the class's lock too.
    const more = await students(4);
    const patches = await Promise.all(
      more.map((id_aluno) => admin.patch(`/api/classes/${row.id}`, { vagas: 9, alunos: [...after.alunos, { id_aluno, id_inscricao: 1 }] })),
    );
    assert.equal(patches.filter((answer) => answer.status === 200).length >= 1, true);
    const final = await getClass(row.id);
    const occupied = final.alunos.filter((entry: { id_inscricao: number }) => [1, 2, 3, 7, 8].includes(entry.id_inscricao)).length;
    assert.ok(occupied <= 9, `at most 9 seated, got ${occupied}`);
  });

  it('adds one student through POST /api/classes/{id}/alunos: 409 when already there, 404 for an unknown class, 403 without class_update', async () => {
    const a = await student();
    const row = (await admin.post('/api/classes', classBody({ vagas: 5 }))).body[0];
    const added = await admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: a, id_inscricao: 1 });
    assert.equal(added.status, 201);
    assert.equal(added.body.vagas_livres, 4);
    const again = await admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: a, id_inscricao: 1 });
    assert.equal(again.status, 409);
    assert.equal(again.body.statusMsg, 'O aluno já está nesta turma.');
    assert.equal((await admin.post('/api/classes/999999/alunos', { id_aluno: a, id_inscricao: 1 })).status, 404);
    assert.equal((await admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: a, id_inscricao: 1, extra: 1 })).status, 400);
    const viewer = await academic.as({ id_usuario: 77, id_tipo_usuario: 3, permissions: ['class'], nome: 'Só Vê' });
    assert.equal((await viewer.post(`/api/classes/${row.id}/alunos`, { id_aluno: a, id_inscricao: 9 })).status, 403);
  });
});
