import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { CommissionRow } from '@treina/contracts';
import { enrolment, envelope } from '@treina/contracts/testing';
import { type FinanceUnderTest, startFinance } from './finance-harness.js';

describe("finance: a student's erasure on request (academic.student.anonymised.v1)", () => {
  let finance: FinanceUnderTest;
  let admin: string;

  beforeAll(async () => {
    finance = await startFinance();
    ({ admin } = await finance.sessions({ admin: { id_usuario: 1, id_tipo_usuario: 1 } }));
  });
  afterAll(() => finance.close());

  const list = async (query = '') => {
    const answer = await finance.get<CommissionRow[]>(`/api/commissions?sort=id${query}`, admin);
    assert.equal(answer.status, 200);
    return answer.body;
  };
  const paid = (id: number, sequence: number) =>
    enrolment(id, {
      id_aluno: 700,
      nome_aluno: 'Bruno Removido',
      email_aluno: 'bruno.removido@exemplo.com',
      sequence,
      id_status_inscricao: 3,
      nome_status_inscricao: 'Pago',
      valor_pago: 1500,
      data_hora_pagamento: '2026-02-02T10:00:00.000Z',
    });
  const erasure = envelope('academic.student.anonymised.v1', {
    id_aluno: 700,
    nome_aluno: 'Titular anonimizado 700',
    anonimizado_em: '2026-11-25T01:00:00.000Z',
    revision: 4,
  });

  it("shows the anonymous name on the student's commission rows, amounts and statuses unchanged", async () => {
    const created = [envelope('academic.enrolment.created.v1', paid(71, 1)), envelope('academic.enrolment.created.v1', paid(72, 1))];
    await finance.publish(...created);
    await finance.waitApplied(created.map((event) => event.id));
    const before = await list();
    assert.equal((await list('&q=bruno')).length, 2);

    await finance.publish(erasure, erasure);
    await finance.waitApplied([erasure.id]);
    const after = await list();
    assert.deepEqual(
      after,
      before.map((row) => ({ ...row, nome_aluno: 'Titular anonimizado 700' })),
    );
    assert.equal((await list('&q=bruno')).length, 0);
    assert.ok(!JSON.stringify(after).includes('Bruno'));
  });

  it('an enrolment event applied after the erasure (late, or a replay of the current state) keeps the anonymous name', async () => {
    const late = envelope('academic.enrolment.updated.v1', { ...paid(71, 2), valor_pago: 1600, campos_alterados: ['valor_pago'] });
    const older = envelope('academic.enrolment.created.v1', paid(72, 1));
    const newEnrolment = envelope('academic.enrolment.created.v1', paid(73, 1));
    await finance.publish(late, older, newEnrolment);
    await finance.waitApplied([late.id, older.id, newEnrolment.id]);
    const rows = await list();
    assert.deepEqual(
      rows.map((row) => [row.id, row.nome_aluno]),
      [
        [71, 'Titular anonimizado 700'],
        [72, 'Titular anonimizado 700'],
        [73, 'Titular anonimizado 700'],
      ],
    );
    // The replay empties the projection and applies academic's snapshots again: the marker stays.
    await finance.pool.query('TRUNCATE comissao, matricula_estado');
    const replayed = envelope('academic.enrolment.snapshot.v1', paid(71, 2));
    await finance.publish(replayed);
    await finance.waitApplied([replayed.id]);
    assert.equal((await list()).find((row) => row.id === 71)?.nome_aluno, 'Titular anonimizado 700');
  });
});
