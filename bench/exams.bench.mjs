// Practice exams under a class's worth of students at once: `students` students (the generator's exam
// students, bench/generate.mjs) each start an attempt of one exam at a moment spread over `startSeconds`
// (POST /api/exams/{id}/attempts), then each autosaves an answer every `everySeconds`
// (PUT /api/attempts/{id}/answers/{id_questao}, a student's saves one after the other, as the page
// sends them) until `seconds` after the last start. Reports the start and answer-save latencies
// through the gateway, and then checks assessment's database: every answer a 2xx said was saved is
// there, with the letter last saved (lost: saved answers missing or different).
import { connect, log, ms, sleep, summary } from './lib/common.mjs';

const LETTERS = ['A', 'B', 'C', 'D'];
const TOPICS = ['Sistema financeiro', 'Ética e regulação', 'Investimentos'];

/** A question bank of `size` questions (four alternatives) over TOPICS and one exam of `questions` of them, through the API as staff. */
async function examOf(api, id_treinamento, { size, questions, minutes }) {
  for (let index = 0; index < size; index += 1) {
    const answer = await api.call('POST', '/api/questions', {
      id_treinamento,
      topico: TOPICS[index % TOPICS.length],
      enunciado: `Questão de benchmark ${index + 1}: qual alternativa está correta?`,
      alternativas: LETTERS.map((letra) => ({ letra, texto: `Alternativa ${letra} da questão ${index + 1}` })),
      correta: LETTERS[index % LETTERS.length],
      explicacao: `A alternativa ${LETTERS[index % LETTERS.length]} é a correta.`,
      dificuldade: 'Média',
      ativa: true,
    });
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`POST /api/questions: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const exam = await api.call('POST', '/api/exams', {
    id_treinamento,
    titulo: 'Simulado do benchmark',
    num_questoes: questions,
    tempo_minutos: minutes,
    percentual_aprovacao: 70,
    tentativas: null,
    disponivel_de: null,
    disponivel_ate: null,
    por_topico: [],
  });
  if (exam.status !== 201 && exam.status !== 200) throw new Error(`POST /api/exams: ${exam.status} ${JSON.stringify(exam.body)}`);
  return exam.body.id;
}

/** A student's HTTP calls through the gateway with their session cookie; each call's time in ms. */
function studentClient(baseUrl, cookie) {
  return async (method, path, body) => {
    const begun = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, ms: performance.now() - begun };
    } catch (error) {
      return { status: 'error', body: String(error), ms: performance.now() - begun };
    }
  };
}

export async function examsBenchmark({
  baseUrl,
  api,
  dbUrl,
  training,
  students,
  signSession,
  startSeconds = 60,
  everySeconds = 5,
  seconds = 60,
  bank = 60,
  questions = 10,
}) {
  if (!training || !students.length) throw new Error('exams: no exam students in assessment (bench/generate.mjs fills them)');
  const minutes = Math.ceil((startSeconds + seconds) / 60) + 10;
  const examId = await examOf(api, training, { size: bank, questions, minutes });
  log(`exams: ${students.length} students, exam ${examId} of training ${training} (${questions} of ${bank} questions, ${minutes} min)`);

  const startMs = [];
  const saveMs = [];
  const statuses = { start: {}, save: {} };
  const count = (kind, status) => (statuses[kind][status] = (statuses[kind][status] ?? 0) + 1);
  /** attempt id -> (question id -> the letter last acknowledged as saved). */
  const saved = new Map();
  const began = performance.now();
  const stopAt = began + (startSeconds + seconds) * 1000;

  const student = async ({ id_usuario, id_aluno }, index) => {
    const call = studentClient(baseUrl, signSession({ userId: id_usuario, userType: 6, studentId: id_aluno }));
    await sleep((index * startSeconds * 1000) / students.length);
    const started = await call('POST', `/api/exams/${examId}/attempts`);
    count('start', started.status);
    startMs.push(started.ms);
    if (started.status !== 201 && started.status !== 200) return;
    const attempt = started.body;
    const answers = new Map();
    saved.set(attempt.id, answers);
    // Each student's first save comes at their own moment within the period, as clicks do.
    await sleep(((index * 997) % (everySeconds * 1000)) + 1);
    for (let turn = 0; performance.now() < stopAt; turn += 1) {
      const question = attempt.questoes[turn % attempt.questoes.length];
      const letra = question.alternativas[(turn + index) % question.alternativas.length].letra;
      const answer = await call('PUT', `/api/attempts/${attempt.id}/answers/${question.id}`, { letra });
      count('save', answer.status);
      saveMs.push(answer.ms);
      if (typeof answer.status === 'number' && answer.status < 300) answers.set(question.id, letra);
      await sleep(Math.max(0, everySeconds * 1000 - answer.ms));
    }
  };
  await Promise.all(students.map((one, index) => student(one, index)));
  const elapsed = (performance.now() - began) / 1000;

  // What the database holds: every acknowledged save, with its last letter.
  const db = await connect(dbUrl('assessment'));
  let held;
  let lost = 0;
  let extra;
  try {
    const { rows } = await db.query(
      'SELECT id_tentativa, id_questao, resposta FROM tentativa_questao WHERE id_tentativa = ANY($1::int[]) AND resposta IS NOT NULL',
      [[...saved.keys()]],
    );
    const inDatabase = new Map(rows.map((row) => [`${row.id_tentativa}/${row.id_questao}`, row.resposta.trim()]));
    held = rows.length;
    for (const [attemptId, answers] of saved)
      for (const [questionId, letra] of answers) if (inDatabase.get(`${attemptId}/${questionId}`) !== letra) lost += 1;
    extra = held - [...saved.values()].reduce((sum, answers) => sum + answers.size, 0);
  } finally {
    await db.end();
  }
  const figures = {
    students: students.length,
    exam: examId,
    seconds: Number(elapsed.toFixed(1)),
    attempts: saved.size,
    start: summary(startMs),
    save: summary(saveMs),
    savesPerSecond: Number((saveMs.length / elapsed).toFixed(1)),
    statuses,
    answersSaved: [...saved.values()].reduce((sum, answers) => sum + answers.size, 0),
    answersInDatabase: held,
    lost,
    unexpected: extra,
  };
  log(
    `exams: ${figures.attempts} attempts started (p50 ${ms(figures.start.p50)}, p95 ${ms(figures.start.p95)}), ` +
      `${saveMs.length} answer saves (p50 ${ms(figures.save.p50)}, p95 ${ms(figures.save.p95)}, p99 ${ms(figures.save.p99)}, max ${ms(figures.save.max)}); ` +
      `statuses ${JSON.stringify(statuses)}; answers acknowledged ${figures.answersSaved}, in the database ${held}, lost ${lost}`,
  );
  return figures;
}
