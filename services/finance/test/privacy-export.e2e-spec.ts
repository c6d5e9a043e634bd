import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { enrolment, envelope } from '@treina/contracts/testing';
import { RequestClient } from '@treina/nest-platform';
import { type FinanceUnderTest, startFinance } from './finance-harness.js';

describe("finance: its section of the data subject's report, asked over the bus", () => {
  let finance: FinanceUnderTest;
  let requests: RequestClient;

  beforeAll(async () => {
    finance = await startFinance();
    // The same client academic asks with; finance's own is as good a requester as any.
    requests = finance.apps[0]!.get(RequestClient);
  });
  afterAll(() => finance.close());

  it("answers the student's commission rows, and an empty section for a student it never heard of", async () => {
    const created = envelope(
      'academic.enrolment.created.v1',
      enrolment(81, { id_aluno: 800, nome_aluno: 'Carla Titular', id_status_inscricao: 3, nome_status_inscricao: 'Pago', valor_pago: 990 }),
    );
    await finance.send(created);

    const section = await requests.request('finance.privacy.student-section.v1', { id_aluno: 800 }, 5000);
    assert.equal(section.comissoes.length, 1);
    assert.equal(section.comissoes[0]!.id_matricula, 81);
    assert.equal(section.comissoes[0]!.nome_aluno, 'Carla Titular');
    assert.equal(section.comissoes[0]!.valor_pago, 990);

    assert.deepEqual(await requests.request('finance.privacy.student-section.v1', { id_aluno: 999_999 }, 5000), { comissoes: [] });
  });
});
