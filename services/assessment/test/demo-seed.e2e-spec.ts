import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ExamRow, QuestionRow, RunningAttempt } from '@treina/contracts';
import { startConsumerUnderTest } from '@treina/nest-platform/testing';
import { assessmentDatabaseOptions } from '../src/database/data-source.js';
import { questionProblems } from '../src/question/question.rules.js';
import { DEMO_CPA10_TRAINING } from '../src/seed/demo-questions.js';
import { DemoAppModule } from '../src/seed/demo-app.module.js';
import { type AssessmentUnderTest, clientOf, loginStaff, loginStudent, sendEnrolment, sendTraining } from './assessment-harness.js';

describe('demo data (DEMO_SEED=true)', () => {
  let service: AssessmentUnderTest;
  const previous = process.env.DEMO_SEED;

  beforeAll(async () => {
    process.env.DEMO_SEED = 'true';
    service = await startConsumerUnderTest({ service: 'assessment', app: DemoAppModule, databaseOptions: assessmentDatabaseOptions });
    await sendTraining(service, DEMO_CPA10_TRAINING, 'Preparatório CPA-10');
  });
  afterAll(async () => {
    process.env.DEMO_SEED = previous;
    await service.close();
  });

  it("seeds the CPA-10 training's bank of valid questions over its six subjects, and the 'Simulado CPA-10' a released student takes", async () => {
    const staff = clientOf(service, await loginStaff(service, 1));
    const bank = await staff.get<QuestionRow[]>(`/api/questions?filter.id_treinamento=${DEMO_CPA10_TRAINING}&pageSize=100`);
    assert.equal(bank.body.length, 15);
    assert.equal(new Set(bank.body.map((row) => row.topico)).size, 6);
    for (const row of bank.body) assert.deepEqual(questionProblems(row), [], row.enunciado);
    const [exam] = (await staff.get<ExamRow[]>('/api/exams')).body;
    assert.equal(exam!.titulo, 'Simulado CPA-10');
    assert.deepEqual([exam!.num_questoes, exam!.tempo_minutos, exam!.percentual_aprovacao, exam!.tentativas], [10, 30, 70, null]);

    await sendEnrolment(service, 1, { id_aluno: 50, id_turma: 9, id_treinamento: DEMO_CPA10_TRAINING });
    const student = clientOf(service, await loginStudent(service, 20, 50));
    const attempt = await student.post<RunningAttempt>(`/api/exams/${exam!.id}/attempts`);
    assert.equal(attempt.status, 201);
    assert.equal(attempt.body.questoes.length, 10);
  });
});
