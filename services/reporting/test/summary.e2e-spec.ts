import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EnrolmentSummary } from '@treina/contracts';
import { enrolment, envelope, studentSnapshot as student } from '@treina/contracts/testing';
import { sleep } from '@treina/nest-platform/testing';
import { enrolmentSummary, type ReportingUnderTest, startReporting } from './reporting-harness.js';

describe('enrolment summary from academic events', () => {
  let reporting: ReportingUnderTest;
  let users: Record<'admin' | 'configOnly' | 'seller' | 'noPermission', string>;

  beforeAll(async () => {
    reporting = await startReporting();
    users = await reporting.sessions({
      admin: { id_usuario: 1, id_tipo_usuario: 1 },
      configOnly: { id_usuario: 2, id_tipo_usuario: 2, permissions: ['config'] },
      seller: { id_usuario: 3, id_tipo_usuario: 3, nome_tipo_usuario: 'Vendas' },
      noPermission: { id_usuario: 5, id_tipo_usuario: 4, permissions: ['class'] },
    });
  });

  afterAll(() => reporting.close());

  const summary = (from: string, to: string, token = users.admin) => enrolmentSummary(reporting, token, from, to);

  it('counts an enrolment once its event arrives, follows its status and ignores repeats and older events', async () => {
    const created = envelope(
      'academic.enrolment.created.v1',
      enrolment(1, { data_hora_inclusao: '2022-05-10T15:00:00.000Z', valor_pago: 700 }),
    );
    await reporting.publish(created);
    await reporting.waitApplied([created.id]);
    let figures = await summary('2022-05-01', '2022-05-31');
    assert.equal(figures.total, 1);
    assert.deepEqual(figures.byStatus, [{ id_status_inscricao: 1, nome_status_inscricao: 'INSCRITO', count: 1 }]);
    assert.deepEqual(figures.byMonth, [{ month: '2022-05', enrolments: 1, cancellations: 0, transfers: 0, revenue: 0 }]);

    const paid = envelope('academic.enrolment.status-changed.v1', {
      ...enrolment(1, {
        sequence: 3,
        id_status_inscricao: 3,
        data_hora_inclusao: '2022-05-10T15:00:00.000Z',
        data_hora_pagamento: '2022-05-12T15:00:00.000Z',
        valor_pago: 700,
      }),
      id_status_inscricao_anterior: 1,
      nome_status_inscricao_anterior: 'INSCRITO',
    });
    const older = envelope('academic.enrolment.status-changed.v1', {
      ...enrolment(1, {
        sequence: 2,
        id_status_inscricao: 4,
        data_hora_inclusao: '2022-05-10T15:00:00.000Z',
        data_hora_cancelamento: '2022-05-11T15:00:00.000Z',
      }),
      id_status_inscricao_anterior: 1,
      nome_status_inscricao_anterior: 'INSCRITO',
    });
    await reporting.publish(paid, created, older, paid);
    await reporting.waitApplied([paid.id, older.id]);
    await sleep(300);
    figures = await summary('2022-05-01', '2022-05-31');
    assert.equal(figures.total, 1);
    assert.deepEqual(figures.byStatus, [{ id_status_inscricao: 3, nome_status_inscricao: 'Pago', count: 1 }]);
    assert.deepEqual(figures.byMonth, [{ month: '2022-05', enrolments: 1, cancellations: 0, transfers: 0, revenue: 700 }]);
  });

  it('puts each figure in the month of its own moment (school time zone): inclusion, cancellation, transfer date, payment', async () => {
    const events = [
      // Excel (1): paid in January.
      enrolment(101, {
        id_treinamento: 1,
        nome_treinamento: 'Excel',
        id_usuario_venda: 3,
        data_hora_inclusao: '2024-01-10T13:00:00.000Z',
        id_status_inscricao: 3,
        data_hora_pagamento: '2024-01-20T13:00:00.000Z',
        valor_pago: 1000.5,
      }),
      // 31/01 23:30 in São Paulo is 01/02 in UTC: January.
      enrolment(102, { id_treinamento: 1, nome_treinamento: 'Excel', id_usuario_venda: 4, data_hora_inclusao: '2024-02-01T02:30:00.000Z' }),
      // Word (2): included in February, cancelled in March.
      enrolment(103, {
        id_treinamento: 2,
        nome_treinamento: 'Word',
        id_usuario_venda: 3,
        data_hora_inclusao: '2024-02-05T12:00:00.000Z',
        id_status_inscricao: 4,
        data_hora_cancelamento: '2024-03-02T12:00:00.000Z',
      }),
      // A transfer: requested (6) on 15/03 in class 200, the new entry (8) in class 201 inherits the inclusion time.
      enrolment(104, {
        id_turma: 200,
        id_aluno: 5000,
        id_treinamento: 2,
        nome_treinamento: 'Word',
        id_usuario_venda: 3,
        data_hora_inclusao: '2024-02-10T12:00:00.000Z',
        id_status_inscricao: 6,
        data_hora_cancelamento: '2024-03-15T12:00:00.000Z',
        valor_pago: 800,
      }),
      enrolment(105, {
        id_turma: 201,
        id_aluno: 5000,
        id_treinamento: 1,
        nome_treinamento: 'Excel',
        id_usuario_venda: 3,
        data_hora_inclusao: '2024-02-10T12:00:00.000Z',
        id_status_inscricao: 8,
        id_turma_origem: 200,
        data_hora_pagamento: null,
        valor_pago: 800,
      }),
      // Refunded in April: a cancellation, no revenue.
      enrolment(106, {
        id_treinamento: 2,
        nome_treinamento: 'Word',
        id_usuario_venda: 4,
        data_hora_inclusao: '2024-04-01T12:00:00.000Z',
        id_status_inscricao: 5,
        data_hora_cancelamento: '2024-04-03T12:00:00.000Z',
        valor_pago: 300,
      }),
      // Included before the period, paid inside it: revenue only.
      enrolment(107, {
        id_treinamento: 2,
        nome_treinamento: 'Word',
        id_usuario_venda: 4,
        data_hora_inclusao: '2023-12-31T12:00:00.000Z',
        id_status_inscricao: 3,
        data_hora_pagamento: '2024-01-05T12:00:00.000Z',
        valor_pago: 200,
      }),
    ].map((payload) => envelope('academic.enrolment.created.v1', payload));
    await reporting.publish(...events);
    await reporting.waitApplied(events.map((event) => event.id));

    const figures = await summary('2024-01-01', '2024-04-30');
    assert.equal(figures.total, 6);
    assert.deepEqual(
      figures.byStatus.map((row) => [row.id_status_inscricao, row.count]),
      [
        [1, 1],
        [3, 1],
        [4, 1],
        [5, 1],
        [6, 1],
        [8, 1],
      ],
    );
    assert.deepEqual(figures.byMonth, [
      { month: '2024-01', enrolments: 2, cancellations: 0, transfers: 0, revenue: 1200.5 },
      { month: '2024-02', enrolments: 3, cancellations: 0, transfers: 0, revenue: 800 },
      { month: '2024-03', enrolments: 0, cancellations: 1, transfers: 1, revenue: 0 },
      { month: '2024-04', enrolments: 1, cancellations: 1, transfers: 0, revenue: 0 },
    ]);
    assert.deepEqual(figures.byTraining, [
      { id_treinamento: 1, nome_treinamento: 'Excel', enrolments: 3, revenue: 1800.5 },
      { id_treinamento: 2, nome_treinamento: 'Word', enrolments: 3, revenue: 200 },
    ]);

    // A narrower period keeps only the moments inside it.
    const march = await summary('2024-03-01', '2024-03-31');
    assert.equal(march.total, 0);
    assert.deepEqual(march.byMonth, [{ month: '2024-03', enrolments: 0, cancellations: 1, transfers: 1, revenue: 0 }]);

    // A Vendas user sees the figures of their own sales; config holders see the school's.
    const own = await summary('2024-01-01', '2024-04-30', users.seller);
    assert.equal(own.total, 4);
    assert.deepEqual(
      own.byStatus.map((row) => [row.id_status_inscricao, row.count]),
      [
        [3, 1],
        [4, 1],
        [6, 1],
        [8, 1],
      ],
    );
    assert.equal(
      own.byMonth.reduce((sum, month) => sum + month.revenue, 0),
      1800.5,
    );
    assert.equal((await summary('2024-01-01', '2024-04-30', users.configOnly)).total, 6);

    // A whole history (from 2000): any length answers, grouped by year, with the same totals.
    const history = await summary('2000-01-01', '2024-12-31');
    assert.equal(history.granularity, 'year');
    assert.equal(history.byMonth.length, 25);
    assert.equal(history.byMonth[0]!.month, '2000');
    const year2024 = await summary('2024-01-01', '2024-12-31');
    assert.equal(year2024.granularity, 'month');
    const add = (key: 'enrolments' | 'cancellations' | 'transfers' | 'revenue') =>
      year2024.byMonth.reduce((sum, month) => sum + month[key], 0);
    assert.deepEqual(history.byMonth.at(-1), {
      month: '2024',
      enrolments: add('enrolments'),
      cancellations: add('cancellations'),
      transfers: add('transfers'),
      revenue: add('revenue'),
    });
    assert.ok(history.total >= year2024.total && year2024.total >= 6);
  });

  it('counts leads by creation month and how many of them became students, whatever the event order', async () => {
    const events = [
      envelope('academic.student.created.v1', student(1, { data_criacao: '2023-01-10T12:00:00.000Z' })),
      envelope('academic.student.updated.v1', student(1, { data_criacao: '2023-01-10T12:00:00.000Z', is_student: true, revision: 2 })),
      envelope('academic.student.created.v1', student(2, { data_criacao: '2023-01-20T12:00:00.000Z' })),
      // Out of order: the conversion arrives before the creation.
      envelope('academic.student.updated.v1', student(3, { data_criacao: '2023-02-05T12:00:00.000Z', is_student: true, revision: 2 })),
      envelope('academic.student.created.v1', student(3, { data_criacao: '2023-02-05T12:00:00.000Z' })),
      // Deleted leads are not counted.
      envelope('academic.student.created.v1', student(4, { data_criacao: '2023-02-06T12:00:00.000Z' })),
      envelope('academic.student.deleted.v1', { id_aluno: 4, email: 'aluno4@treina.test', revision: 2 }),
      // Still interested after a rename; a late older revision changes nothing.
      envelope('academic.student.created.v1', student(5, { data_criacao: '2023-03-01T12:00:00.000Z' })),
      envelope(
        'academic.student.updated.v1',
        student(5, { data_criacao: '2023-03-01T12:00:00.000Z', nome_aluno: 'Novo nome', revision: 3 }),
      ),
      envelope('academic.student.updated.v1', student(5, { data_criacao: '2023-03-01T12:00:00.000Z', is_student: true, revision: 2 })),
      // Never seen as interested: not a lead.
      envelope('academic.student.updated.v1', student(6, { data_criacao: '2023-03-02T12:00:00.000Z', is_student: true, revision: 2 })),
    ];
    await reporting.publish(...events, events[0]!, events[1]!);
    await reporting.waitApplied(events.map((event) => event.id));
    await sleep(200);
    const figures = await summary('2023-01-01', '2023-03-31');
    assert.deepEqual(figures.leadConversion, [
      { month: '2023-01', leads: 2, converted: 1 },
      { month: '2023-02', leads: 1, converted: 1 },
      { month: '2023-03', leads: 1, converted: 0 },
    ]);
  });

  it('asks for a session (401) and the commissions or config permission (403)', async () => {
    const path = '/api/reports/enrolments/summary?from=2024-01-01&to=2024-01-31';
    assert.equal((await reporting.get(path)).status, 401);
    assert.equal((await reporting.get(path, users.noPermission)).status, 403);
    assert.equal((await reporting.get(path, users.configOnly)).status, 200);
    assert.equal((await reporting.get(path, users.seller)).status, 200);
  });

  it('defaults to the last 12 months and answers 400, never 500, to malformed periods', async () => {
    const whole = await reporting.get<EnrolmentSummary>('/api/reports/enrolments/summary', users.admin);
    assert.equal(whole.status, 200);
    assert.equal(whole.body.byMonth.length, 12);
    for (const query of [
      'from=2026-02-30',
      'from=abc',
      'to=2026-13-01',
      'from=2026-02-01&to=2026-01-01',
      'from=2026-01-01&from=2026-02-01',
      "from=2026-01-01'--",
    ]) {
      const answer = await reporting.get(`/api/reports/enrolments/summary?${query}`, users.admin);
      assert.equal(answer.status, 400, query);
      assert.equal(typeof answer.body.statusMsg, 'string');
    }
  });
});
