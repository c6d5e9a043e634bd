import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { CommissionRow } from '@treina/contracts';
import { enrolment, envelope } from '@treina/contracts/testing';
import { sleep } from '@treina/nest-platform/testing';
import { type FinanceUnderTest, startFinance } from './finance-harness.js';

describe('commissions from academic enrolment events', () => {
  let finance: FinanceUnderTest;
  let users: Record<'admin' | 'coordinator' | 'seller' | 'otherSeller' | 'noPermission' | 'configOnly', string>;

  beforeAll(async () => {
    finance = await startFinance();
    users = await finance.sessions({
      admin: { id_usuario: 1, id_tipo_usuario: 1 },
      coordinator: { id_usuario: 2, id_tipo_usuario: 2, nome_tipo_usuario: 'Coordenador' },
      seller: { id_usuario: 3, id_tipo_usuario: 3, nome_tipo_usuario: 'Vendas' },
      otherSeller: { id_usuario: 4, id_tipo_usuario: 3, nome_tipo_usuario: 'Vendas' },
      noPermission: { id_usuario: 5, id_tipo_usuario: 4, permissions: ['class'] },
      configOnly: { id_usuario: 6, id_tipo_usuario: 1, permissions: ['config'] },
    });
  });

  afterAll(() => finance.close());

  const row = async (id: number): Promise<CommissionRow | undefined> => {
    const answer = await finance.get<CommissionRow[]>(`/api/commissions?filter.id=${id}`, users.admin);
    assert.equal(answer.status, 200);
    return answer.body.find((item) => item.id === id);
  };

  it('shows an enrolment with gera_comissao in the list once its created event arrives, in the shape the list answers', async () => {
    const created = envelope('academic.enrolment.created.v1', enrolment(1, { id_usuario_venda: 3 }));
    await finance.publish(created);
    await finance.waitApplied([created.id]);
    const shown = await row(1);
    assert.deepEqual(shown, {
      id: 1,
      id_turma: 101,
      nome_treinamento: 'Treinamento 11',
      data_inicio: '2026-03-02',
      data_fim: '2026-03-06',
      nome_aluno: 'Aluno 1',
      data_hora_inscricao: '2026-02-01T12:01:00.000Z',
      id_status_inscricao: 1,
      status_inscricao: 'INSCRITO',
      data_hora_cancelamento: null,
      data_hora_pagamento: null,
      id_usuario_venda: 3,
      nome_vendedor: 'Usuário 3',
      valor_base: '0.00',
      percentual: '0.00',
      valor_comissao: '0.00',
    });
  });

  it('keeps no row for an enrolment created without commission', async () => {
    const created = envelope('academic.enrolment.created.v1', enrolment(2, { gera_comissao: false }));
    await finance.publish(created);
    await finance.waitApplied([created.id]);
    assert.equal(await row(2), undefined);
  });

  it('follows status changes: paid sets the payment time, cancelled the cancellation time', async () => {
    const paidAt = '2026-02-03T15:30:00.000Z';
    const cancelledAt = '2026-02-10T09:00:00.000Z';
    const events = [
      envelope('academic.enrolment.created.v1', enrolment(3)),
      envelope('academic.enrolment.status-changed.v1', {
        ...enrolment(3, { sequence: 2, id_status_inscricao: 3, data_hora_pagamento: paidAt, valor_pago: 1500 }),
        id_status_inscricao_anterior: 1,
        nome_status_inscricao_anterior: 'INSCRITO',
      }),
    ];
    await finance.publish(events[0]!);
    await finance.waitApplied([events[0]!.id]);
    await finance.publish(events[1]!);
    await finance.waitApplied([events[1]!.id]);
    let shown = await row(3);
    assert.equal(shown?.status_inscricao, 'Pago');
    assert.equal(shown?.data_hora_pagamento, paidAt);
    const cancelled = envelope('academic.enrolment.status-changed.v1', {
      ...enrolment(3, { sequence: 3, id_status_inscricao: 4, data_hora_cancelamento: cancelledAt }),
      id_status_inscricao_anterior: 3,
      nome_status_inscricao_anterior: 'Pago',
    });
    await finance.publish(cancelled);
    await finance.waitApplied([cancelled.id]);
    shown = await row(3);
    assert.equal(shown?.id_status_inscricao, 4);
    assert.equal(shown?.status_inscricao, 'Cancelado');
    assert.equal(shown?.data_hora_cancelamento, cancelledAt);
    assert.equal(shown?.data_hora_pagamento, null);
  });

  it('removes the row when gera_comissao is turned off, brings it back when turned on, and a late older event cannot resurrect it', async () => {
    const created = envelope('academic.enrolment.created.v1', enrolment(4));
    const off = envelope('academic.enrolment.updated.v1', {
      ...enrolment(4, { sequence: 3, gera_comissao: false }),
      campos_alterados: ['gera_comissao'],
    });
    const lateOlder = envelope('academic.enrolment.updated.v1', {
      ...enrolment(4, { sequence: 2, valor_pago: 99 }),
      campos_alterados: ['valor_pago'],
    });
    await finance.publish(created);
    await finance.waitApplied([created.id]);
    assert.ok(await row(4));
    await finance.publish(off);
    await finance.waitApplied([off.id]);
    assert.equal(await row(4), undefined);
    await finance.publish(lateOlder);
    await finance.waitApplied([lateOlder.id]);
    assert.equal(await row(4), undefined, 'sequence 2 after sequence 3 changes nothing');
    const { rows } = await finance.pool.query('SELECT sequence, gera_comissao FROM matricula_estado WHERE id_matricula = 4');
    assert.deepEqual(rows, [{ sequence: 3, gera_comissao: false }]);
    const on = envelope('academic.enrolment.updated.v1', {
      ...enrolment(4, { sequence: 4, nome_aluno: 'Aluno 4 Novo' }),
      campos_alterados: ['gera_comissao'],
    });
    await finance.publish(on);
    await finance.waitApplied([on.id]);
    assert.equal((await row(4))?.nome_aluno, 'Aluno 4 Novo');
  });

  it('applies a redelivered message once (inbox) and an older event after a newer one does not roll the row back', async () => {
    const created = envelope('academic.enrolment.created.v1', enrolment(5));
    const paid = envelope('academic.enrolment.status-changed.v1', {
      ...enrolment(5, { sequence: 3, id_status_inscricao: 3, data_hora_pagamento: '2026-02-04T10:00:00.000Z' }),
      id_status_inscricao_anterior: 2,
      nome_status_inscricao_anterior: 'Pagamento Pendente',
    });
    const pendingLate = envelope('academic.enrolment.status-changed.v1', {
      ...enrolment(5, { sequence: 2, id_status_inscricao: 2 }),
      id_status_inscricao_anterior: 1,
      nome_status_inscricao_anterior: 'INSCRITO',
    });
    // Newest first, then the older one, then the same messages again (a redelivery).
    await finance.publish(paid, created, pendingLate, paid, created);
    await finance.waitApplied([created.id, paid.id, pendingLate.id]);
    await sleep(300);
    const shown = await row(5);
    assert.equal(shown?.id_status_inscricao, 3);
    assert.equal(shown?.data_hora_pagamento, '2026-02-04T10:00:00.000Z');
    const inbox = await finance.pool.query('SELECT count(*)::int AS n FROM inbox_message WHERE message_id = ANY($1::uuid[])', [
      [created.id, paid.id],
    ]);
    assert.equal(inbox.rows[0].n, 2);
    const state = await finance.pool.query('SELECT sequence FROM matricula_estado WHERE id_matricula = 5');
    assert.equal(state.rows[0].sequence, 3);
  });

  it('treats a republished snapshot with the current sequence as a no-op', async () => {
    const created = envelope('academic.enrolment.created.v1', enrolment(6, { nome_aluno: 'Original' }));
    await finance.publish(created);
    await finance.waitApplied([created.id]);
    const snapshot = envelope('academic.enrolment.snapshot.v1', enrolment(6, { nome_aluno: 'Não deve aplicar' }));
    await finance.publish(snapshot);
    await finance.waitApplied([snapshot.id]);
    assert.equal((await row(6))?.nome_aluno, 'Original');
  });

  it('asks for a session (401) and the commissions permission (403)', async () => {
    assert.equal((await finance.get('/api/commissions')).status, 401);
    assert.equal((await finance.get('/api/commissions', 'not-a-token')).status, 401);
    assert.equal((await finance.get('/api/commissions', users.noPermission)).status, 403);
    assert.equal((await finance.get('/api/commissions', users.configOnly)).status, 403);
    const answer = await finance.get('/api/commissions', users.coordinator);
    assert.equal(answer.status, 200);
  });

  it('shows a Vendas user only the commissions of their own sales; administrators and coordinators see all', async () => {
    const events = [
      envelope('academic.enrolment.created.v1', enrolment(20, { id_usuario_venda: 3, id_turma: 700 })),
      envelope('academic.enrolment.created.v1', enrolment(21, { id_usuario_venda: 3, id_turma: 700 })),
      envelope('academic.enrolment.created.v1', enrolment(22, { id_usuario_venda: 4, id_turma: 700 })),
      envelope('academic.enrolment.created.v1', enrolment(23, { id_usuario_venda: null, id_turma: 700 })),
    ];
    await finance.publish(...events);
    await finance.waitApplied(events.map((event) => event.id));
    const ids = async (token: string) =>
      (await finance.get<CommissionRow[]>('/api/commissions?filter.id_turma=700', token)).body.map((item) => item.id);
    assert.deepEqual(await ids(users.seller), [21, 20]);
    assert.deepEqual(await ids(users.otherSeller), [22]);
    assert.deepEqual(await ids(users.admin), [23, 22, 21, 20]);
    assert.deepEqual(await ids(users.coordinator), [23, 22, 21, 20]);
    const paged = await finance.get<CommissionRow[]>('/api/commissions?page=1&pageSize=10&filter.id_turma=700', users.seller);
    assert.equal(paged.headers.get('x-total-count'), '2');
  });

  it('pages, sorts, searches and filters on the server with X-Total-Count', async () => {
    const events = [];
    for (let id = 40; id < 65; id += 1) {
      const paid = id % 5 === 0;
      events.push(
        envelope(
          'academic.enrolment.created.v1',
          enrolment(id, {
            id_turma: 800,
            nome_aluno: id === 44 ? 'Ângela Conceição' : `Aluno ${id}`,
            data_hora_inclusao: new Date(Date.UTC(2026, 0, 1 + (id - 40), 15)).toISOString(),
            ...(paid ? { id_status_inscricao: 3, data_hora_pagamento: '2026-02-20T14:00:00.000Z' } : {}),
            ...(id === 41 ? { id_status_inscricao: 4, data_hora_cancelamento: '2026-02-21T14:00:00.000Z' } : {}),
            ...(id === 43 ? { id_status_inscricao: 2, status_inscricao: 'Pagamento Pendente' } : {}),
          }),
        ),
      );
    }
    await finance.publish(...events);
    await finance.waitApplied(events.map((event) => event.id));

    const first = await finance.get<CommissionRow[]>('/api/commissions?page=1&pageSize=10&filter.id_turma=800', users.admin);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('x-total-count'), '25');
    assert.deepEqual(
      first.body.map((item) => item.id),
      [64, 63, 62, 61, 60, 59, 58, 57, 56, 55],
      'newest enrolment first',
    );
    const third = await finance.get<CommissionRow[]>('/api/commissions?page=3&pageSize=10&filter.id_turma=800', users.admin);
    assert.deepEqual(
      third.body.map((item) => item.id),
      [44, 43, 42, 41, 40],
    );

    const byName = await finance.get<CommissionRow[]>(
      '/api/commissions?page=1&pageSize=3&sort=nome_aluno&filter.id_turma=800',
      users.admin,
    );
    assert.deepEqual(
      byName.body.map((item) => item.nome_aluno),
      ['Aluno 40', 'Aluno 41', 'Aluno 42'],
    );

    const search = await finance.get<CommissionRow[]>('/api/commissions?page=1&q=angela%20concei&filter.id_turma=800', users.admin);
    assert.deepEqual(
      search.body.map((item) => item.id),
      [44],
    );
    assert.equal(search.headers.get('x-total-count'), '1');

    const byDay = await finance.get<CommissionRow[]>(
      `/api/commissions?page=1&filter.id_turma=800&filter.data_hora_inscricao=${encodeURIComponent('03/01/2026')}`,
      users.admin,
    );
    assert.deepEqual(
      byDay.body.map((item) => item.id),
      [42],
    );
    const byIsoDay = await finance.get<CommissionRow[]>(
      '/api/commissions?page=1&filter.id_turma=800&filter.data_hora_inscricao=2026-01-03',
      users.admin,
    );
    assert.deepEqual(
      byIsoDay.body.map((item) => item.id),
      [42],
    );

    const paidRows = await finance.get<CommissionRow[]>(
      `/api/commissions?page=1&filter.id_turma=800&filter.data_hora_pagamento=${encodeURIComponent('20/02')}`,
      users.admin,
    );
    assert.deepEqual(
      paidRows.body.map((item) => item.id),
      [60, 55, 50, 45, 40],
    );
    const pending = await finance.get<CommissionRow[]>(
      '/api/commissions?page=1&pageSize=100&filter.id_turma=800&filter.data_hora_pagamento=pendente',
      users.admin,
    );
    assert.equal(pending.headers.get('x-total-count'), '19', "'Inscrito' or 'Pagamento Pendente', not cancelled, not paid");
    assert.ok(
      pending.body.some((item) => item.id === 43),
      "'Pagamento Pendente' (2) is PENDENTE too",
    );

    // The search covers what the row shows: dates as DD/MM/YYYY (whole, a month, day and month) and PENDENTE.
    const searched = async (q: string) =>
      (await finance.get<CommissionRow[]>(`/api/commissions?pageSize=100&filter.id_turma=800&q=${encodeURIComponent(q)}`, users.admin)).body
        .map((item) => item.id)
        .sort((a, b) => a - b);
    assert.deepEqual(await searched('03/01/2026'), [42], 'Data da Inscrição');
    assert.deepEqual(await searched('21/02/2026'), [41], 'Cancelamento');
    assert.deepEqual(await searched('aluno 20/02'), [40, 45, 50, 55, 60], 'Pagamento, day and month');
    assert.equal((await searched('01/2026')).length, 25, 'a month');
    assert.equal((await searched('pendente')).length, 19, 'the payment column');
    assert.deepEqual(await searched('22/02/2026'), []);

    const whole = await finance.get<CommissionRow[]>('/api/commissions?filter.id_turma=800', users.admin);
    assert.equal(whole.body.length, 25, 'without page: the whole list');
    assert.equal(whole.headers.get('x-total-count'), '25');
  });

  it('keeps a search total only until a commission row changes: a new enrolment, a cancellation and a removal count at once', async () => {
    const total = async (user: string, query: string) => {
      const answer = await finance.get<CommissionRow[]>(`/api/commissions?page=1&pageSize=2&${query}`, user);
      assert.equal(answer.status, 200);
      return Number(answer.headers.get('x-total-count'));
    };
    const search = 'q=quintana&filter.id_turma=900';
    const first = envelope(
      'academic.enrolment.created.v1',
      enrolment(90, { id_turma: 900, nome_aluno: 'Rita Quintana', id_usuario_venda: 3 }),
    );
    await finance.publish(first);
    await finance.waitApplied([first.id]);
    assert.equal(await total(users.admin, search), 1);
    assert.equal(await total(users.admin, search), 1, 'the kept total');
    assert.equal(await total(users.otherSeller, search), 0, "another seller's own scope, not the admin's total");
    const second = envelope('academic.enrolment.created.v1', enrolment(91, { id_turma: 900, nome_aluno: 'Rui Quintana' }));
    await finance.publish(second);
    await finance.waitApplied([second.id]);
    assert.equal(await total(users.admin, search), 2);
    assert.equal(await total(users.admin, `${search}&filter.id_status_inscricao=4`), 0);
    const cancelled = envelope('academic.enrolment.status-changed.v1', {
      ...enrolment(91, {
        id_turma: 900,
        nome_aluno: 'Rui Quintana',
        sequence: 2,
        id_status_inscricao: 4,
        nome_status_inscricao: 'CANCELADO',
        data_hora_cancelamento: '2026-02-21T14:00:00.000Z',
      }),
      id_status_inscricao_anterior: 1,
      nome_status_inscricao_anterior: 'INSCRITO',
    });
    await finance.publish(cancelled);
    await finance.waitApplied([cancelled.id]);
    assert.equal(await total(users.admin, `${search}&filter.id_status_inscricao=4`), 1);
    const off = envelope('academic.enrolment.updated.v1', {
      ...enrolment(90, { id_turma: 900, nome_aluno: 'Rita Quintana', id_usuario_venda: 3, sequence: 2, gera_comissao: false }),
      campos_alterados: ['gera_comissao'],
    });
    await finance.publish(off);
    await finance.waitApplied([off.id]);
    assert.equal(await total(users.admin, search), 1);
  });

  it('answers 400, never 500, to malformed list parameters', async () => {
    const bad = [
      'page=0',
      'page=abc',
      'page=1&pageSize=1000',
      'pageSize=-1',
      'sort=senha',
      'sort=-nope',
      'filter.nope=1',
      'filter.id=abc',
      `q=${'x'.repeat(201)}`,
      'page=1&page=2',
      'filter.nome_aluno=a&filter.nome_aluno=b',
    ];
    for (const query of bad) {
      const answer = await finance.get(`/api/commissions?${query}`, users.admin);
      assert.equal(answer.status, 400, query);
      assert.equal(typeof answer.body.statusMsg, 'string', query);
    }
    const odd = await finance.get(
      `/api/commissions?page=1&filter.data_inicio=${encodeURIComponent("'; DROP TABLE comissao; --")}&q=%25_%5C`,
      users.admin,
    );
    assert.equal(odd.status, 200);
    assert.deepEqual(odd.body, []);
  });
});
