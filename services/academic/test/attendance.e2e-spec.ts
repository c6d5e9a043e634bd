import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ApiClient } from '@treina/nest-platform/testing';
import { todayIn } from '@treina/nest-platform';
import { MSG_FUTURE_SESSION } from '../src/attendance/attendance-rules.js';
import { checkinCode, checkinSlot, MSG_CHECKIN_EXPIRED } from '../src/attendance/checkin-code.js';
import { pdfTextLines } from './pdf-text.js';
import { type AcademicUnderTest, ADMIN, INSTRUCTOR, newStudent, SALES, startAcademic } from './academic-harness.js';

type Session = { id: number; data: string; status: string; presencas_registradas: boolean };

describe('attendance (frequência)', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'instructor' | 'sales', ApiClient>;
  let training: number;
  let classId: number;
  let sessions: Session[];
  let [ana, bruno, espera, outsider] = [0, 0, 0, 0];

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, instructor: INSTRUCTOR, sales: SALES });
    const created = await users.admin.post('/api/trainings', { nome_treinamento: 'Oratória', id_status_treinamento: 1, carga_horaria: 15 });
    training = created.body[0].id;
    assert.equal(created.body[0].frequencia_minima, 75, 'a training requires 75% unless told otherwise');
    const student = async (nome_aluno: string) =>
      (await users.admin.post('/api/students', newStudent({ nome_aluno }))).body[0].id as number;
    [ana, bruno, espera, outsider] = [
      await student('Ana Presente'),
      await student('Bruno Faltoso'),
      await student('Carla Espera'),
      await student('Davi Fora'),
    ];
    const klass = await users.admin.post('/api/classes', {
      id_treinamento: training,
      id_instrutor: INSTRUCTOR.id_usuario,
      data_inicio: '2026-03-02',
      data_fim: '2026-03-06',
      id_periodo_turma: 1,
      id_status_turma: 1,
      desc_turma: 'Oratória Março',
      vagas: 2,
      alunos: [
        { id_aluno: ana, id_inscricao: 3 },
        { id_aluno: bruno, id_inscricao: 3 },
        { id_aluno: espera, id_inscricao: 9 },
      ],
    });
    assert.equal(klass.status, 201, JSON.stringify(klass.body));
    classId = klass.body[0].id;
    sessions = (await users.admin.get(`/api/classes/${classId}/sessions`)).body;
  });
  afterAll(() => academic.close());

  const record = (client: ApiClient, session: Session, marks: unknown) => client.put(`/api/sessions/${session.id}/attendance`, marks);

  it("shows the class's weekdays, its planned hours and its training's workload", async () => {
    const row = (await users.admin.patch(`/api/classes/${classId}`, { desc_turma: 'Oratória Março' })).body;
    assert.deepEqual([row.dias_semana, row.horas_planejadas, row.carga_horaria], [[1, 2, 3, 4, 5], 15, 15]);
    assert.equal(sessions.length, 5);
  });

  it('lists the seated students on the sheet (not the waiting list), unmarked', async () => {
    const sheet = await users.instructor.get(`/api/sessions/${sessions[0]!.id}/attendance`);
    assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
    assert.equal(sheet.body.aula.nome_turma, 'Oratória Março');
    assert.deepEqual(sheet.body.alunos, [
      { id_aluno: ana, nome_aluno: 'Ana Presente', presenca: null },
      { id_aluno: bruno, nome_aluno: 'Bruno Faltoso', presenca: null },
    ]);
  });

  it('refuses a student outside the class, a repeated one, an unknown mark, a body that is not a list, and unknown fields (400)', async () => {
    const session = sessions[0]!;
    const cases: Array<[unknown, RegExp]> = [
      [[{ id_aluno: outsider, presenca: 'P' }], new RegExp(`O aluno ${outsider} não está inscrito nesta turma`)],
      [[{ id_aluno: espera, presenca: 'P' }], /não está inscrito nesta turma/],
      [
        [
          { id_aluno: ana, presenca: 'P' },
          { id_aluno: ana, presenca: 'A' },
        ],
        /mais de uma vez/,
      ],
      [[{ id_aluno: ana, presenca: 'X' }], /'P' \(Presente\), 'A' \(Ausente\), 'J' \(Justificada\) ou 'T' \(Atrasado\)/],
      [{ id_aluno: ana, presenca: 'P' }, /deve ser uma lista/],
      [[{ id_aluno: ana, presenca: 'P', nota: 10 }], /nota/],
    ];
    for (const [body, message] of cases) {
      const answer = await record(users.admin, session, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.match(answer.body.statusMsg, message);
    }
    const sheet = await users.admin.get(`/api/sessions/${session.id}/attendance`);
    assert.ok(
      sheet.body.alunos.every((row: { presenca: unknown }) => row.presenca === null),
      'nothing was recorded',
    );
  });

  it('records a session, marks it held, publishes it whole and audits each change', async () => {
    const session = sessions[0]!;
    const saved = await record(users.instructor, session, [
      { id_aluno: ana, presenca: 'P' },
      { id_aluno: bruno, presenca: 'A' },
    ]);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.aula.status, 'Realizada');
    assert.deepEqual(
      saved.body.alunos.map((row: { presenca: string }) => row.presenca),
      ['P', 'A'],
    );
    const again = await record(users.admin, session, [{ id_aluno: bruno, presenca: 'J' }]);
    assert.deepEqual(
      again.body.alunos.map((row: { presenca: string }) => row.presenca),
      ['P', 'J'],
      'a student left out keeps the mark',
    );
    const listed = (await users.admin.get(`/api/classes/${classId}/sessions`)).body.find((row: Session) => row.id === session.id);
    assert.deepEqual([listed.status, listed.presencas_registradas], ['Realizada', true]);
    await academic.settle();
    const events = academic.eventsOf('academic.attendance.recorded.v1', (payload) => payload.id_aula === session.id);
    assert.deepEqual(
      events.map((event) => event.payload),
      [
        {
          id_aula: session.id,
          id_turma: classId,
          id_treinamento: training,
          data: '2026-03-02',
          horas: 3,
          ids_aluno: [ana, bruno],
          presencas: ['P', 'A'],
          revision: 1,
        },
        {
          id_aula: session.id,
          id_turma: classId,
          id_treinamento: training,
          data: '2026-03-02',
          horas: 3,
          ids_aluno: [ana, bruno],
          presencas: ['P', 'J'],
          revision: 2,
        },
      ],
    );
    const [latest] = (await users.admin.get(`/api/classes/${classId}/history`)).body;
    assert.deepEqual(latest.alteracoes, [{ campo: `aulas[${session.id}].alunos[${bruno}].presenca`, de: 'A', para: 'J' }]);
    const removal = await users.admin.delete(`/api/sessions/${session.id}`);
    assert.equal(removal.status, 409, 'a session with attendance stays');
  });

  it('prints a session’s sheet with each student, the mark so far and a line to sign', async () => {
    const answer = await users.instructor.get(`/api/sessions/${sessions[0]!.id}/attendance-sheet`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'application/pdf');
    assert.equal(answer.headers.get('content-disposition'), `attachment; filename="lista-presenca-2026-03-02-turma-${classId}.pdf"`);
    const lines = pdfTextLines(answer.body as Buffer);
    for (const expected of [
      'Lista de presença',
      'Data: 02/03/2026    Horário: 19:00 às 22:00    Instrutor(a): Instrutora Teste',
      'Assinatura',
      'Ana Presente',
      'Presente',
      'Bruno Faltoso',
      'Justificada',
    ])
      assert.ok(lines.includes(expected), `${expected} in ${JSON.stringify(lines)}`);
    assert.match((answer.body as Buffer).toString('latin1'), /\/MediaBox \[0 0 595\.28 841\.89\]/, 'A4 portrait');
  });

  it('refuses a session of a later day (409), and lets only the class instructor or staff who update classes record', async () => {
    const future = await users.admin.post('/api/classes', {
      id_treinamento: training,
      data_inicio: '2099-03-02',
      data_fim: '2099-03-02',
      id_periodo_turma: 1,
      id_status_turma: 1,
      alunos: [{ id_aluno: ana, id_inscricao: 1 }],
    });
    const [later] = (await users.admin.get(`/api/classes/${future.body[0].id}/sessions`)).body;
    const refused = await record(users.admin, later, [{ id_aluno: ana, presenca: 'P' }]);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.statusMsg, MSG_FUTURE_SESSION);
    const otherInstructor = await academic.as({ ...INSTRUCTOR, id_usuario: 40, nome: 'Outro Instrutor' });
    assert.equal((await record(otherInstructor, sessions[1]!, [{ id_aluno: ana, presenca: 'P' }])).status, 403);
    assert.equal((await otherInstructor.get(`/api/sessions/${sessions[1]!.id}/attendance`)).status, 403);
    assert.equal((await record(users.sales, sessions[1]!, [{ id_aluno: ana, presenca: 'P' }])).status, 403, 'sales may see, not record');
    assert.equal((await users.sales.get(`/api/sessions/${sessions[1]!.id}/attendance`)).status, 200);
    assert.equal((await record(users.admin, { ...sessions[1]!, id: 999_999 }, [])).status, 404);
  });

  it("sums each student's attendance, late as present, justified toward the percentage", async () => {
    const marks: Array<[number, string, string]> = [
      [1, 'T', 'A'],
      [2, 'A', 'A'],
      [3, 'P', 'P'],
    ];
    for (const [index, first, second] of marks) {
      const answer = await record(users.instructor, sessions[index]!, [
        { id_aluno: ana, presenca: first },
        { id_aluno: bruno, presenca: second },
      ]);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
    }
    const summary = await users.admin.get(`/api/classes/${classId}/attendance`);
    assert.equal(summary.status, 200);
    assert.deepEqual(summary.body, [
      { id_aluno: ana, nome_aluno: 'Ana Presente', aulas: 4, presencas: 3, faltas: 1, justificadas: 0, percentual: 75 },
      { id_aluno: bruno, nome_aluno: 'Bruno Faltoso', aulas: 4, presencas: 1, faltas: 2, justificadas: 1, percentual: 50 },
    ]);
  });

  it('issues the certificate at the minimum and refuses it below (409 with both percentages), printing attended hours', async () => {
    const finished = await users.admin.patch(`/api/classes/${classId}`, { id_status_turma: 4 });
    assert.equal(finished.status, 200, JSON.stringify(finished.body));
    const issued = await users.admin.get(`/api/classes/${classId}/certificates/${ana}`);
    assert.equal(issued.status, 200);
    assert.ok(
      pdfTextLines(issued.body as Buffer).includes('Frequência: 9 horas assistidas (75% das aulas).'),
      'attended hours on the certificate',
    );
    const refused = await users.admin.get(`/api/classes/${classId}/certificates/${bruno}`);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.statusMsg, 'Frequência abaixo do mínimo para o certificado (50% de 75%).');
    const lowered = await users.admin.patch(`/api/trainings/${training}`, { frequencia_minima: 50 });
    assert.equal(lowered.body.frequencia_minima, 50);
    assert.equal((await users.admin.get(`/api/classes/${classId}/certificates/${bruno}`)).status, 200);
    for (const frequencia_minima of [-1, 101, 'muita', null]) {
      const bad = await users.admin.patch(`/api/trainings/${training}`, { frequencia_minima });
      assert.equal(bad.status, 400, String(frequencia_minima));
      assert.equal(bad.body.statusMsg, 'A frequência mínima deve ser um número inteiro entre 0 e 100.');
    }
  });

  it('shows a student their own attendance per class, and nobody else’s', async () => {
    const student = await academic.as({ id_usuario: 700, id_tipo_usuario: 6, id_aluno: ana, permissions: ['class'] });
    const own = await student.get(`/api/students/${ana}/attendance`);
    assert.equal(own.status, 200, JSON.stringify(own.body));
    const here = own.body.find((row: { id_turma: number }) => row.id_turma === classId);
    assert.deepEqual(here, {
      id_turma: classId,
      nome_turma: 'Oratória Março',
      nome_treinamento: 'Oratória',
      aulas: 4,
      presencas: 3,
      faltas: 1,
      justificadas: 0,
      percentual: 75,
      frequencia_minima: 50,
    });
    assert.equal((await student.get(`/api/students/${bruno}/attendance`)).status, 403);
    assert.equal((await student.get(`/api/classes/${classId}/attendance`)).status, 403, 'a class summary is for staff');
    assert.equal((await users.admin.get('/api/students/999999/attendance')).status, 404);
  });

  it('keeps the counts of an anonymised student without the person', async () => {
    const before = (await users.admin.get(`/api/classes/${classId}/attendance`)).body.find(
      (row: { id_aluno: number }) => row.id_aluno === bruno,
    );
    const erased = await users.admin.post(`/api/privacy/students/${bruno}/anonymise`);
    assert.equal(erased.status, 200, JSON.stringify(erased.body));
    const after = (await users.admin.get(`/api/classes/${classId}/attendance`)).body.find(
      (row: { id_aluno: number }) => row.id_aluno === bruno,
    );
    assert.notEqual(after.nome_aluno, 'Bruno Faltoso');
    assert.deepEqual({ ...after, nome_aluno: undefined }, { ...before, nome_aluno: undefined });
  });

  it('reads the agenda between two days: every class for staff, their own for an instructor, 62 days at most', async () => {
    const agenda = await users.admin.get('/api/sessions?de=2026-03-01&ate=2026-03-31');
    assert.equal(agenda.status, 200, JSON.stringify(agenda.body));
    const mine = agenda.body.filter((row: { id_turma: number }) => row.id_turma === classId);
    assert.equal(mine.length, 5);
    assert.deepEqual(
      [mine[0].nome_turma, mine[0].nome_treinamento, mine[0].id_treinamento, mine[0].inicio],
      ['Oratória Março', 'Oratória', training, '19:00'],
    );
    const byClass = await users.admin.get(
      `/api/sessions?de=01/03/2026&ate=31/03/2026&id_turma=${classId}&id_instrutor=${INSTRUCTOR.id_usuario}`,
    );
    assert.equal(byClass.body.length, 5);
    const other = await academic.as({ ...INSTRUCTOR, id_usuario: 41, nome: 'Mais Um Instrutor' });
    assert.deepEqual((await other.get('/api/sessions?de=2026-03-01&ate=2026-03-31')).body, []);
    const tooLong = await users.admin.get('/api/sessions?de=2026-03-01&ate=2026-06-01');
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.statusMsg, 'A agenda mostra no máximo 62 dias por vez.');
    assert.equal((await users.admin.get('/api/sessions?de=2026-03-01')).status, 400);
  });

  it('marks a student present from the rotating QR code of today’s session; an old code, another session’s or an outsider is refused', async () => {
    const today = todayIn('America/Sao_Paulo');
    const klass = await users.admin.post('/api/classes', {
      id_treinamento: training,
      id_instrutor: INSTRUCTOR.id_usuario,
      data_inicio: '2026-01-05',
      data_fim: '2026-01-05',
      id_periodo_turma: 2,
      id_status_turma: 1,
      alunos: [{ id_aluno: ana, id_inscricao: 1 }],
    });
    const id = klass.body[0].id;
    const added = await users.admin.post(`/api/classes/${id}/sessions`, { data: today, inicio: '00:00', fim: '23:59' });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const session = added.body;
    assert.equal((await users.instructor.get(`/api/sessions/${sessions[4]!.id}/checkin`)).status, 409, 'only on the session’s day');
    const shown = await users.instructor.get(`/api/sessions/${session.id}/checkin`);
    assert.equal(shown.status, 200, JSON.stringify(shown.body));
    assert.equal(shown.body.validade_segundos, 60);
    assert.match(shown.body.url, new RegExp(`/presenca/${session.id}\\?codigo=${shown.body.codigo.replace('.', '\\.')}$`));
    assert.match(shown.body.qr_svg, /^<svg[^>]*viewBox/, 'the QR code as SVG');
    assert.ok(new Date(shown.body.renova_em).getTime() - Date.now() <= 30_000);

    const anaPhone = await academic.as({ id_usuario: 701, id_tipo_usuario: 6, id_aluno: ana, permissions: ['class'] });
    const brunoPhone = await academic.as({ id_usuario: 702, id_tipo_usuario: 6, id_aluno: bruno, permissions: ['class'] });
    const [{ segredo_checkin: secret }] = await academic.dataSource.query('SELECT segredo_checkin FROM aula WHERE id = $1', [session.id]);
    const stale = checkinCode(secret, session.id, checkinSlot(Date.now()) - 2);
    for (const codigo of [stale, checkinCode(secret, sessions[0]!.id, checkinSlot(Date.now())), 'qualquer']) {
      const refused = await anaPhone.post(`/api/sessions/${session.id}/checkin`, { codigo });
      assert.equal(refused.status, 409, codigo);
      assert.equal(refused.body.statusMsg, MSG_CHECKIN_EXPIRED);
    }
    const outsider = await brunoPhone.post(`/api/sessions/${session.id}/checkin`, { codigo: shown.body.codigo });
    assert.deepEqual([outsider.status, outsider.body.statusMsg], [403, 'Você não está inscrito nesta turma.']);
    assert.equal(
      (await users.admin.post(`/api/sessions/${session.id}/checkin`, { codigo: shown.body.codigo })).status,
      403,
      'staff record on the sheet',
    );

    const checked = await anaPhone.post(`/api/sessions/${session.id}/checkin`, { codigo: shown.body.codigo });
    assert.equal(checked.status, 200, JSON.stringify(checked.body));
    assert.deepEqual(checked.body, {
      id_aula: session.id,
      id_turma: id,
      nome_turma: 'Oratória',
      nome_treinamento: 'Oratória',
      data: today,
      inicio: '00:00',
      presenca: 'P',
    });
    const sheet = await users.instructor.get(`/api/sessions/${session.id}/attendance`);
    assert.deepEqual(
      sheet.body.alunos.map((row: { presenca: string }) => row.presenca),
      ['P'],
    );
    assert.equal(sheet.body.aula.status, 'Realizada');
    const overridden = await record(users.instructor, session, [{ id_aluno: ana, presenca: 'A' }]);
    assert.deepEqual(
      overridden.body.alunos.map((row: { presenca: string }) => row.presenca),
      ['A'],
      'the instructor has the last word',
    );
  });
});
