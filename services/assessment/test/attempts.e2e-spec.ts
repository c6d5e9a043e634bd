import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { AttemptResult, ExamRow, FinishedAttempt, RunningAttempt } from '@treina/contracts';
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

/** The training's bank: Ética's right answer is the 'Segunda' alternative (B), Fundos' the 'Primeira' (A). */
const RIGHT_TEXT: Record<string, string> = { Ética: 'Segunda', Fundos: 'Primeira' };
const hour = 3_600_000;

/** The letter of the alternative whose text starts with `start`, in this attempt's order. */
const letterOf = (question: RunningAttempt['questoes'][number], start: string) =>
  question.alternativas.find((alternative) => alternative.texto.startsWith(start))!.letra;

/** Nothing of the answer key or the explanations in a raw answer. */
function assertNoKey(raw: string, what: string) {
  assert.doesNotMatch(raw, /"correta"|"explicacao"|"acertou"|Porque a pergunta/, what);
}

describe('assessment: exams and attempts', () => {
  let service: AssessmentUnderTest;
  let staff: ApiClient;
  let student: ApiClient;
  let classmate: ApiClient;
  let examId: number;

  const createExam = async (body: Record<string, unknown>) => {
    const answer = await staff.post<ExamRow>('/api/exams', {
      id_treinamento: 6,
      titulo: 'Simulado CPA-10',
      num_questoes: 4,
      tempo_minutos: 30,
      percentual_aprovacao: 50,
      tentativas: null,
      disponivel_de: null,
      disponivel_ate: null,
      por_topico: [],
      ...body,
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body.id;
  };
  const completedEvents = async (id: number) =>
    (
      await service.pool.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM outbox_message
          WHERE type = 'assessment.attempt.completed.v1' AND (envelope->'payload'->>'id_tentativa')::int = $1`,
        [id],
      )
    ).rows[0]!.total;

  beforeAll(async () => {
    service = await startAssessment();
    await sendTraining(service, 6, 'Preparatório CPA-10');
    await sendTraining(service, 7, 'Excel');
    staff = clientOf(service, await loginStaff(service, 1));
    await createQuestions(staff, [
      ...[1, 2, 3].map((index) => question(6, 'Ética', index, 'B')),
      ...[4, 5, 6].map((index) => question(6, 'Fundos', index, 'A')),
      question(7, 'Planilhas', 7, 'A'),
    ]);
    examId = await createExam({
      por_topico: [
        { topico: 'Ética', num_questoes: 2 },
        { topico: 'Fundos', num_questoes: 2 },
      ],
    });
    // 301 takes the exams; 302's content is not released; 303 has no entry; 304 was cancelled; 305 is a classmate.
    await sendEnrolment(service, 1, { id_aluno: 301, id_turma: 60, id_treinamento: 6 });
    await sendEnrolment(service, 2, { id_aluno: 302, id_turma: 60, id_treinamento: 6, libera_conteudo: false });
    await sendEnrolment(service, 4, { id_aluno: 304, id_turma: 60, id_treinamento: 6, id_status_inscricao: 4 });
    await sendEnrolment(service, 5, { id_aluno: 305, id_turma: 61, id_treinamento: 6 });
    await sendEnrolment(service, 6, { id_aluno: 303, id_turma: 70, id_treinamento: 7 });
    student = clientOf(service, await loginStudent(service, 11, 301));
    classmate = clientOf(service, await loginStudent(service, 15, 305));
  });
  afterAll(() => service.close());

  it('refuses an exam the bank cannot fill, or whose quotas do not add up, in Portuguese', async () => {
    const tooMany = await staff.post('/api/exams', {
      id_treinamento: 6,
      titulo: 'Grande',
      num_questoes: 7,
      tempo_minutos: 10,
      percentual_aprovacao: 70,
    });
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.body.statusMsg, /tem 6 questões ativas/);
    const quotas = await staff.post('/api/exams', {
      id_treinamento: 6,
      titulo: 'Por tópico',
      num_questoes: 5,
      tempo_minutos: 10,
      percentual_aprovacao: 70,
      por_topico: [{ topico: 'Ética', num_questoes: 4 }],
    });
    assert.equal(quotas.status, 400);
    assert.match(JSON.stringify(quotas.body), /soma das questões por tópico/);
    assert.match(JSON.stringify(quotas.body), /'Ética' tem 3 questões ativas/);
    const window = await staff.post('/api/exams', {
      id_treinamento: 6,
      titulo: 'Janela',
      num_questoes: 1,
      tempo_minutos: 10,
      percentual_aprovacao: 70,
      disponivel_de: '2026-05-02T10:00:00Z',
      disponivel_ate: '2026-05-01T10:00:00Z',
    });
    assert.equal(window.status, 400);
    assert.match(window.body.statusMsg, /fim da disponibilidade/);
  });

  it('lets only a student seated in a class of the training, with content released, start an attempt (403 in Portuguese otherwise)', async () => {
    const refusals: Array<[string, number, number, RegExp]> = [
      ['content not released', 12, 302, /conteúdo liberado/],
      ['no entry in the training', 13, 303, /conteúdo liberado/],
      ['a cancelled entry', 14, 304, /conteúdo liberado/],
    ];
    for (const [what, user, aluno, message] of refusals) {
      const client = clientOf(service, await loginStudent(service, user, aluno));
      const answer = await client.post(`/api/exams/${examId}/attempts`);
      assert.equal(answer.status, 403, what);
      assert.match(answer.body.statusMsg, message, what);
      const listed = await client.get('/api/exams');
      assert.deepEqual(listed.body, [], `${what}: the exam is not listed`);
    }
    const fromStaff = await staff.post(`/api/exams/${examId}/attempts`);
    assert.equal(fromStaff.status, 403);
    assert.match(fromStaff.body.statusMsg, /Apenas alunos/);
    assert.equal((await student.post('/api/exams/999999/attempts')).status, 404);
  });

  it('opens an exam only within its window, and only for the attempts it allows', async () => {
    const later = await createExam({
      titulo: 'Ainda fechado',
      num_questoes: 1,
      disponivel_de: new Date(Date.now() + 48 * hour).toISOString(),
    });
    const closed = await createExam({ titulo: 'Já encerrado', num_questoes: 1, disponivel_ate: new Date(Date.now() - hour).toISOString() });
    const once = await createExam({ titulo: 'Uma tentativa', num_questoes: 1, tentativas: 1 });
    const notYet = await student.post(`/api/exams/${later}/attempts`);
    assert.equal(notYet.status, 403);
    assert.match(notYet.body.statusMsg, /ainda não está disponível: abre em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const over = await student.post(`/api/exams/${closed}/attempts`);
    assert.equal(over.status, 403);
    assert.match(over.body.statusMsg, /prazo deste simulado terminou/);
    const first = await student.post<RunningAttempt>(`/api/exams/${once}/attempts`);
    assert.equal(first.status, 201);
    assert.equal((await student.post(`/api/attempts/${first.body.id}/submit`)).status, 200);
    const second = await student.post(`/api/exams/${once}/attempts`);
    assert.equal(second.status, 403);
    assert.match(second.body.statusMsg, /já fez a sua tentativa/);

    const listed = await student.get<ExamRow[]>('/api/exams');
    const byTitle = new Map(listed.body.map((row) => [row.titulo, row]));
    assert.equal(byTitle.get('Uma tentativa')!.pode_iniciar, false);
    assert.equal(byTitle.get('Uma tentativa')!.minhas_tentativas, 1);
    assert.match(byTitle.get('Ainda fechado')!.motivo!, /ainda não está disponível/);
    assert.equal(byTitle.get('Simulado CPA-10')!.pode_iniciar, true);
  });

  it('never sends the answer key or the explanations before the attempt ends, and resumes it as it was', async () => {
    const started = await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`);
    assert.equal(started.status, 201, JSON.stringify(started.body));
    const attempt = started.body;
    assert.equal(attempt.questoes.length, 4);
    assert.equal(attempt.status, 'Em andamento');
    assert.ok(Math.abs(Date.parse(attempt.termina_em) - Date.parse(attempt.agora) - 30 * 60_000) < 5_000);
    assert.deepEqual(attempt.questoes.map((item) => item.topico).sort(), ['Fundos', 'Fundos', 'Ética', 'Ética'].sort());
    for (const item of attempt.questoes)
      assert.deepEqual(
        item.alternativas.map((alternative) => alternative.letra),
        ['A', 'B', 'C', 'D'],
      );
    const first = attempt.questoes[0]!;
    const saved = await student.put(`/api/attempts/${attempt.id}/answers/${first.id}`, { letra: 'c' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    const raws = [
      JSON.stringify(started.body),
      JSON.stringify(saved.body),
      JSON.stringify((await student.get(`/api/attempts/${attempt.id}`)).body),
      JSON.stringify((await student.get('/api/attempts')).body),
      JSON.stringify((await student.get('/api/exams')).body),
      JSON.stringify((await staff.get(`/api/attempts/${attempt.id}`)).body),
    ];
    raws.forEach((raw, index) => assertNoKey(raw, `answer ${index}`));

    // Starting again (a reload) answers the same attempt, in the same order, with the saved answer.
    const again = await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`);
    assert.equal(again.status, 200);
    assert.equal(again.body.id, attempt.id);
    assert.deepEqual(
      again.body.questoes.map((item) => [item.id, item.alternativas]),
      attempt.questoes.map((item) => [item.id, item.alternativas]),
    );
    assert.equal(again.body.questoes[0]!.resposta, 'C');
    const read = await student.get<RunningAttempt>(`/api/attempts/${attempt.id}`);
    assert.equal(read.body.questoes[0]!.resposta, 'C');
    assert.equal(read.body.termina_em, attempt.termina_em);

    // A question outside the attempt, a letter the question does not have, and another student's attempt.
    assert.equal((await student.put(`/api/attempts/${attempt.id}/answers/999999`, { letra: 'A' })).status, 404);
    assert.equal((await student.put(`/api/attempts/${attempt.id}/answers/${first.id}`, { letra: 'E' })).status, 400);
    assert.equal((await student.put(`/api/attempts/${attempt.id}/answers/${first.id}`, { letra: 'Z' })).status, 400);
    assert.equal((await classmate.put(`/api/attempts/${attempt.id}/answers/${first.id}`, { letra: 'A' })).status, 404);
    assert.equal((await staff.put(`/api/attempts/${attempt.id}/answers/${first.id}`, { letra: 'A' })).status, 403);
    assert.equal((await classmate.post(`/api/attempts/${attempt.id}/submit`)).status, 404);
  });

  it('grades per topic, once: the submit answers the grade again, the review shows the key and the event is published once', async () => {
    const attempt = (await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`)).body;
    for (const item of attempt.questoes) {
      // Ética right, Fundos wrong.
      const right = letterOf(item, RIGHT_TEXT[item.topico]!);
      const letra = item.topico === 'Ética' ? right : right === 'A' ? 'B' : 'A';
      assert.equal((await student.put(`/api/attempts/${attempt.id}/answers/${item.id}`, { letra })).status, 200);
    }
    const submitted = await student.post<AttemptResult>(`/api/attempts/${attempt.id}/submit`);
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    assert.deepEqual(submitted.body, {
      id: attempt.id,
      nota: 50,
      acertos: 2,
      total: 4,
      aprovado: true,
      por_topico: [
        { topico: 'Ética', acertos: 2, total: 2 },
        { topico: 'Fundos', acertos: 0, total: 2 },
      ],
    });
    assert.deepEqual((await student.post(`/api/attempts/${attempt.id}/submit`)).body, submitted.body);
    assert.equal((await student.put(`/api/attempts/${attempt.id}/answers/${attempt.questoes[0]!.id}`, { letra: 'A' })).status, 409);

    const review = await student.get<FinishedAttempt>(`/api/attempts/${attempt.id}`);
    assert.equal(review.body.status, 'Finalizada');
    assert.equal(review.body.encerrada_por_tempo, false);
    for (const item of review.body.questoes) {
      assert.equal(item.correta, letterOf(item, RIGHT_TEXT[item.topico]!));
      assert.equal(item.acertou, item.topico === 'Ética');
      assert.match(item.explicacao!, /Porque a pergunta/);
    }
    assert.equal(await completedEvents(attempt.id), 1);
    const [event] = (
      await service.pool.query(
        `SELECT envelope->'payload' AS payload FROM outbox_message WHERE (envelope->'payload'->>'id_tentativa')::int = $1`,
        [attempt.id],
      )
    ).rows;
    assert.equal(event.payload.id_turma, 60);
    assert.equal(event.payload.nome_treinamento, 'Preparatório CPA-10');
    assert.equal(event.payload.nota, 50);
  });

  it('enforces the time limit on the server: after termina_em an answer is 409 and the attempt is closed with what was saved', async () => {
    const attempt = (await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`)).body;
    assert.equal(attempt.status, 'Em andamento');
    const [first, second] = attempt.questoes;
    await student.put(`/api/attempts/${attempt.id}/answers/${first!.id}`, { letra: letterOf(first!, RIGHT_TEXT[first!.topico]!) });
    // The clock moves: the attempt's time ran out a second ago.
    await service.pool.query(`UPDATE tentativa SET termina_em = now() - interval '1 second' WHERE id = $1`, [attempt.id]);
    const late = await student.put(`/api/attempts/${attempt.id}/answers/${second!.id}`, { letra: 'A' });
    assert.equal(late.status, 409);
    assert.match(late.body.statusMsg, /tempo deste simulado acabou/);
    const closed = await student.get<FinishedAttempt>(`/api/attempts/${attempt.id}`);
    assert.equal(closed.body.status, 'Finalizada');
    assert.equal(closed.body.encerrada_por_tempo, true);
    assert.equal(closed.body.acertos, 1);
    assert.equal(closed.body.nota, 25);
    assert.equal(closed.body.questoes.find((item) => item.id === first!.id)!.resposta, letterOf(first!, RIGHT_TEXT[first!.topico]!));
    assert.equal(closed.body.questoes.find((item) => item.id === second!.id)!.resposta, null);
    assert.equal(await completedEvents(attempt.id), 1);
    assert.equal((await student.post(`/api/attempts/${attempt.id}/submit`)).status, 200);
    assert.equal(await completedEvents(attempt.id), 1);
  });

  it('closes an attempt past its time when it is listed, and starts a new one instead of resuming it', async () => {
    const attempt = (await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`)).body;
    await service.pool.query(`UPDATE tentativa SET termina_em = now() - interval '1 second' WHERE id = $1`, [attempt.id]);
    const listed = await student.get('/api/attempts?filter.status=Em andamento');
    assert.deepEqual(listed.body, []);
    assert.equal(await completedEvents(attempt.id), 1);
    const fresh = await student.post<RunningAttempt>(`/api/exams/${examId}/attempts`);
    assert.equal(fresh.status, 201);
    assert.notEqual(fresh.body.id, attempt.id);
    await student.post(`/api/attempts/${fresh.body.id}/submit`);
  });

  it('shows a student only their own attempts, and staff with the permission every one', async () => {
    const mine = (await classmate.post<RunningAttempt>(`/api/exams/${examId}/attempts`)).body;
    assert.equal((await student.get(`/api/attempts/${mine.id}`)).status, 404);
    const studentList = await student.get<Array<{ id_aluno: number }>>('/api/attempts');
    assert.ok(studentList.body.length >= 3);
    assert.ok(studentList.body.every((row) => row.id_aluno === 301));
    const classmateList = await classmate.get<Array<{ id: number }>>('/api/attempts');
    assert.deepEqual(
      classmateList.body.map((row) => row.id),
      [mine.id],
    );
    const all = await staff.get<Array<{ id_aluno: number }>>('/api/attempts?page=1&pageSize=100');
    assert.deepEqual([...new Set(all.body.map((row) => row.id_aluno))].sort(), [301, 305]);
    const outsider = clientOf(service, await loginStaff(service, 2, ['class']));
    assert.equal((await outsider.get('/api/attempts')).status, 403);
    assert.equal((await outsider.get(`/api/attempts/${mine.id}`)).status, 403);
    assert.equal((await outsider.get('/api/exams')).status, 403);
    assert.equal((await staff.get(`/api/attempts/${mine.id}`)).status, 200);
    await classmate.post(`/api/attempts/${mine.id}/submit`);
  });

  it('gives staff the figures of an exam per class, and keeps an exam with attempts from deletion', async () => {
    const stats = await staff.get(`/api/exams/${examId}/stats`);
    assert.equal(stats.status, 200, JSON.stringify(stats.body));
    assert.ok(stats.body.tentativas >= 4);
    assert.equal(stats.body.alunos, 2);
    assert.ok(stats.body.mais_erradas.length > 0);
    assert.ok(stats.body.mais_erradas.every((row: { erros: number }) => row.erros > 0));
    assert.deepEqual(
      stats.body.por_turma.map((row: { id_turma: number }) => row.id_turma),
      [60, 61],
    );
    const ofClass = await staff.get(`/api/exams/${examId}/stats?id_turma=61`);
    assert.equal(ofClass.body.alunos, 1);
    assert.equal((await student.get(`/api/exams/${examId}/stats`)).status, 403);
    const removed = await staff.delete(`/api/exams/${examId}`);
    assert.equal(removed.status, 409);
    assert.match(removed.body.statusMsg, /já tem tentativas/);
  });
});
