import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type {
  ChargeRow,
  CommissionRateOptions,
  CommissionRateRow,
  CommissionRow,
  CommissionStatements,
  EnrolmentSnapshotV1,
} from '@treina/contracts';
import { enrolment, envelope, trainingSnapshot } from '@treina/contracts/testing';
import { ApiClient } from '@treina/nest-platform/testing';
import { type FinanceUnderTest, startFinance } from './finance-harness.js';

// Enrolments whose id leaves 1 when divided by 3 are in class 101 of training 11 (the snapshots' fixture).
describe('commission amounts, rates and monthly statements', () => {
  let finance: FinanceUnderTest;
  let users: Record<'admin' | 'coordinator' | 'seller' | 'otherSeller', string>;
  const api = (token?: string) => new ApiClient(finance.urls[0]!, token);
  const states = new Map<number, EnrolmentSnapshotV1>();

  /** Publishes an enrolment's next state and waits until finance applied it. */
  const seat = async (id: number, changes: Partial<EnrolmentSnapshotV1>) => {
    const current = states.get(id);
    const next = current ? { ...current, ...changes, sequence: current.sequence + 1 } : enrolment(id, changes);
    states.set(id, next);
    await finance.send(
      current
        ? envelope('academic.enrolment.updated.v1', { ...next, campos_alterados: Object.keys(changes) })
        : envelope('academic.enrolment.created.v1', next),
    );
  };
  const training = (revision: number, percentual_comissao: string | null) =>
    finance.send(
      envelope(
        revision === 1 ? 'academic.training.created.v1' : 'academic.training.updated.v1',
        trainingSnapshot(11, { revision, percentual_comissao }),
      ),
    );
  const row = async (id: number, token = users.admin): Promise<CommissionRow | undefined> => {
    const answer = await api(token).get<CommissionRow[]>(`/api/commissions?filter.id=${id}`);
    assert.equal(answer.status, 200);
    return answer.body[0];
  };
  const amounts = async (id: number) => {
    const shown = await row(id);
    return shown && [shown.valor_base, shown.percentual, shown.valor_comissao];
  };
  const charges = async (id: number) =>
    (await api(users.admin).get<ChargeRow[]>(`/api/charges?filter.id_matricula=${id}&sort=parcela`)).body;
  const pay = async (charge: ChargeRow, valor: string, pago_em: string) => {
    const answer = await api(users.admin).post(`/api/charges/${charge.id}/payments`, { valor, pago_em, forma_pagamento: 'PIX' });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
  };
  const statement = async (mes: string, token = users.admin) => {
    const answer = await api(token).get<CommissionStatements>(`/api/commissions/statements?mes=${mes}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const lines = (statements: CommissionStatements) =>
    statements.vendedores.flatMap((seller) =>
      seller.linhas.map((line) => [seller.id_usuario, line.id_matricula, line.tipo, line.valor_base, line.percentual, line.valor_comissao]),
    );
  const putRates = (rates: unknown, token = users.admin) => api(token).put<CommissionRateRow[]>('/api/commissions/rates', rates);

  beforeAll(async () => {
    finance = await startFinance();
    users = await finance.sessions({
      admin: { id_usuario: 1, id_tipo_usuario: 1, permissions: ['commissions', 'commissions_update', 'charges', 'charges_update'] },
      coordinator: { id_usuario: 2, id_tipo_usuario: 2, permissions: ['commissions'] },
      seller: { id_usuario: 3, id_tipo_usuario: 3, permissions: ['commissions'] },
      otherSeller: { id_usuario: 4, id_tipo_usuario: 3, permissions: ['commissions'] },
    });
    await training(1, '10.00');
  });

  afterAll(() => finance.close());

  it("shows the seller and the commission on what was received, at the training's rate, rounded half-up to the centavo", async () => {
    await seat(1, { valor: '1000.00', parcelas: 2, primeiro_vencimento: '2099-01-10', id_usuario_venda: 3 });
    assert.deepEqual(await amounts(1), ['0.00', '10.00', '0.00']);
    const [first, second] = await charges(1);
    await pay(first!, '500.00', '2026-11-10');
    const shown = await row(1);
    assert.equal(shown?.nome_vendedor, 'Usuário 3');
    assert.deepEqual(await amounts(1), ['500.00', '10.00', '50.00']);
    await pay(second!, '500.00', '2026-11-12');
    assert.deepEqual(await amounts(1), ['1000.00', '10.00', '100.00']);

    // No charges: what the enrolment says was paid, once it is in a paid status.
    await seat(4, { id_usuario_venda: 4, id_status_inscricao: 2, valor_pago: 150.55 });
    assert.deepEqual(await amounts(4), ['0.00', '10.00', '0.00']);
    await seat(4, { id_status_inscricao: 3, data_hora_pagamento: '2026-11-05T12:00:00.000Z' });
    assert.deepEqual(await amounts(4), ['150.55', '10.00', '15.06']);

    const sorted = await api(users.admin).get<CommissionRow[]>('/api/commissions?sort=-valor_comissao&filter.nome_vendedor=Usuário 4');
    assert.deepEqual(
      sorted.body.map((item) => item.id),
      [4],
    );
  });

  it("takes the seller's rate for the training, then the seller's, then the training's, else none", async () => {
    const saved = await putRates([{ id_usuario: 3, id_treinamento: null, percentual: '5,00' }]);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(await amounts(1), ['1000.00', '5.00', '50.00']);
    await putRates([
      { id_usuario: 3, id_treinamento: null, percentual: 5 },
      { id_usuario: 3, id_treinamento: 11, percentual: '12.50' },
    ]);
    assert.deepEqual(await amounts(1), ['1000.00', '12.50', '125.00']);
    assert.deepEqual(await amounts(4), ['150.55', '10.00', '15.06']);
    const listed = await api(users.coordinator).get<CommissionRateRow[]>('/api/commissions/rates');
    assert.deepEqual(
      listed.body.map((rate) => [rate.id_usuario, rate.nome_usuario, rate.id_treinamento, rate.percentual]),
      [
        [3, 'Usuário 3', null, '5.00'],
        [3, 'Usuário 3', 11, '12.50'],
      ],
    );
    assert.equal((await putRates([])).status, 200);
    assert.deepEqual(await amounts(1), ['1000.00', '10.00', '100.00']);
    // A new default rate on the training reaches its commissions.
    await training(2, '20.00');
    assert.deepEqual(await amounts(4), ['150.55', '20.00', '30.11']);
    await training(3, null);
    assert.deepEqual(await amounts(4), ['150.55', '0.00', '0.00']);
    await training(4, '10.00');
    assert.deepEqual(await amounts(4), ['150.55', '10.00', '15.06']);
  });

  it('refuses bad rates in Portuguese (400) and rate changes without commissions_update (403)', async () => {
    const bad = [
      { id_usuario: 3, percentual: '100.01' },
      { id_usuario: 3, percentual: '1.234' },
      { id_usuario: 3, percentual: -1 },
      { id_usuario: 'x', percentual: 1 },
      { id_usuario: 3, id_treinamento: 1.5, percentual: 1 },
      { id_usuario: 3, percentual: 1, extra: true },
    ];
    for (const item of bad) {
      const answer = await putRates([item]);
      assert.equal(answer.status, 400, JSON.stringify(item));
      assert.match((answer.body as unknown as { message: string }).message, /[a-zç]/);
    }
    assert.equal((await putRates({ taxas: [] })).status, 400);
    assert.equal(
      (
        await putRates([
          { id_usuario: 3, percentual: 1 },
          { id_usuario: 3, percentual: 2 },
        ])
      ).status,
      400,
    );
    assert.equal((await putRates([], users.coordinator)).status, 403);
    assert.equal((await api().get('/api/commissions/rates')).status, 401);
  });

  it('offers the rates editor the active staff and the trainings by name, to those who change rates', async () => {
    const options = await api(users.admin).get<CommissionRateOptions>('/api/commissions/rate-options');
    assert.equal(options.status, 200, JSON.stringify(options.body));
    assert.ok(
      options.body.vendedores.some((seller) => seller.id_usuario === 3 && seller.nome === 'Usuário 3'),
      JSON.stringify(options.body),
    );
    assert.deepEqual(
      options.body.treinamentos.find((row) => row.id_treinamento === 11),
      { id_treinamento: 11, nome_treinamento: 'Treinamento 11' },
    );
    assert.equal((await api(users.coordinator).get('/api/commissions/rate-options')).status, 403);
  });

  it('books a commission in the month its payment was completed, and a closed month never changes: a refund is an adjustment', async () => {
    await seat(7, { valor: '400.00', parcelas: 1, primeiro_vencimento: '2026-10-20', id_usuario_venda: 3 });
    const [only] = await charges(7);
    await pay(only!, '400.00', '2026-10-15');
    const october = await statement('2026-10');
    assert.equal(october.fechado, false);
    assert.deepEqual(lines(october), [[3, 7, 'Comissão', '400.00', '10.00', '40.00']]);
    assert.equal(october.vendedores[0]!.nome_vendedor, 'Usuário 3');
    assert.equal(october.vendedores[0]!.total, '40.00');

    const closed = await api(users.admin).post<CommissionStatements>('/api/commissions/statements/close', { mes: '2026-10' });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    assert.equal(closed.body.fechado, true);
    assert.equal((await api(users.admin).post('/api/commissions/statements/close', { mes: '2026-10' })).status, 409);

    await seat(7, { id_status_inscricao: 5, data_hora_cancelamento: '2026-11-20T12:00:00.000Z' });
    assert.deepEqual(await amounts(7), ['0.00', '10.00', '0.00']);
    assert.deepEqual(lines(await statement('2026-10')), [[3, 7, 'Comissão', '400.00', '10.00', '40.00']]);
    const november = await statement('2026-11');
    assert.deepEqual(
      lines(november).filter((line) => line[1] === 7),
      [[3, 7, 'Ajuste', '-400.00', '10.00', '-40.00']],
    );
    // A repeated event changes nothing.
    await finance.send(envelope('academic.enrolment.updated.v1', { ...states.get(7)!, campos_alterados: [] }));
    assert.deepEqual(await statement('2026-11'), november);
    const mine = november.vendedores.find((seller) => seller.id_usuario === 3)!;
    assert.equal(mine.total, '60.00');
  });

  it('shows a Vendas user only their own statement; refuses bad months (400), closing without permission (403)', async () => {
    const all = await statement('2026-11');
    assert.deepEqual(
      all.vendedores.map((seller) => seller.id_usuario),
      [3, 4],
    );
    const own = await statement('2026-11', users.otherSeller);
    assert.deepEqual(
      own.vendedores.map((seller) => [seller.id_usuario, seller.total]),
      [[4, '15.06']],
    );
    assert.deepEqual(
      (await statement('2026-11', users.seller)).vendedores.map((seller) => seller.id_usuario),
      [3],
    );
    for (const mes of ['', '2026-13', '11/2026']) {
      const answer = await api(users.admin).get(`/api/commissions/statements?mes=${mes}`);
      assert.equal(answer.status, 400, mes);
    }
    const close = (body: unknown, token = users.admin) => api(token).post('/api/commissions/statements/close', body);
    assert.equal((await close({ mes: '2099-01' })).status, 400);
    assert.equal((await close({ mes: 'outubro' })).status, 400);
    assert.equal((await close({ mes: '2026-09', extra: 1 })).status, 400);
    assert.equal((await close({ mes: '2026-09' }, users.coordinator)).status, 403);
    assert.equal((await close({ mes: '2026-09' }, users.seller)).status, 403);
  });
});
