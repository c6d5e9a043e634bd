import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { AssessmentPrivacySection, AttemptResult, RunningAttempt } from '@treina/contracts';
import { enrolment, envelope } from '@treina/contracts/testing';
import { RequestClient } from '@treina/nest-platform';
import type { ApiClient } from '@treina/nest-platform/testing';
import {
  type AssessmentUnderTest,
  clientOf,
  createQuestions,
  loginStaff,
  loginStudent,
  question,
  sendEnrolment,
  sendTraining,
  startAssessment,
} from './assessment-harness.js';

const ANONYMOUS = 'Titular anonimizado 501';

describe("assessment and the LGPD: the data subject's report and a student's erasure on request", () => {
  let service: AssessmentUnderTest;
  let staff: ApiClient;
  let student: ApiClient;
  let examId: number;

  /** The student's attempts as kept: name, grade, outcome and status, in order. */
  const attemptsOf = async (id_aluno: number) =>
    (
      await service.pool.query(
        'SELECT id, nome_aluno, nota::float8 AS nota, aprovado, status FROM tentativa WHERE id_aluno = $1 ORDER BY id',
        [id_aluno],
      )
    ).rows;
  const rowsNaming = async (text: string) =>
    (
      await service.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT row_to_json(m)::text AS t FROM matricula m
           UNION ALL SELECT row_to_json(a)::text FROM tentativa a) x WHERE t ILIKE $1`,
        [`%${text}%`],
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    service = await startAssessment();
    await sendTraining(service, 8, 'Preparatório CPA-20');
    staff = clientOf(service, await loginStaff(service, 1));
    await createQuestions(staff, [question(8, 'Ética', 1, 'B'), question(8, 'Ética', 2, 'B')]);
    const exam = await staff.post('/api/exams', {
      id_treinamento: 8,
      titulo: 'Simulado CPA-20',
      num_questoes: 2,
      tempo_minutos: 30,
      percentual_aprovacao: 50,
      tentativas: null,
      disponivel_de: null,
      disponivel_ate: null,
      por_topico: [],
    });
    assert.equal(exam.status, 201, JSON.stringify(exam.body));
    examId = exam.body.id;
    await sendEnrolment(service, 51, { id_aluno: 501, id_turma: 80, id_treinamento: 8, nome_aluno: 'Carla Prova' });
    await sendEnrolment(service, 52, { id_aluno: 502, id_turma: 80, id_treinamento: 8, nome_aluno: 'Bruno Colega' });
    student = clientOf(service, await loginStudent(service, 51, 501));
    // One attempt submitted (graded), one still running.
    const done = (await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`)).body;
    assert.equal((await student.post<AttemptResult>(`/api/attempts/${done.id}/submit`)).status, 200);
    const running = await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`);
    assert.equal(running.status, 201, JSON.stringify(running.body));
  });
  afterAll(() => service.close());

  it("answers the privacy export's request with the student's attempts; an empty section for a student it never heard of", async () => {
    // The same client academic asks with; the service's own is as good a requester as any.
    const requests = service.apps[0]!.get(RequestClient);
    assert.deepEqual(await requests.request('assessment.privacy.student-section.v1', { id_aluno: 999_999 }, 5000), { tentativas: [] });
    const section = (await requests.request('assessment.privacy.student-section.v1', { id_aluno: 501 }, 5000)) as AssessmentPrivacySection;
    assert.equal(section.tentativas.length, 2);
    const [done, running] = section.tentativas;
    assert.deepEqual(
      { ...done, id_tentativa: 0, iniciada_em: '', finalizada_em: '' },
      {
        id_tentativa: 0,
        id_simulado: examId,
        titulo_simulado: 'Simulado CPA-20',
        id_treinamento: 8,
        nome_treinamento: 'Preparatório CPA-20',
        id_turma: 80,
        status: 'Finalizada',
        iniciada_em: '',
        finalizada_em: '',
        nota: 0,
        aprovado: false,
      },
    );
    assert.match(done!.iniciada_em, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.match(done!.finalizada_em!, /^\d{4}-\d{2}-\d{2}T/);
    assert.deepEqual([running!.status, running!.finalizada_em, running!.nota, running!.aprovado], ['Em andamento', null, null, null]);
    // Nothing of the answers or the exam's key.
    assert.doesNotMatch(JSON.stringify(section), /correta|explicacao|resposta/);
  });

  it('takes the event twice (no dead letter), keeps only the anonymous name and every attempt with its grade', async () => {
    const before = await attemptsOf(501);
    assert.equal(before.length, 2);
    assert.ok(before.every((row) => row.nome_aluno === 'Carla Prova'));
    const erasure = envelope('academic.student.anonymised.v1', {
      id_aluno: 501,
      nome_aluno: ANONYMOUS,
      anonimizado_em: new Date().toISOString(),
      revision: 2,
    });
    await service.publish(erasure, erasure);
    await service.waitApplied([erasure.id]);

    assert.equal(await rowsNaming('carla'), 0);
    assert.deepEqual(
      await attemptsOf(501),
      before.map((row) => ({ ...row, nome_aluno: ANONYMOUS })),
    );
    const enrolments = await service.pool.query('SELECT nome_aluno FROM matricula WHERE id_aluno = 501');
    assert.deepEqual(enrolments.rows, [{ nome_aluno: ANONYMOUS }]);
    // Other students are untouched; staff see the anonymous name in the attempts list.
    assert.equal(await rowsNaming('Bruno Colega'), 1);
    const listed = await staff.get<Array<{ id_aluno: number; nome_aluno: string }>>('/api/attempts?page=1&pageSize=100');
    assert.equal(listed.status, 200);
    const ofStudent = listed.body.filter((row) => row.id_aluno === 501);
    assert.equal(ofStudent.length, 2);
    assert.ok(ofStudent.every((row) => row.nome_aluno === ANONYMOUS));
  });

  it('keeps the anonymous name whatever enrolment event comes later, in new attempts too', async () => {
    const later = enrolment(51, {
      sequence: 5,
      id_aluno: 501,
      id_turma: 80,
      id_treinamento: 8,
      nome_aluno: 'Carla Prova',
      id_status_inscricao: 3,
      libera_conteudo: true,
    });
    await service.send(envelope('academic.enrolment.updated.v1', { ...later, campos_alterados: ['nome_aluno'] }));
    await sendEnrolment(service, 53, { id_aluno: 501, id_turma: 81, id_treinamento: 8, nome_aluno: 'Carla Prova' });
    assert.equal(await rowsNaming('carla'), 0);

    const running = (await service.pool.query("SELECT id FROM tentativa WHERE id_aluno = 501 AND status = 'Em andamento'")).rows;
    for (const { id } of running) await student.post(`/api/attempts/${id}/submit`);
    const fresh = await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`);
    assert.equal(fresh.status, 201, JSON.stringify(fresh.body));
    const attempts = await attemptsOf(501);
    assert.equal(attempts.length, 3);
    assert.ok(attempts.every((row) => row.nome_aluno === ANONYMOUS));
  });
});
