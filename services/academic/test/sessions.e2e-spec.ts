import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { type AcademicUnderTest, ADMIN, INSTRUCTOR, SALES, startAcademic } from './academic-harness.js';

describe('class sessions (aulas)', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'sales', ApiClient>;
  let training: number;

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, sales: SALES });
    await academic.as(INSTRUCTOR);
    training = (await users.admin.post('/api/trainings', { nome_treinamento: 'Excel Avançado', id_status_treinamento: 1 })).body[0].id;
  });
  afterAll(() => academic.close());

  const createClass = async (extra: Record<string, unknown>) => {
    const answer = await users.admin.post('/api/classes', {
      id_treinamento: training,
      id_periodo_turma: 1,
      id_status_turma: 1,
      ...extra,
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body[0].id as number;
  };
  const sessionsOf = async (classId: number) => {
    const answer = await users.admin.get(`/api/classes/${classId}/sessions`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as Array<Record<string, unknown>>;
  };

  it('generates Monday-to-Friday evening sessions skipping Carnaval, in date order', async () => {
    const id = await createClass({ data_inicio: '2027-02-08', data_fim: '2027-02-16' });
    const rows = await sessionsOf(id);
    assert.deepEqual(
      rows.map((s) => s.data),
      ['2027-02-10', '2027-02-11', '2027-02-12', '2027-02-15', '2027-02-16'],
    );
    assert.deepEqual(rows[0], {
      id: rows[0]!.id,
      id_turma: id,
      data: '2027-02-10',
      inicio: '19:00',
      fim: '22:00',
      id_instrutor: null,
      nome_instrutor: null,
      status: 'Prevista',
      presencas_registradas: false,
      conflito: false,
      turma_conflito: null,
    });
  });

  it('meets on the given weekdays with the Diurno times, skipping Corpus Christi', async () => {
    const id = await createClass({ data_inicio: '2027-05-24', data_fim: '2027-06-04', id_periodo_turma: 2, dias_semana: [4, 2] });
    const rows = await sessionsOf(id);
    assert.deepEqual(
      rows.map((s) => s.data),
      ['2027-05-25', '2027-06-01', '2027-06-03'],
    );
    assert.ok(rows.every((s) => s.inicio === '08:00' && s.fim === '12:00'));
  });

  it('regenerates on new dates, weekdays or period, keeping sessions with attendance', async () => {
    const id = await createClass({ data_inicio: '2027-03-01', data_fim: '2027-03-05' });
    const [first] = await sessionsOf(id);
    await academic.dataSource.query('UPDATE aula SET presencas_registradas = true, status = $2 WHERE id = $1', [first!.id, 'Realizada']);
    const changed = await users.admin.patch(`/api/classes/${id}`, { dias_semana: [3], id_periodo_turma: 2, data_fim: '2027-03-12' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const rows = await sessionsOf(id);
    assert.deepEqual(
      rows.map((s) => [s.id === first!.id, s.data, s.inicio, s.presencas_registradas]),
      [
        [true, '2027-03-01', '19:00', true],
        [false, '2027-03-03', '08:00', false],
        [false, '2027-03-10', '08:00', false],
      ],
    );
    const unchanged = await users.admin.patch(`/api/classes/${id}`, { desc_turma: 'Só a descrição' });
    assert.equal(unchanged.status, 200);
    assert.deepEqual(
      (await sessionsOf(id)).map((s) => s.id),
      rows.map((s) => s.id),
      'a change that is not dates, weekdays or period keeps the sessions',
    );
  });

  it('flags a generated session that overlaps another class of the same instructor, naming it', async () => {
    const other = await createClass({
      data_inicio: '2027-04-05',
      data_fim: '2027-04-06',
      id_instrutor: INSTRUCTOR.id_usuario,
      desc_turma: 'Turma A',
    });
    const id = await createClass({ data_inicio: '2027-04-06', data_fim: '2027-04-07', id_instrutor: INSTRUCTOR.id_usuario });
    const rows = await sessionsOf(id);
    assert.deepEqual(
      rows.map((s) => [s.data, s.conflito, s.turma_conflito, s.nome_instrutor]),
      [
        ['2027-04-06', true, 'Turma A', INSTRUCTOR.nome],
        ['2027-04-07', false, null, INSTRUCTOR.nome],
      ],
    );
    assert.equal((await users.admin.delete(`/api/classes?classesIds=${other}`)).status, 200);
    assert.deepEqual(
      (await sessionsOf(id)).map((s) => [s.conflito, s.turma_conflito]),
      [
        [false, null],
        [false, null],
      ],
      'the conflict goes with the other class',
    );
  });

  it('rejects bad weekdays with a Portuguese 400, answers 404 for no class and 403 without the permission', async () => {
    const bad = await users.admin.post('/api/classes', {
      id_treinamento: training,
      id_periodo_turma: 1,
      id_status_turma: 1,
      data_inicio: '2027-03-01',
      data_fim: '2027-03-05',
      dias_semana: [0, 8],
    });
    assert.equal(bad.status, 400);
    assert.match(JSON.stringify(bad.body), /dias da semana/);
    assert.equal((await users.admin.get('/api/classes/999999/sessions')).status, 404);
    const noPermission = await academic.as({ ...SALES, id_usuario: 77, permissions: [] });
    assert.equal((await noPermission.get('/api/classes/1/sessions')).status, 403);
  });

  it('refuses a session added or moved by hand onto another session of the same instructor (409 naming it)', async () => {
    await createClass({ data_inicio: '2027-03-12', data_fim: '2027-03-12', id_instrutor: INSTRUCTOR.id_usuario, desc_turma: 'Turma X' });
    const id = await createClass({ data_inicio: '2027-03-15', data_fim: '2027-03-15', id_instrutor: INSTRUCTOR.id_usuario });
    const onTop = await users.admin.post(`/api/classes/${id}/sessions`, { data: '2027-03-12', inicio: '21:00', fim: '23:00' });
    assert.equal(onTop.status, 409, JSON.stringify(onTop.body));
    assert.equal(onTop.body.message, 'O instrutor já tem aula da turma Turma X em 12/03/2027 das 19:00 às 22:00.');
    const after = await users.admin.post(`/api/classes/${id}/sessions`, { data: '2027-03-12', inicio: '22:00', fim: '23:00' });
    assert.equal(after.status, 201, JSON.stringify(after.body));
    assert.equal(after.body.id_instrutor, INSTRUCTOR.id_usuario, 'the class instructor by default');
    const moved = await users.admin.patch(`/api/sessions/${after.body.id}`, { inicio: '18:00', fim: '19:30' });
    assert.equal(moved.status, 409);
    assert.match(moved.body.message, /Turma X/);
    const cancelled = await users.admin.patch(`/api/sessions/${after.body.id}`, { inicio: '18:00', fim: '19:30', status: 'Cancelada' });
    assert.equal(cancelled.status, 200, 'a cancelled session holds nobody');
    assert.equal(cancelled.body.status, 'Cancelada');
    const otherInstructor = await users.admin.patch(`/api/sessions/${after.body.id}`, { status: 'Prevista', id_instrutor: null });
    assert.equal(otherInstructor.status, 200, JSON.stringify(otherInstructor.body));
    assert.equal(otherInstructor.body.id_instrutor, null);
  });

  it('deletes a session without attendance only; validates input in Portuguese and rejects unknown fields', async () => {
    const id = await createClass({ data_inicio: '2027-03-22', data_fim: '2027-03-23' });
    const [first, second] = await sessionsOf(id);
    await academic.dataSource.query('UPDATE aula SET presencas_registradas = true WHERE id = $1', [first!.id]);
    const refused = await users.admin.delete(`/api/sessions/${first!.id}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'Esta aula já tem presenças registradas e não pode ser excluída.');
    assert.equal((await users.admin.delete(`/api/sessions/${second!.id}`)).status, 200);
    assert.equal((await users.admin.delete(`/api/sessions/${second!.id}`)).status, 404);
    assert.deepEqual(
      (await sessionsOf(id)).map((s) => s.id),
      [first!.id],
    );
    const badTime = await users.admin.post(`/api/classes/${id}/sessions`, { data: '2027-03-24', inicio: '25:00', fim: '22:00' });
    assert.equal(badTime.status, 400);
    assert.match(JSON.stringify(badTime.body), /horário de início da aula \(HH:MM\)/);
    const reversed = await users.admin.post(`/api/classes/${id}/sessions`, { data: '2027-03-24', inicio: '22:00', fim: '19:00' });
    assert.equal(reversed.status, 400);
    assert.equal(reversed.body.message, 'O horário de término da aula deve ser posterior ao de início.');
    const unknown = await users.admin.patch(`/api/sessions/${first!.id}`, { sala: 3 });
    assert.equal(unknown.status, 400);
    const badStatus = await users.admin.patch(`/api/sessions/${first!.id}`, { status: 'Adiada' });
    assert.equal(badStatus.status, 400);
    assert.match(JSON.stringify(badStatus.body), /status da aula/);
    assert.equal(
      (await users.admin.post('/api/classes/999999/sessions', { data: '2027-03-24', inicio: '19:00', fim: '22:00' })).status,
      404,
    );
    assert.equal((await users.admin.patch('/api/sessions/999999', { status: 'Cancelada' })).status, 404);
    assert.equal(
      (await users.sales.patch(`/api/sessions/${first!.id}`, { status: 'Cancelada' })).status,
      403,
      'sales reads classes but may not change them',
    );
  });

  it('lets an instructor see and change only the sessions of classes they teach', async () => {
    const instructor = await academic.as(INSTRUCTOR);
    const theirs = await createClass({ data_inicio: '2027-08-02', data_fim: '2027-08-02', id_instrutor: INSTRUCTOR.id_usuario });
    const others = await createClass({ data_inicio: '2027-08-02', data_fim: '2027-08-02' });
    const mine = await instructor.get(`/api/classes/${theirs}/sessions`);
    assert.equal(mine.status, 200);
    assert.equal(mine.body.length, 1);
    assert.equal((await instructor.get(`/api/classes/${others}/sessions`)).status, 403);
    const [other] = await sessionsOf(others);
    assert.equal((await instructor.patch(`/api/sessions/${other!.id}`, { inicio: '18:00' })).status, 403);
    assert.equal((await instructor.delete(`/api/sessions/${other!.id}`)).status, 403);
    assert.equal(
      (await instructor.post(`/api/classes/${others}/sessions`, { data: '2027-08-03', inicio: '19:00', fim: '22:00' })).status,
      403,
    );
    const changed = await instructor.patch(`/api/sessions/${mine.body[0].id}`, { status: 'Realizada' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.status, 'Realizada');
  });

  it('takes the period times from the academic settings, which only config_update changes', async () => {
    const read = await users.admin.get('/api/academic-settings');
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.horarios_periodo, [
      { id_periodo_turma: 1, nome_periodo_turma: 'Noturno', inicio: '19:00', fim: '22:00' },
      { id_periodo_turma: 2, nome_periodo_turma: 'Diurno', inicio: '08:00', fim: '12:00' },
    ]);
    assert.equal(
      (await users.sales.put('/api/academic-settings', { horarios_periodo: [{ id_periodo_turma: 1, inicio: '18:30', fim: '21:30' }] }))
        .status,
      403,
    );
    const reversed = await users.admin.put('/api/academic-settings', {
      horarios_periodo: [{ id_periodo_turma: 1, inicio: '21:30', fim: '18:30' }],
    });
    assert.equal(reversed.status, 400);
    assert.equal(reversed.body.message, 'O horário de término do período deve ser posterior ao de início.');
    assert.equal(
      (await users.admin.put('/api/academic-settings', { horarios_periodo: [{ id_periodo_turma: 99, inicio: '18:30', fim: '21:30' }] }))
        .status,
      400,
    );
    const saved = await users.admin.put('/api/academic-settings', {
      horarios_periodo: [{ id_periodo_turma: 1, inicio: '18:30', fim: '21:30' }],
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    try {
      const id = await createClass({ data_inicio: '2027-09-01', data_fim: '2027-09-01' });
      assert.deepEqual(
        (await sessionsOf(id)).map((s) => [s.inicio, s.fim]),
        [['18:30', '21:30']],
      );
    } finally {
      await users.admin.put('/api/academic-settings', { horarios_periodo: [{ id_periodo_turma: 1, inicio: '19:00', fim: '22:00' }] });
    }
  });
});
