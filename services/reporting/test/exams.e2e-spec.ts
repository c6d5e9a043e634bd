import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { AttemptCompletedV1, ExamSummary } from '@treina/contracts';
import { enrolment, envelope, trainingSnapshot } from '@treina/contracts/testing';
import { sleep } from '@treina/nest-platform/testing';
import { type ReportingUnderTest, startReporting } from './reporting-harness.js';

/** An attempt as assessment completes it. */
function attempt(id_tentativa: number, changes: Partial<AttemptCompletedV1> = {}): AttemptCompletedV1 {
  return {
    id_tentativa,
    id_simulado: 1,
    titulo: 'Simulado CPA-10',
    id_treinamento: 60,
    nome_treinamento: 'CPA-10',
    id_aluno: 1,
    id_turma: 600,
    nota: 70,
    acertos: 7,
    total: 10,
    aprovado: true,
    finalizada_em: '2026-03-10T15:00:00.000Z',
    ...changes,
  };
}

const completed = (id: number, changes: Partial<AttemptCompletedV1> = {}) =>
  envelope('assessment.attempt.completed.v1', attempt(id, changes));

describe('practice-exam facts from assessment.attempt.completed.v1, and the Painel pass rates by training', () => {
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

  const summary = async (query: string, token = users.admin) => {
    const answer = await reporting.get<ExamSummary>(`/api/reports/exams/summary?${query}`, token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };

  it('counts each attempt once: a repeated delivery and a second event of the same attempt change nothing', async () => {
    const first = completed(1, { id_treinamento: 10, nome_treinamento: 'Excel', nota: 80 });
    const again = completed(1, { id_treinamento: 10, nome_treinamento: 'Excel', nota: 0, aprovado: false });
    await reporting.publish(first, first, again);
    await reporting.waitApplied([first.id, again.id]);
    await sleep(300);
    const { rows } = await reporting.pool.query('SELECT id_tentativa, nota::float AS nota FROM tentativa_fato WHERE id_tentativa = 1');
    assert.deepEqual(rows, [{ id_tentativa: 1, nota: 80 }]);
    const figures = await summary('from=2026-03-01&to=2026-03-31');
    assert.deepEqual(figures.byTraining, [
      { id_treinamento: 10, nome_treinamento: 'Excel', tentativas: 1, alunos: 1, media: 80, aprovadas: 1, percentual_aprovacao: 100 },
    ]);
  });

  it("gives per training the attempts, students, average grade and pass rate of the period's days in the school's calendar", async () => {
    await reporting.send(
      envelope('academic.training.created.v1', trainingSnapshot(21, { nome_treinamento: 'CPA-20 (novo nome)', revision: 1 })),
      completed(10, { id_treinamento: 20, nome_treinamento: 'CPA-10', id_aluno: 1, nota: 90, finalizada_em: '2025-05-01T03:00:00.000Z' }),
      completed(11, {
        id_treinamento: 20,
        nome_treinamento: 'CPA-10',
        id_aluno: 1,
        nota: 60,
        aprovado: false,
        finalizada_em: '2025-05-20T12:00:00Z',
      }),
      completed(12, { id_treinamento: 20, nome_treinamento: 'CPA-10', id_aluno: 2, nota: 75, finalizada_em: '2025-05-31T23:00:00.000Z' }),
      completed(13, {
        id_treinamento: 21,
        nome_treinamento: 'CPA-20',
        id_aluno: 3,
        nota: 40,
        aprovado: false,
        finalizada_em: '2025-05-15T10:00:00Z',
      }),
      // 23:30 of 30/04 in São Paulo: April, outside the period.
      completed(14, { id_treinamento: 20, nome_treinamento: 'CPA-10', id_aluno: 4, nota: 100, finalizada_em: '2025-05-01T02:30:00.000Z' }),
      // 00:30 of 01/06 in São Paulo: June, outside the period.
      completed(15, { id_treinamento: 21, nome_treinamento: 'CPA-20', id_aluno: 4, nota: 100, finalizada_em: '2025-06-01T03:30:00.000Z' }),
    );
    const figures = await summary('from=2025-05-01&to=2025-05-31');
    assert.equal(figures.from, '2025-05-01');
    assert.equal(figures.to, '2025-05-31');
    assert.deepEqual(figures.byTraining, [
      { id_treinamento: 20, nome_treinamento: 'CPA-10', tentativas: 3, alunos: 2, media: 75, aprovadas: 2, percentual_aprovacao: 66.7 },
      // The training projection's current name wins over the one the event carried.
      {
        id_treinamento: 21,
        nome_treinamento: 'CPA-20 (novo nome)',
        tentativas: 1,
        alunos: 1,
        media: 40,
        aprovadas: 0,
        percentual_aprovacao: 0,
      },
    ]);
  });

  it('shows a Vendas user only the attempts of students they enrolled in the training', async () => {
    await reporting.send(
      envelope('academic.enrolment.created.v1', enrolment(7001, { id_aluno: 71, id_turma: 700, id_treinamento: 70, id_usuario_venda: 3 })),
      envelope('academic.enrolment.created.v1', enrolment(7002, { id_aluno: 72, id_turma: 700, id_treinamento: 70, id_usuario_venda: 4 })),
      completed(70, {
        id_treinamento: 70,
        nome_treinamento: 'CPA-10',
        id_aluno: 71,
        nota: 50,
        aprovado: false,
        finalizada_em: '2024-02-10T12:00:00Z',
      }),
      completed(71, { id_treinamento: 70, nome_treinamento: 'CPA-10', id_aluno: 72, nota: 90, finalizada_em: '2024-02-10T12:00:00Z' }),
    );
    const query = 'from=2024-02-01&to=2024-02-29';
    assert.deepEqual(
      (await summary(query)).byTraining.map((row) => [row.id_treinamento, row.tentativas, row.media]),
      [[70, 2, 70]],
    );
    assert.deepEqual(
      (await summary(query, users.seller)).byTraining.map((row) => [row.id_treinamento, row.tentativas, row.media]),
      [[70, 1, 50]],
    );
  });

  it('refuses a user without the Painel permission (403) and a bad period (400, in Portuguese)', async () => {
    const denied = await reporting.get('/api/reports/exams/summary', users.noPermission);
    assert.equal(denied.status, 403);
    const badDay = await reporting.get<{ message: string }>('/api/reports/exams/summary?from=2025-02-30', users.admin);
    assert.equal(badDay.status, 400);
    assert.match(JSON.stringify(badDay.body), /AAAA-MM-DD/);
    const reversed = await reporting.get('/api/reports/exams/summary?from=2025-03-01&to=2025-02-01', users.admin);
    assert.equal(reversed.status, 400);
    const unknown = await reporting.get('/api/reports/exams/summary?de=2025-03-01', users.admin);
    assert.equal(unknown.status, 400);
    const empty = await summary('from=2020-01-01&to=2020-01-31');
    assert.deepEqual(empty.byTraining, []);
  });
});
