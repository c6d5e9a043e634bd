import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { enrolment, envelope, studentSnapshot } from '@treina/contracts/testing';
import { type ReportingUnderTest, startReporting } from './reporting-harness.js';

describe("reporting: a student's erasure on request (academic.student.anonymised.v1)", () => {
  let reporting: ReportingUnderTest;
  let admin: string;

  beforeAll(async () => {
    reporting = await startReporting();
    ({ admin } = await reporting.sessions({ admin: { id_usuario: 1, id_tipo_usuario: 1 } }));
  });
  afterAll(() => reporting.close());

  it('takes the event (no dead letter), keeps nothing of the person but the anonymous name and keeps every figure', async () => {
    const before = [
      envelope('academic.student.created.v1', studentSnapshot(800, { nome_aluno: 'Carla Fato', email: 'carla@fato.dev', revision: 1 })),
      envelope('academic.enrolment.created.v1', enrolment(80, { id_aluno: 800, nome_aluno: 'Carla Fato', email_aluno: 'carla@fato.dev' })),
    ];
    await reporting.publish(...before);
    await reporting.waitApplied(before.map((event) => event.id));
    const summary = (await reporting.get('/api/reports/enrolments/summary', admin)).body;

    const erasure = envelope('academic.student.anonymised.v1', {
      id_aluno: 800,
      nome_aluno: 'Titular anonimizado 800',
      anonimizado_em: new Date().toISOString(),
      revision: 2,
    });
    await reporting.publish(erasure, erasure);
    await reporting.waitApplied([erasure.id]);
    const after = await reporting.get('/api/reports/enrolments/summary', admin);
    assert.equal(after.status, 200);
    assert.deepEqual(after.body, summary);
    // Its facts are kept by id; the name it kept is now the anonymous one.
    const { rows } = await reporting.pool.query(
      `SELECT count(*)::int AS n FROM (SELECT row_to_json(f)::text AS t FROM matricula_fato f UNION ALL SELECT row_to_json(a)::text FROM aluno_fato a) x
        WHERE t ILIKE '%carla%'`,
    );
    assert.equal(rows[0].n, 0);
    const { rows: names } = await reporting.pool.query('SELECT nome_aluno, anonimizado FROM aluno_fato WHERE id_aluno = 800');
    assert.deepEqual(names, [{ nome_aluno: 'Titular anonimizado 800', anonimizado: true }]);
  });
});
