import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ChargeRow, EnrolmentCharges, EnrolmentPaidV1, EnrolmentSnapshotV1 } from '@treina/contracts';
import { enrolment, envelope } from '@treina/contracts/testing';
import { ApiClient } from '@treina/nest-platform/testing';
import { readPixCode } from '../src/charge/pix-code.js';
import { signatureOf } from '../src/charge/webhook-signature.js';
import { type FinanceUnderTest, startFinance } from './finance-harness.js';

const SECRET = 'segredo-do-provedor-de-teste';
process.env.PIX_WEBHOOK_SECRET = SECRET;

const SETTINGS = { chave_pix: 'financeiro@escola.com.br', nome_recebedor: 'Escola Treina', cidade: 'Sao Paulo' };

describe('charges (cobranças) from enrolments, paid by hand or by PIX', () => {
  let finance: FinanceUnderTest;
  let users: Record<'admin' | 'viewer' | 'noCharges' | 'classStaff' | 'student' | 'otherStudent', string>;
  const api = (token?: string) => new ApiClient(finance.urls[0]!, token);
  let sequence = new Map<number, EnrolmentSnapshotV1>();

  /** Publishes an enrolment's next state (sequence one higher) and waits until finance applied it. */
  const seat = async (id: number, changes: Partial<EnrolmentSnapshotV1>) => {
    const current = sequence.get(id);
    const next = current ? { ...current, ...changes, sequence: current.sequence + 1 } : enrolment(id, changes);
    sequence.set(id, next);
    const event = current
      ? envelope('academic.enrolment.updated.v1', { ...next, campos_alterados: Object.keys(changes) })
      : envelope('academic.enrolment.created.v1', next);
    await finance.send(event);
    return next;
  };
  const chargesOf = async (id: number): Promise<ChargeRow[]> => {
    const answer = await api(users.admin).get<ChargeRow[]>(`/api/charges?filter.id_matricula=${id}&sort=parcela`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.filter((row) => row.status !== 'Cancelada');
  };
  const paidEvents = async (id: number): Promise<EnrolmentPaidV1[]> => {
    const { rows } = await finance.pool.query<{ envelope: { payload: EnrolmentPaidV1 } }>(
      `SELECT envelope FROM outbox_message WHERE type = 'finance.enrolment.paid.v1' AND (envelope->'payload'->>'id_matricula')::int = $1`,
      [id],
    );
    return rows.map((row) => row.envelope.payload);
  };
  const webhook = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return api().call('POST', '/api/payments/pix/webhook', undefined, {
      raw,
      headers: signature === undefined ? {} : { 'x-treina-signature': signature },
    });
  };
  const signed = (body: object) => webhook(body, signatureOf(SECRET, JSON.stringify(body)));

  beforeAll(async () => {
    sequence = new Map();
    finance = await startFinance();
    users = await finance.sessions({
      admin: { id_usuario: 1, id_tipo_usuario: 1, permissions: ['charges', 'charges_update', 'config', 'config_update'] },
      viewer: { id_usuario: 2, id_tipo_usuario: 2, permissions: ['charges'] },
      noCharges: { id_usuario: 3, id_tipo_usuario: 3, permissions: ['commissions'] },
      classStaff: { id_usuario: 6, id_tipo_usuario: 2, permissions: ['class'] },
      student: { id_usuario: 4, id_tipo_usuario: 6, id_aluno: 1001, permissions: ['class'] },
      otherStudent: { id_usuario: 5, id_tipo_usuario: 6, id_aluno: 1002, permissions: [] },
    });
    assert.equal((await api(users.admin).put('/api/finance-settings', SETTINGS)).status, 200);
  });

  afterAll(() => finance.close());

  it('charges a seated enrolment its price less the discount, in instalments a month apart that add up exactly', async () => {
    await seat(1, { valor: '1000.00', desconto: '100.00', parcelas: 3, primeiro_vencimento: '2099-01-31' });
    const rows = await chargesOf(1);
    assert.deepEqual(
      rows.map((row) => [row.parcela, row.parcelas, row.valor, row.vencimento, row.status, row.nome_aluno]),
      [
        [1, 3, '300.00', '2099-01-31', 'Aberta', 'Aluno 1'],
        [2, 3, '300.00', '2099-02-28', 'Aberta', 'Aluno 1'],
        [3, 3, '300.00', '2099-03-31', 'Aberta', 'Aluno 1'],
      ],
    );
  });

  it('gives every open charge a BR Code with the school key, the amount and its own txid, and its QR image', async () => {
    const [first, second] = await chargesOf(1);
    const code = readPixCode(first!.pix_copia_e_cola!);
    assert.deepEqual({ ...code, txid: undefined }, { chave_pix: SETTINGS.chave_pix, valor: 30000, txid: undefined });
    assert.notEqual(code!.txid, readPixCode(second!.pix_copia_e_cola!)!.txid);
    const png = await api(users.student).get<Buffer>(`/api/charges/${first!.id}/pix.png`);
    assert.equal(png.status, 200);
    assert.equal(png.headers.get('content-type'), 'image/png');
    assert.deepEqual([...png.body.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.equal((await api(users.otherStudent).get(`/api/charges/${first!.id}/pix.png`)).status, 404);
  });

  it('shows a student only their own charges, and staff need the charges permission', async () => {
    await seat(2, { valor: '200.00' });
    const mine = await api(users.student).get<ChargeRow[]>('/api/me/charges');
    assert.equal(mine.status, 200);
    assert.deepEqual([...new Set(mine.body.map((row) => row.id_aluno))], [1001]);
    assert.equal((await api(users.admin).get('/api/me/charges')).status, 403);
    assert.equal((await api(users.noCharges).get('/api/charges')).status, 403);
    assert.equal((await api(users.student).get('/api/charges')).status, 403);
    assert.equal((await api(users.viewer).get('/api/charges')).status, 200);
  });

  it('charges nothing without a price, nor on the waiting list until seated', async () => {
    await seat(3, { valor: null });
    assert.deepEqual(await chargesOf(3), []);
    await seat(4, { valor: '500.00', id_status_inscricao: 9 });
    assert.deepEqual(await chargesOf(4), []);
    await seat(4, { id_status_inscricao: 1 });
    assert.equal((await chargesOf(4)).length, 1);
  });

  it("shows an open charge past its due day as 'Vencida', first in the list", async () => {
    await seat(5, { valor: '400.00', parcelas: 2, primeiro_vencimento: '2020-01-10' });
    const rows = await chargesOf(5);
    assert.deepEqual(
      rows.map((row) => row.status),
      ['Vencida', 'Vencida'],
    );
    const page = await api(users.admin).get<ChargeRow[]>('/api/charges?page=1&pageSize=2');
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('x-total-count') !== null, true);
    assert.deepEqual(
      page.body.map((row) => [row.id_matricula, row.status]),
      [
        [5, 'Vencida'],
        [5, 'Vencida'],
      ],
    );
    const overdue = await api(users.admin).get<Array<{ id: number; valor: string }>>('/api/charges/overdue?por=aluno');
    assert.deepEqual(overdue.body.find((row) => row.id === 1005)?.valor, '400.00');
    assert.equal((await api(users.admin).get('/api/charges/overdue?por=cidade')).status, 400);
  });

  it('records a payment by hand, refusing bad amounts, future days, a paid charge and users without the update permission', async () => {
    const [first] = await chargesOf(5);
    const pay = (body: object, token = users.admin) => api(token).post<ChargeRow>(`/api/charges/${first!.id}/payments`, body);
    for (const bad of [
      { valor: 'abc' },
      { valor: 0 },
      { valor: '1.500' },
      { forma_pagamento: 'Cheque' },
      { pago_em: '2999-01-01' },
      { extra: 1 },
    ])
      assert.equal(
        (await pay({ valor: '200,00', pago_em: '2026-11-20', forma_pagamento: 'Dinheiro', ...bad })).status,
        400,
        JSON.stringify(bad),
      );
    assert.equal((await pay({ valor: '200,00', pago_em: '2026-11-20', forma_pagamento: 'Dinheiro' }, users.viewer)).status, 403);
    assert.equal(
      (await api(users.admin).post('/api/charges/999999/payments', { valor: 1, pago_em: '2026-11-20', forma_pagamento: 'PIX' })).status,
      404,
    );
    const paid = await pay({ valor: '200,00', pago_em: '20/11/2026', forma_pagamento: 'Dinheiro' });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    assert.deepEqual(
      [
        paid.body.status,
        paid.body.valor_recebido,
        paid.body.forma_pagamento,
        paid.body.pago_em,
        paid.body.divergente,
        paid.body.pix_copia_e_cola,
      ],
      ['Paga', '200.00', 'Dinheiro', '2026-11-20T12:00:00.000Z', false, null],
    );
    assert.equal((await pay({ valor: '200,00', pago_em: '2026-11-20', forma_pagamento: 'Dinheiro' })).status, 409);
    assert.deepEqual(await paidEvents(5), [], 'one instalment of two paid: the enrolment is not paid yet');
  });

  it('announces the enrolment paid once, when its last charge is paid', async () => {
    const [, second] = await chargesOf(5);
    const paid = await api(users.admin).post<ChargeRow>(`/api/charges/${second!.id}/payments`, {
      valor: 200,
      pago_em: '2026-11-21T10:00:00-03:00',
      forma_pagamento: 'Cartão de crédito',
    });
    assert.equal(paid.status, 201);
    assert.deepEqual(await paidEvents(5), [
      {
        id_matricula: 5,
        id_turma: 102,
        id_aluno: 1005,
        pago_em: '2026-11-21T13:00:00.000Z',
        valor_pago: '400.00',
        forma_pagamento: 'Cartão de crédito',
      },
    ]);
    // academic then marks it paid: finance has nothing left to do, and announces nothing again.
    await seat(5, { id_status_inscricao: 3, data_hora_pagamento: '2026-11-21T13:00:00.000Z' });
    assert.equal((await paidEvents(5)).length, 1);
    assert.deepEqual(
      (await chargesOf(5)).map((row) => row.status),
      ['Paga', 'Paga'],
    );
  });

  it('takes a signed PIX notice once, refuses unsigned or badly signed ones, and flags a different amount', async () => {
    await seat(6, { valor: '150.00', primeiro_vencimento: '2099-05-05' });
    const [charge] = await chargesOf(6);
    const txid = readPixCode(charge!.pix_copia_e_cola!)!.txid!;
    const notice = { txid, endToEndId: 'E1234567820261128ABCDEF0001', valor: '100.00', horario: '2026-11-28T10:00:00Z' };
    assert.equal((await webhook(notice)).status, 401);
    assert.equal((await webhook(notice, signatureOf('outro-segredo', JSON.stringify(notice)))).status, 401);
    assert.equal((await webhook(notice, 'sha256=' + '0'.repeat(64))).status, 401);
    assert.equal((await chargesOf(6))[0]!.valor_recebido, '0.00', 'nothing recorded without a valid signature');

    const first = await signed(notice);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, { recebido: true, repetido: false });
    assert.deepEqual((await signed(notice)).body, { recebido: true, repetido: true });
    let [after] = await chargesOf(6);
    assert.deepEqual([after!.status, after!.valor_recebido, after!.divergente], ['Aberta', '100.00', true]);
    assert.equal(readPixCode(after!.pix_copia_e_cola!)!.valor, 5000, 'the code asks for what is still due');

    const rest = { ...notice, endToEndId: 'E1234567820261128ABCDEF0002', valor: '50.00' };
    assert.equal((await signed(rest)).status, 200);
    [after] = (await api(users.admin).get<ChargeRow[]>(`/api/charges?filter.id_matricula=6`)).body;
    assert.deepEqual(
      [after!.status, after!.valor_recebido, after!.forma_pagamento, after!.pix_copia_e_cola],
      ['Paga', '150.00', 'PIX', null],
    );
    assert.equal((await paidEvents(6)).length, 1);
    assert.equal((await signed({ ...notice, txid: 'TREINA9999999999', endToEndId: 'E9' })).status, 404);
    assert.equal((await signed({ ...notice, valor: 'cem' })).status, 400);
  });

  it('settles open charges when the enrolment is marked paid by hand, and publishes nothing', async () => {
    await seat(7, { valor: '300.00', parcelas: 3 });
    await seat(7, { id_status_inscricao: 3, nome_forma_pagto: 'Boleto', data_hora_pagamento: '2026-11-25T12:00:00.000Z' });
    assert.deepEqual(
      (await chargesOf(7)).map((row) => [row.status, row.forma_pagamento]),
      [
        ['Paga', 'Boleto'],
        ['Paga', 'Boleto'],
        ['Paga', 'Boleto'],
      ],
    );
    assert.deepEqual(await paidEvents(7), []);
  });

  it('cancels open charges of a cancelled enrolment and refunds the paid ones of a refunded one', async () => {
    await seat(8, { valor: '300.00', parcelas: 3 });
    await seat(8, { id_status_inscricao: 4, data_hora_cancelamento: '2026-11-26T12:00:00.000Z' });
    assert.deepEqual(await chargesOf(8), []);

    await seat(9, { valor: '300.00', parcelas: 3 });
    const [first] = await chargesOf(9);
    await api(users.admin).post(`/api/charges/${first!.id}/payments`, { valor: 100, pago_em: '2026-11-20', forma_pagamento: 'PIX' });
    await seat(9, { id_status_inscricao: 5, data_hora_cancelamento: '2026-11-27T12:00:00.000Z' });
    const all = (await api(users.admin).get<ChargeRow[]>('/api/charges?filter.id_matricula=9&sort=parcela')).body;
    assert.deepEqual(
      all.map((row) => [row.status, row.valor_recebido, row.estornado_em]),
      [
        ['Cancelada', '0.00', '2026-11-27T12:00:00.000Z'],
        ['Cancelada', '0.00', null],
        ['Cancelada', '0.00', null],
      ],
    );
    const { rows } = await finance.pool.query(`SELECT valor::text, origem FROM pagamento WHERE id_cobranca = $1 ORDER BY id`, [first!.id]);
    assert.deepEqual(rows, [
      { valor: '100.00', origem: 'manual' },
      { valor: '-100.00', origem: 'estorno' },
    ]);
  });

  it("sums each enrolment's charges up for the class form, to finance staff and staff who read classes", async () => {
    const inClass = { id_turma: 900 };
    await seat(40, { ...inClass, valor: '300.00', parcelas: 3, primeiro_vencimento: '2099-01-10' });
    await seat(41, { ...inClass, valor: '200.00', parcelas: 2, primeiro_vencimento: '2020-01-10' });
    await seat(42, { ...inClass, valor: '100.00' });
    await seat(43, { ...inClass, valor: '100.00' });
    await seat(43, { id_status_inscricao: 4, data_hora_cancelamento: '2026-11-26T12:00:00.000Z' });
    const [first] = await chargesOf(40);
    await api(users.admin).post(`/api/charges/${first!.id}/payments`, { valor: 100, pago_em: '2026-11-20', forma_pagamento: 'PIX' });
    const [only] = await chargesOf(42);
    await api(users.admin).post(`/api/charges/${only!.id}/payments`, { valor: 100, pago_em: '2026-11-20', forma_pagamento: 'Dinheiro' });

    const answer = await api(users.classStaff).get<EnrolmentCharges[]>('/api/charges/enrolments?id_turma=900');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(
      answer.body.map((row) => [row.id_matricula, row.situacao, row.pagas, row.parcelas, row.vencidas, row.valor, row.valor_recebido]),
      [
        [40, 'Em dia', 1, 3, 0, '300.00', '100.00'],
        [41, 'Vencida', 0, 2, 2, '200.00', '0.00'],
        [42, 'Quitada', 1, 1, 0, '100.00', '100.00'],
        [43, 'Cancelada', 0, 0, 0, '0.00', '0.00'],
      ],
    );
    assert.equal((await api(users.admin).get('/api/charges/enrolments?id_turma=900')).status, 200);
    assert.equal((await api(users.noCharges).get('/api/charges/enrolments?id_turma=900')).status, 403);
    assert.equal((await api(users.student).get('/api/charges/enrolments?id_turma=900')).status, 403);
    const bad = await api(users.admin).get<{ statusMsg: string }>('/api/charges/enrolments?id_turma=abc');
    assert.deepEqual([bad.status, bad.body.statusMsg], [400, 'Informe a turma (id_turma).']);
    assert.deepEqual((await api(users.admin).get('/api/charges/enrolments?id_turma=901')).body, []);
  });

  it('re-plans the instalments while nothing is paid, and ends the same whatever order or repetition the events come in', async () => {
    await seat(10, { valor: '600.00', parcelas: 2 });
    await seat(10, { parcelas: 3 });
    assert.deepEqual(
      (await chargesOf(10)).map((row) => row.valor),
      ['200.00', '200.00', '200.00'],
    );
    // Out of order: the cancellation arrives before the enrolment's creation, then both again.
    const created = enrolment(11, { valor: '500.00' });
    const cancelled = {
      ...created,
      sequence: 2,
      id_status_inscricao: 4,
      nome_status_inscricao: 'Cancelado',
      id_status_inscricao_anterior: 1,
      nome_status_inscricao_anterior: 'INSCRITO',
    };
    await finance.send(envelope('academic.enrolment.status-changed.v1', cancelled));
    await finance.send(envelope('academic.enrolment.created.v1', created));
    await finance.send(envelope('academic.enrolment.created.v1', created), envelope('academic.enrolment.status-changed.v1', cancelled));
    assert.deepEqual(await chargesOf(11), []);
  });

  it('keeps the PIX settings valid: a key needs a name and a city; only config_update changes them', async () => {
    assert.equal((await api(users.admin).put('/api/finance-settings', { ...SETTINGS, cidade: '' })).status, 400);
    assert.equal((await api(users.admin).put('/api/finance-settings', { ...SETTINGS, nome_recebedor: 'x'.repeat(26) })).status, 400);
    assert.equal((await api(users.admin).put('/api/finance-settings', { ...SETTINGS, extra: 1 })).status, 400);
    assert.equal((await api(users.viewer).put('/api/finance-settings', SETTINGS)).status, 403);
    assert.deepEqual((await api(users.viewer).get('/api/finance-settings')).body, SETTINGS);
    const summary = await api(users.viewer).get('/api/charges/summary');
    assert.equal(summary.status, 200);
    assert.match(summary.body.vencido, /^\d+\.\d{2}$/);
  });
});
