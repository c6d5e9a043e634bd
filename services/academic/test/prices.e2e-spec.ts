import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EnrolmentPaidV1 } from '@treina/contracts';
import { envelope } from '@treina/contracts/testing';
import type { ApiClient } from '@treina/nest-platform/testing';
import { type AcademicUnderTest, ADMIN, newStudent, SALES, startAcademic } from './academic-harness.js';

/** Prices of trainings and classes, an entry's instalments and discount, and finance's report that an enrolment is paid. */
describe('prices, instalments and payments reported by finance', () => {
  let academic: AcademicUnderTest;
  let users: Record<'admin' | 'sales', ApiClient>;
  let training: number;
  let freeTraining: number;

  beforeAll(async () => {
    academic = await startAcademic();
    users = await academic.sessions({ admin: ADMIN, sales: SALES });
    const priced = await users.admin.post('/api/trainings', {
      nome_treinamento: 'Excel com preço',
      id_status_treinamento: 1,
      valor: '1.500,50',
      percentual_comissao: 10.5,
    });
    assert.equal(priced.status, 201, JSON.stringify(priced.body));
    training = priced.body[0].id;
    freeTraining = (await users.admin.post('/api/trainings', { nome_treinamento: 'Sem preço', id_status_treinamento: 1 })).body[0].id;
  });
  afterAll(() => academic.close());

  const student = async () => (await users.admin.post('/api/students', newStudent())).body[0].id as number;
  const classBody = (extra: Record<string, unknown> = {}) => ({
    id_treinamento: training,
    data_inicio: '2026-05-04',
    data_fim: '2026-05-08',
    id_periodo_turma: 1,
    id_status_turma: 1,
    ...extra,
  });
  const entryOf = (row: { alunos: Array<{ id_aluno: number }> }, id: number) => row.alunos.find((entry) => entry.id_aluno === id) as any;
  const classRow = async (id: number) => (await users.admin.get(`/api/classes?classId=${id}`)).body[0];
  const refusal = (answer: { status: number; body: any }) => {
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    return answer.body.message as string;
  };

  describe('a training', () => {
    it('keeps its price and commission rate exactly, two decimals as text, in the answer, the list and its event', async () => {
      const row = (await users.admin.get(`/api/trainings?filter.id=${training}`)).body[0];
      assert.equal(row.valor, '1500.50');
      assert.equal(row.percentual_comissao, '10.50');
      await academic.settle();
      const [created] = academic.eventsOf('academic.training.created.v1', (p) => p.id_treinamento === training);
      assert.equal(created!.payload.valor, '1500.50');
      assert.equal(created!.payload.percentual_comissao, '10.50');

      const id = (await users.admin.post('/api/trainings', { nome_treinamento: 'Inteiro', id_status_treinamento: 1, valor: 1500 })).body[0]
        .id as number;
      const patched = await users.admin.patch(`/api/trainings/${id}`, { valor: 'R$ 2.000,00', percentual_comissao: '100' });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      assert.deepEqual([patched.body.valor, patched.body.percentual_comissao], ['2000.00', '100.00']);
      const cleared = await users.admin.patch(`/api/trainings/${id}`, { valor: '', percentual_comissao: null });
      assert.deepEqual([cleared.body.valor, cleared.body.percentual_comissao], [null, null]);
      const history = (await users.admin.get(`/api/trainings/${id}/history`)).body;
      assert.deepEqual(
        history[1].alteracoes.find((change: any) => change.campo === 'valor'),
        { campo: 'valor', de: '1500.00', para: '2000.00' },
      );
    });

    it('refuses amounts and rates that are not one, in Portuguese, naming the field', async () => {
      const post = (extra: Record<string, unknown>) =>
        users.admin.post('/api/trainings', { nome_treinamento: 'Ruim', id_status_treinamento: 1, ...extra });
      for (const valor of ['abc', -1, '-10,00', '1.500', 12.345, '1,2,3', true, 1e21])
        assert.match(refusal(await post({ valor })), /valor do treinamento em reais/, String(valor));
      for (const percentual_comissao of [100.01, -1, '10,555', 'dez'])
        assert.match(refusal(await post({ percentual_comissao })), /% de comissão/, String(percentual_comissao));
      assert.match(refusal(await post({ preco: 10 })), /preco/);
    });
  });

  describe('a class and its entries', () => {
    it("keeps the class's own price (empty: the training's) and carries it in the class's event", async () => {
      const own = await users.admin.post('/api/classes', classBody({ valor: '1.200,00' }));
      assert.equal(own.status, 201, JSON.stringify(own.body));
      assert.equal(own.body[0].valor, '1200.00');
      const inherited = await users.admin.post('/api/classes', classBody({ valor: '' }));
      assert.equal(inherited.body[0].valor, null);
      await academic.settle();
      assert.equal(academic.eventsOf('academic.class.created.v1', (p) => p.id_turma === own.body[0].id)[0]!.payload.valor, '1200.00');
      assert.equal(academic.eventsOf('academic.class.created.v1', (p) => p.id_turma === inherited.body[0].id)[0]!.payload.valor, null);
      assert.match(refusal(await users.admin.post('/api/classes', classBody({ valor: '12,345' }))), /valor da turma em reais/);
    });

    it("round-trips instalments, discount and first due day; events carry them with the enrolment's price", async () => {
      const [a, b] = [await student(), await student()];
      const created = await users.admin.post(
        '/api/classes',
        classBody({
          alunos: [
            { id_aluno: a, id_inscricao: 1, parcelas: '3', desconto: '100,5', primeiro_vencimento: '10/05/2026' },
            { id_aluno: b, id_inscricao: 2 },
          ],
        }),
      );
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const row = created.body[0];
      const [entryA, entryB] = [entryOf(row, a), entryOf(row, b)];
      assert.deepEqual([entryA.parcelas, entryA.desconto, entryA.primeiro_vencimento], [3, '100.50', '2026-05-10']);
      assert.deepEqual([entryB.parcelas, entryB.desconto, entryB.primeiro_vencimento], [1, null, null], 'a new entry: one instalment');
      assert.deepEqual(entryOf(await classRow(row.id), a), entryA, 'the list shows what the save answered');
      await academic.settle();
      const createdEvent = academic.eventsOf('academic.enrolment.created.v1', (p) => p.id_matricula === entryA.id)[0]!.payload;
      assert.deepEqual(
        [createdEvent.valor, createdEvent.desconto, createdEvent.parcelas, createdEvent.primeiro_vencimento],
        ['1500.50', '100.50', 3, '2026-05-10'],
      );

      // The class's own price now applies; the discount changes on the entry: audited, and an updated event.
      const patched = await users.admin.patch(`/api/classes/${row.id}`, {
        ...row,
        valor: 1000,
        alunos: [
          { ...entryA, desconto: 200, parcelas: 12 },
          { ...entryB, primeiro_vencimento: '2026-06-01' },
        ],
      });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      assert.deepEqual([entryOf(patched.body, a).desconto, entryOf(patched.body, a).parcelas], ['200.00', 12]);
      await academic.settle();
      const updated = academic.eventsOf('academic.enrolment.updated.v1', (p) => p.id_matricula === entryA.id);
      assert.equal(updated.length, 1);
      assert.deepEqual(updated[0]!.payload.campos_alterados, ['parcelas', 'desconto']);
      assert.deepEqual([updated[0]!.payload.valor, updated[0]!.payload.desconto, updated[0]!.payload.parcelas], ['1000.00', '200.00', 12]);
      const updatedB = academic.eventsOf('academic.enrolment.updated.v1', (p) => p.id_matricula === entryB.id);
      assert.deepEqual(updatedB[0]!.payload.campos_alterados, ['primeiro_vencimento']);
      assert.equal(academic.eventsOf('academic.class.updated.v1', (p) => p.id_turma === row.id).at(-1)!.payload.valor, '1000.00');

      const [change] = (await users.admin.get(`/api/classes/${row.id}/history`)).body;
      const field = (campo: string) => change.alteracoes.find((item: any) => item.campo === campo);
      assert.deepEqual(field('valor'), { campo: 'valor', de: null, para: '1000.00' });
      assert.deepEqual(field(`alunos[${a}].desconto`), { campo: `alunos[${a}].desconto`, de: '100.50', para: '200.00' });
      assert.deepEqual(field(`alunos[${a}].parcelas`), { campo: `alunos[${a}].parcelas`, de: 3, para: 12 });
      assert.deepEqual(field(`alunos[${b}].primeiro_vencimento`), {
        campo: `alunos[${b}].primeiro_vencimento`,
        de: null,
        para: '2026-06-01',
      });
    });

    it('refuses instalments outside 1..12, bad amounts and dates, and a discount above the price (400, Portuguese)', async () => {
      const a = await student();
      const post = (entry: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
        users.admin.post('/api/classes', classBody({ ...extra, alunos: [{ id_aluno: a, id_inscricao: 1, ...entry }] }));
      for (const parcelas of [0, 13, 2.5, 'doze']) {
        const answer = await post({ parcelas });
        assert.equal(refusal(answer), 'Informe as parcelas como um número inteiro de 1 a 12.', String(parcelas));
        assert.equal(answer.body.errors[0].field, 'alunos.0.parcelas');
      }
      for (const desconto of ['abc', -1, '1.50,00'])
        assert.match(refusal(await post({ desconto })), /^Informe o desconto em reais/, String(desconto));
      assert.match(refusal(await post({ primeiro_vencimento: '31/02/2026' })), /1º vencimento/);

      const above = await post({ desconto: '1.500,51' });
      assert.equal(refusal(above), 'O desconto (R$ 1.500,51) não pode ser maior que o valor da inscrição (R$ 1.500,50).');
      assert.equal(above.body.errors[0].field, 'alunos.0.desconto');
      assert.equal((await post({ desconto: '1.500,50' })).status, 201, 'the whole price may be discounted');
      assert.match(refusal(await post({ desconto: 10 }, { id_treinamento: freeTraining })), /nem a turma nem o treinamento têm valor/);
      assert.equal((await post({ desconto: 10 }, { id_treinamento: freeTraining, valor: 10 })).status, 201);
    });

    it('holds the discounts already given to a price lowered later', async () => {
      const a = await student();
      const row = (await users.admin.post('/api/classes', classBody({ alunos: [{ id_aluno: a, id_inscricao: 1, desconto: 500 }] })))
        .body[0];
      assert.match(refusal(await users.admin.patch(`/api/classes/${row.id}`, { valor: 400 })), /R\$ 500,00.*R\$ 400,00/);
      assert.equal((await users.admin.patch(`/api/classes/${row.id}`, { valor: 500 })).status, 200);
      const added = await users.admin.post(`/api/classes/${row.id}/alunos`, { id_aluno: await student(), id_inscricao: 1, desconto: 501 });
      assert.equal(refusal(added), 'O desconto (R$ 501,00) não pode ser maior que o valor da inscrição (R$ 500,00).');
    });
  });

  describe("finance's finance.enrolment.paid.v1", () => {
    const PAID_AT = '2026-05-06T13:20:00.000Z';
    const paidEvent = (entry: { id: number; id_aluno: number }, classId: number, extra: Partial<EnrolmentPaidV1> = {}) =>
      envelope('finance.enrolment.paid.v1', {
        id_matricula: entry.id,
        id_turma: classId,
        id_aluno: entry.id_aluno,
        pago_em: PAID_AT,
        valor_pago: '1400.50',
        forma_pagamento: 'PIX',
        ...extra,
      });

    it('moves an entry in 1 or 2 to Pago at the payment time, with history and events as a staff change', async () => {
      const [a, b] = [await student(), await student()];
      const row = (
        await users.admin.post(
          '/api/classes',
          classBody({
            alunos: [
              { id_aluno: a, id_inscricao: 1, desconto: 100 },
              { id_aluno: b, id_inscricao: 2, valor_pago: 900 },
            ],
          }),
        )
      ).body[0];
      const [entryA, entryB] = [entryOf(row, a), entryOf(row, b)];
      await academic.deliver(paidEvent(entryA, row.id), paidEvent(entryB, row.id));

      const after = await classRow(row.id);
      const [paidA, paidB] = [entryOf(after, a), entryOf(after, b)];
      assert.deepEqual([paidA.id_inscricao, paidA.nome_status_inscricao, paidA.data_hora_pagamento], [3, 'Pago', PAID_AT]);
      assert.equal(paidA.valor_pago, 1400.5, 'the amount finance received, the entry had none');
      assert.deepEqual([paidB.id_inscricao, paidB.data_hora_pagamento, paidB.valor_pago], [3, PAID_AT, 900], 'its own amount stays');

      await academic.settle();
      const changed = academic.eventsOf('academic.enrolment.status-changed.v1', (p) => p.id_matricula === entryA.id);
      assert.equal(changed.length, 1);
      assert.deepEqual(
        [
          changed[0]!.payload.id_status_inscricao,
          changed[0]!.payload.id_status_inscricao_anterior,
          changed[0]!.payload.data_hora_pagamento,
        ],
        [3, 1, PAID_AT],
      );
      assert.deepEqual([changed[0]!.payload.valor, changed[0]!.payload.desconto, changed[0]!.payload.parcelas], ['1500.50', '100.00', 1]);

      const history = (await users.admin.get(`/api/classes/${row.id}/history`)).body;
      const payments = history.filter((item: any) => item.nome_usuario === 'Financeiro (PIX/pagamento)');
      assert.equal(payments.length, 2);
      assert.equal(payments[0].id_usuario, null);
      const statusChanges = payments
        .flatMap((item: any) => item.alteracoes)
        .filter((change: any) => change.campo.endsWith('.id_inscricao'));
      assert.deepEqual(statusChanges.map((change: any) => [change.de, change.para]).sort(), [
        [1, 3],
        [2, 3],
      ]);
    });

    it('ignores it when repeated, late or for an entry no longer awaiting payment (4, 5), a deleted entry or class', async () => {
      const [paid, cancelled, refunded] = [await student(), await student(), await student()];
      const created = (
        await users.admin.post(
          '/api/classes',
          classBody({
            alunos: [
              { id_aluno: paid, id_inscricao: 1 },
              { id_aluno: cancelled, id_inscricao: 1 },
              { id_aluno: refunded, id_inscricao: 3 },
            ],
          }),
        )
      ).body[0];
      const row = (
        await users.admin.patch(`/api/classes/${created.id}`, {
          alunos: [
            { id_aluno: paid, id_inscricao: 1 },
            { id_aluno: cancelled, id_inscricao: 4 },
            { id_aluno: refunded, id_inscricao: 5 },
          ],
        })
      ).body;
      const first = paidEvent(entryOf(row, paid), row.id);
      await academic.deliver(first);
      await academic.settle();
      const historyBefore = (await users.admin.get(`/api/classes/${row.id}/history`)).body.length;
      const eventsBefore = academic.events.length;
      const before = await classRow(row.id);

      await academic.deliver(
        first,
        paidEvent(entryOf(row, paid), row.id, { pago_em: '2026-05-20T10:00:00.000Z' }),
        paidEvent(entryOf(row, cancelled), row.id),
        paidEvent(entryOf(row, refunded), row.id),
        paidEvent({ id: 999_999, id_aluno: paid }, row.id),
        paidEvent(entryOf(row, paid), 999_999),
      );
      await academic.settle();
      assert.deepEqual(await classRow(row.id), before);
      assert.equal((await users.admin.get(`/api/classes/${row.id}/history`)).body.length, historyBefore);
      assert.equal(academic.events.length, eventsBefore, 'no event published');
      assert.equal(entryOf(before, paid).data_hora_pagamento, PAID_AT, 'the first payment time stays');
    });

    it('reaches an entry of a finished class (the payment is a fact; instalments often end after the class)', async () => {
      const a = await student();
      const row = (await users.admin.post('/api/classes', classBody({ alunos: [{ id_aluno: a, id_inscricao: 2 }] }))).body[0];
      assert.equal((await users.admin.patch(`/api/classes/${row.id}`, { id_status_turma: 4 })).status, 200);
      await academic.deliver(paidEvent(entryOf(row, a), row.id));
      assert.equal(entryOf(await classRow(row.id), a).id_inscricao, 3);
    });
  });
});
