import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { AttendanceRecordedV1, AttendanceSummary, ReportingPrivacySection, StudentBelowMinimum } from '@treina/contracts';
import { classSnapshot, enrolment, envelope, studentSnapshot, trainingSnapshot } from '@treina/contracts/testing';
import { RequestClient } from '@treina/nest-platform';
import { sleep } from '@treina/nest-platform/testing';
import { type ReportingUnderTest, startReporting } from './reporting-harness.js';

/** A session's attendance as academic records it: `marks` maps each student to 'P' | 'A' | 'J' | 'T'. */
function recorded(id_aula: number, marks: Record<number, string>, changes: Partial<AttendanceRecordedV1> = {}): AttendanceRecordedV1 {
  return {
    id_aula,
    id_turma: 100,
    id_treinamento: 10,
    data: '2026-03-03',
    horas: 3,
    ids_aluno: Object.keys(marks).map(Number),
    presencas: Object.values(marks),
    revision: 1,
    ...changes,
  };
}

const attended = (id_aula: number, marks: Record<number, string>, changes: Partial<AttendanceRecordedV1> = {}) =>
  envelope('academic.attendance.recorded.v1', recorded(id_aula, marks, changes));

describe('attendance facts from academic.attendance.recorded.v1, and the Painel attendance figures', () => {
  let reporting: ReportingUnderTest;
  let users: Record<'admin' | 'seller' | 'noPermission', string>;

  beforeAll(async () => {
    reporting = await startReporting();
    users = await reporting.sessions({
      admin: { id_usuario: 1, id_tipo_usuario: 1 },
      seller: { id_usuario: 3, id_tipo_usuario: 3, nome_tipo_usuario: 'Vendas' },
      noPermission: { id_usuario: 5, id_tipo_usuario: 4, permissions: ['class'] },
    });
  });
  afterAll(() => reporting.close());

  const summary = async (from: string, to: string, token = users.admin) => {
    const answer = await reporting.get<AttendanceSummary>(`/api/reports/attendance/summary?from=${from}&to=${to}`, token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const belowMinimum = async (token = users.admin) => {
    const answer = await reporting.get<StudentBelowMinimum[]>('/api/reports/attendance/below-minimum', token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const marksOf = async (id_aula: number) =>
    (
      await reporting.pool.query<{ id_aluno: number; presenca: string }>(
        'SELECT id_aluno, presenca FROM presenca_fato WHERE id_aula = $1 ORDER BY id_aluno',
        [id_aula],
      )
    ).rows.map((row) => [row.id_aluno, row.presenca]);

  it("keeps a session's newest revision whole: an older revision and a repeated delivery change nothing", async () => {
    const first = attended(1, { 1: 'P', 2: 'A', 3: 'T' }, { revision: 1 });
    await reporting.send(first);
    assert.deepEqual(await marksOf(1), [
      [1, 'P'],
      [2, 'A'],
      [3, 'T'],
    ]);

    // Revision 3 drops student 3 and changes 2's mark; revision 2 arrives late; revision 3 is delivered twice.
    const newest = attended(1, { 1: 'P', 2: 'J' }, { revision: 3 });
    const older = attended(1, { 1: 'A', 2: 'A', 3: 'A' }, { revision: 2 });
    await reporting.publish(newest, older, newest, first);
    await reporting.waitApplied([newest.id, older.id]);
    await sleep(300);
    assert.deepEqual(await marksOf(1), [
      [1, 'P'],
      [2, 'J'],
    ]);
    const { rows } = await reporting.pool.query('SELECT count(*)::int AS n FROM inbox_message WHERE message_id = $1', [newest.id]);
    assert.equal(rows[0].n, 1);
    const figures = await summary('2026-03-01', '2026-03-31');
    assert.deepEqual(figures.byTrainingMonth, [
      { id_treinamento: 10, nome_treinamento: 'Treinamento 10', month: '2026-03', marcacoes: 2, presencas: 2, percentual: 100 },
    ]);
  });

  it("counts presences (P, T, J) over marks by training and month of the session's date, in the period asked, under the class's current training", async () => {
    const events = [
      envelope('academic.training.created.v1', trainingSnapshot(30, { nome_treinamento: 'Excel', revision: 1 })),
      envelope('academic.training.created.v1', trainingSnapshot(31, { nome_treinamento: 'Word', revision: 1 })),
      envelope('academic.class.created.v1', classSnapshot(300, { id_treinamento: 30, nome_treinamento: 'Excel', revision: 1 })),
      envelope('academic.class.created.v1', classSnapshot(301, { id_treinamento: 31, nome_treinamento: 'Word', revision: 1 })),
      attended(30, { 11: 'P', 12: 'A', 13: 'T' }, { id_turma: 300, id_treinamento: 30, data: '2025-01-31' }),
      attended(31, { 11: 'P', 12: 'J', 13: 'A' }, { id_turma: 300, id_treinamento: 30, data: '2025-02-01' }),
      attended(32, { 11: 'A', 12: 'A', 13: 'A', 14: 'P' }, { id_turma: 300, id_treinamento: 30, data: '2025-02-10' }),
      attended(33, { 21: 'P', 22: 'P' }, { id_turma: 301, id_treinamento: 31, data: '2025-02-10' }),
      // Outside the period asked.
      attended(34, { 21: 'A' }, { id_turma: 301, id_treinamento: 31, data: '2025-03-01' }),
    ];
    await reporting.send(...events);
    const figures = await summary('2025-01-01', '2025-02-28');
    assert.equal(figures.granularity, 'month');
    assert.deepEqual(
      figures.byTrainingMonth.map((row) => [row.nome_treinamento, row.month, row.marcacoes, row.presencas, row.percentual]),
      [
        ['Excel', '2025-01', 3, 2, 66.7],
        ['Excel', '2025-02', 7, 3, 42.9],
        ['Word', '2025-02', 2, 2, 100],
      ],
    );

    // Class 301 moves to Excel: its sessions count there from then on.
    await reporting.send(
      envelope('academic.class.updated.v1', classSnapshot(301, { id_treinamento: 30, nome_treinamento: 'Excel', revision: 2 })),
    );
    const moved = await summary('2025-02-01', '2025-03-31');
    assert.deepEqual(
      moved.byTrainingMonth.map((row) => [row.nome_treinamento, row.month, row.marcacoes, row.presencas]),
      [
        ['Excel', '2025-02', 9, 5],
        ['Excel', '2025-03', 1, 0],
      ],
    );
  });

  it("lists the students of running classes below their training's frequencia_minima (75 when the training's events have none)", async () => {
    // This test's classes only (400 to 402).
    const listed = async (token = users.admin) => (await belowMinimum(token)).filter((student) => Math.floor(student.id_turma / 100) === 4);
    const sessions = (id_turma: number, id_treinamento: number, first: number, rows: Array<Record<number, string>>) =>
      rows.map((marks, index) => attended(first + index, marks, { id_turma, id_treinamento, data: `2026-04-0${index + 1}` }));
    await reporting.send(
      envelope('academic.training.created.v1', trainingSnapshot(40, { nome_treinamento: 'Contabilidade', frequencia_minima: 80 })),
      envelope('academic.training.created.v1', trainingSnapshot(41, { nome_treinamento: 'Finanças' })),
      envelope('academic.class.created.v1', classSnapshot(400, { id_treinamento: 40, nome_treinamento: 'Contabilidade' })),
      envelope('academic.class.created.v1', classSnapshot(401, { id_treinamento: 41, nome_treinamento: 'Finanças', id_status_turma: 4 })),
      envelope(
        'academic.class.created.v1',
        classSnapshot(402, { id_treinamento: 41, nome_treinamento: 'Finanças', desc_turma: 'Finanças Noite' }),
      ),
      ...[
        [41, 'Ana Lima'],
        [42, 'Bruno Reis'],
        [43, 'Caio Prado'],
        [44, 'Dora Luz'],
      ].map(([id, nome]) =>
        envelope('academic.student.created.v1', studentSnapshot(id as number, { nome_aluno: nome as string, is_student: true })),
      ),
      // Dora left class 402 (cancelled), Bruno was enrolled by the seller (user 3).
      envelope(
        'academic.enrolment.created.v1',
        enrolment(4001, { id_aluno: 44, id_turma: 402, id_treinamento: 41, id_status_inscricao: 4 }),
      ),
      envelope('academic.enrolment.created.v1', enrolment(4002, { id_aluno: 42, id_turma: 400, id_treinamento: 40, id_usuario_venda: 3 })),
      // Class 400 (minimum 80): Ana 4/5 = 80% is not below, Bruno 3/5 = 60% is.
      ...sessions(400, 40, 400, [
        { 41: 'P', 42: 'P' },
        { 41: 'P', 42: 'T' },
        { 41: 'J', 42: 'J' },
        { 41: 'P', 42: 'A' },
        { 41: 'A', 42: 'A' },
      ]),
      // Class 401 is finished: Ana at 0% does not show.
      ...sessions(401, 41, 410, [{ 41: 'A' }, { 41: 'A' }]),
      // Class 402 (minimum 75): Caio 2/3 = 66.7% is below, Dora is no longer in the class.
      ...sessions(402, 41, 420, [
        { 43: 'P', 44: 'A' },
        { 43: 'A', 44: 'A' },
        { 43: 'T', 44: 'A' },
      ]),
    );
    assert.deepEqual(await listed(), [
      {
        id_aluno: 42,
        nome_aluno: 'Bruno Reis',
        id_turma: 400,
        nome_turma: 'Contabilidade',
        id_treinamento: 40,
        nome_treinamento: 'Contabilidade',
        aulas: 5,
        presencas: 3,
        percentual: 60,
        frequencia_minima: 80,
      },
      {
        id_aluno: 43,
        nome_aluno: 'Caio Prado',
        id_turma: 402,
        nome_turma: 'Finanças Noite',
        id_treinamento: 41,
        nome_treinamento: 'Finanças',
        aulas: 3,
        presencas: 2,
        percentual: 66.7,
        frequencia_minima: 75,
      },
    ]);
    // A Vendas user sees the students of their own sales only.
    assert.deepEqual(
      (await listed(users.seller)).map((student) => student.id_aluno),
      [42],
    );

    // A newer training revision lowers the minimum; an older one that arrives late changes nothing.
    await reporting.send(
      envelope('academic.training.updated.v1', trainingSnapshot(41, { nome_treinamento: 'Finanças', frequencia_minima: 60, revision: 3 })),
      envelope('academic.training.updated.v1', trainingSnapshot(41, { nome_treinamento: 'Finanças', frequencia_minima: 90, revision: 2 })),
    );
    assert.deepEqual(
      (await listed()).map((student) => student.id_aluno),
      [42],
    );
    // The class finishes: its students leave the list.
    await reporting.send(
      envelope(
        'academic.class.updated.v1',
        classSnapshot(400, { id_treinamento: 40, nome_treinamento: 'Contabilidade', id_status_turma: 4, revision: 2 }),
      ),
    );
    assert.deepEqual(await listed(), []);
  });

  it("keeps every count after a student's erasure: the facts stay, the name becomes the anonymous one for good", async () => {
    await reporting.send(
      envelope('academic.student.created.v1', studentSnapshot(51, { nome_aluno: 'Elisa Teixeira', is_student: true, revision: 1 })),
      attended(50, { 51: 'A', 52: 'P' }, { id_turma: 500, id_treinamento: 50, data: '2024-06-03' }),
      attended(51, { 51: 'P', 52: 'P' }, { id_turma: 500, id_treinamento: 50, data: '2024-06-04' }),
      attended(52, { 51: 'A', 52: 'P' }, { id_turma: 500, id_treinamento: 50, data: '2024-06-05' }),
    );
    const summaryBefore = await summary('2024-06-01', '2024-06-30');
    const before = (await belowMinimum()).find((student) => student.id_aluno === 51);
    assert.equal(before?.nome_aluno, 'Elisa Teixeira');

    const erasure = envelope('academic.student.anonymised.v1', {
      id_aluno: 51,
      nome_aluno: 'Titular anonimizado 51',
      anonimizado_em: new Date().toISOString(),
      revision: 2,
    });
    await reporting.publish(erasure, erasure);
    // A snapshot written before the erasure arrives after it.
    await reporting.send(
      envelope('academic.student.updated.v1', studentSnapshot(51, { nome_aluno: 'Elisa Teixeira', is_student: true, revision: 1 })),
    );
    await reporting.waitApplied([erasure.id]);

    assert.deepEqual(await summary('2024-06-01', '2024-06-30'), summaryBefore);
    const after = (await belowMinimum()).find((student) => student.id_aluno === 51);
    assert.deepEqual(after, { ...before, nome_aluno: 'Titular anonimizado 51' });
    const { rows } = await reporting.pool.query(
      `SELECT count(*)::int AS n FROM (SELECT row_to_json(a)::text AS t FROM aluno_fato a) x WHERE t ILIKE '%elisa%'`,
    );
    assert.equal(rows[0].n, 0);
    const marks = await reporting.pool.query('SELECT count(*)::int AS n FROM presenca_fato WHERE id_aluno = 51');
    assert.equal(marks.rows[0].n, 3);
  });

  it("lists the student's attendance marks in reporting's section of the data subject's report", async () => {
    await reporting.send(
      attended(60, { 61: 'T' }, { id_turma: 600, id_treinamento: 60, data: '2024-07-02' }),
      attended(61, { 61: 'P', 62: 'A' }, { id_turma: 600, id_treinamento: 60, data: '2024-07-01' }),
    );
    const requests = reporting.apps[0]!.get(RequestClient);
    const section = (await requests.request('reporting.privacy.student-section.v1', { id_aluno: 61 }, 5000)) as ReportingPrivacySection;
    assert.deepEqual(section.presencas, [
      { id_aula: 61, id_turma: 600, id_treinamento: 60, data: '2024-07-01', presenca: 'P' },
      { id_aula: 60, id_turma: 600, id_treinamento: 60, data: '2024-07-02', presenca: 'T' },
    ]);
  });

  it('answers the attendance figures to the Painel permissions only, and 400 to a malformed period', async () => {
    for (const path of ['/api/reports/attendance/summary', '/api/reports/attendance/below-minimum']) {
      assert.equal((await reporting.get(path)).status, 401);
      assert.equal((await reporting.get(path, users.noPermission)).status, 403);
      assert.equal((await reporting.get(path, users.admin)).status, 200);
    }
    assert.equal((await reporting.get('/api/reports/attendance/summary?from=2026-02-30', users.admin)).status, 400);
  });
});
