// Simulados against the real product: a student whose class releases content takes an exam of this
// run on a 390×844 phone from the class's 'Simulados' link (autosave, a reload keeps answers and the
// server's time, grade per topic, review with explanations); staff build a question and an exam in
// the screens and read the results; an import shows its rows' errors before anything is saved.
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login, loginAnswer } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { accessibilityViolations } from '../support/axe.mjs';
import { until } from '../support/forms.mjs';

const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PHONE = { width: 390, height: 844 };
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
const isoDay = (offset) => schoolDay.format(new Date(Date.now() + offset * 86_400_000));
const trainingName = `Curso Simulado ${run}`;
const examTitle = `Simulado ${run}`;
const student = { email: uniqueEmail('simulado'), password: 'Treina#Aluno1', name: `Aluna Simulado ${run}` };
// Events usually land within a second; the machine may be busy.
const EVENT_WAIT_MS = 30_000;

/** The bank of this run: two questions per topic, the right answer first in the bank (shuffled per attempt). */
const BANK = [
  [
    'Ética',
    `Quem deve guardar sigilo sobre as operações do cliente? (${run})`,
    ['O profissional certificado', 'Ninguém'],
    'Sigilo é dever.',
  ],
  ['Ética', `O que fazer diante de um conflito de interesses? (${run})`, ['Informar o cliente', 'Omitir'], 'Transparência.'],
  ['Renda fixa', `Quem emite o CDB? (${run})`, ['Um banco', 'Uma empresa de capital aberto'], 'CDB é título bancário.'],
  [
    'Renda fixa',
    `O que garante o FGC? (${run})`,
    ['Depósitos até um limite', 'Ações na bolsa'],
    'O FGC cobre depósitos e títulos bancários.',
  ],
];

let admin;
let trainingId;
let examId;
let attemptId;
const questionIds = new Map();

beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: trainingName, id_status_treinamento: 1 });
  const [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: student.name, email: student.email, possui_login: true });
  await admin.post('/api/classes', {
    id_treinamento: trainingId,
    desc_turma: `Turma Simulado ${run}`,
    data_inicio: isoDay(-3),
    data_fim: isoDay(3),
    id_periodo_turma: 1,
    id_status_turma: 2,
    alunos: [{ id_aluno: studentId, id_inscricao: 3, id_forma_pagto: 3, valor_pago: 100, libera_conteudo: true }],
  });
  // assessment learns the training from academic's events before it takes questions for it.
  for (const [topico, enunciado, [right, wrong], explicacao] of BANK) {
    const body = {
      id_treinamento: trainingId,
      topico,
      enunciado,
      alternativas: [
        { letra: 'A', texto: right },
        { letra: 'B', texto: wrong },
      ],
      correta: 'A',
      explicacao,
      dificuldade: 'Fácil',
      ativa: true,
    };
    const saved = await until(
      () => admin.post('/api/questions', body).catch(() => null),
      'assessment takes a question of the training',
      EVENT_WAIT_MS,
    );
    questionIds.set(enunciado, saved.id);
  }
  ({ id: examId } = await admin.post('/api/exams', {
    id_treinamento: trainingId,
    titulo: examTitle,
    num_questoes: 4,
    tempo_minutos: 20,
    percentual_aprovacao: 50,
    tentativas: 2,
    disponivel_de: null,
    disponivel_ate: null,
    por_topico: [],
  }));
  // The student's login: academic asks identity for it; its first password must be changed, done here to the same one.
  await until(async () => (await loginAnswer(student.email, student.password)).status === 200, 'the student login exists', EVENT_WAIT_MS);
  const own = await apiSession(student);
  try {
    if (own.user.deve_trocar_senha) await own.patch(`/api/user/${own.user.id_usuario}`, { senha: student.password });
  } finally {
    await own.dispose();
  }
}, 120_000);
afterAll(async () => admin?.dispose());

/** The raw JSON an API call answers, as the student's browser gets it. */
const rawJson = (page, path) => page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).text(), path);

browserTest(
  'a student takes the simulado on a phone: autosave, reload keeps answers and time, finish, grade per topic and review',
  async ({ page }) => {
    page.setDefaultTimeout(30_000);
    await page.setViewportSize(PHONE);
    await login(page, student, '/class');
    // The class's 'Simulados' leads to the training's exams once assessment knows the entry.
    const card = bodyRows(page).first();
    await card.waitFor();
    await card.getByRole('button', { name: 'Expandir' }).click();
    await page.getByTestId('detail-panel').getByTestId('simulados-link').click();
    await page.waitForURL((url) => url.pathname === '/meus-simulados' && url.searchParams.get('treinamento') === String(trainingId));
    const exam = page.getByTestId('my-exam').filter({ hasText: examTitle });
    await until(
      async () => {
        if (
          await exam
            .getByRole('button', { name: 'Iniciar' })
            .isEnabled()
            .catch(() => false)
        )
          return true;
        await page.reload();
        return false;
      },
      'assessment lets the student start the exam',
      EVENT_WAIT_MS,
    );
    assert.match(await exam.innerText(), /4 questões · 20 min · aprovação com 50%/);
    assert.match(await exam.innerText(), /Tentativas: 0 de 2/);
    await screenshot(page, 'simulados - Meus simulados on a phone');
    assert.deepEqual(await accessibilityViolations(page), []);
    await exam.getByRole('button', { name: 'Iniciar' }).click();
    await page.waitForURL((url) => url.pathname === '/meus-simulados/tentativa');
    attemptId = Number(new URL(page.url()).searchParams.get('id'));
    const questions = page.getByTestId('attempt-question');
    await until(async () => (await questions.count()) === 4, 'the four questions');

    // No answer key nor explanation reaches the browser while the attempt runs.
    const running = await rawJson(page, `/api/attempts/${attemptId}`);
    assert.ok(!/"correta"|"explicacao"|"acertou"/.test(running), running);
    for (const [, , , explanation] of BANK) assert.ok(!running.includes(explanation), 'no explanation while running');

    // Both Ética questions right, one Renda fixa question wrong, the last one left blank.
    const answer = async (index, right) => {
      const [, statement, [rightText, wrongText]] = BANK[index];
      const question = questions.filter({ hasText: statement });
      await question.getByRole('radio', { name: `) ${right ? rightText : wrongText}` }).check();
      await until(async () => (await question.getByTestId('save-state').innerText()) === 'Resposta salva', `answer ${index} saved`);
    };
    await answer(0, false);
    await answer(0, true); // a change of mind: the last choice is the one kept
    await answer(1, true);
    await answer(2, false);
    assert.equal(await page.getByTestId('answered-count').innerText(), '3/4 respondidas');
    const before = Number(await page.getByTestId('time-left').getAttribute('data-ms'));
    assert.ok(before > 18 * 60_000 && before <= 20 * 60_000, `time left ${before} ms`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways');
    await screenshot(page, 'simulados - attempt on a phone', { fullPage: false });
    assert.deepEqual(await accessibilityViolations(page), []);

    // A reload resumes: the same answers checked, the time left counted from the server's clock.
    await page.reload();
    await until(async () => (await questions.count()) === 4, 'the questions again');
    assert.equal(await page.getByTestId('answered-count').innerText(), '3/4 respondidas');
    const [, rightEthics] = BANK[0];
    assert.ok(
      await questions
        .filter({ hasText: rightEthics })
        .getByRole('radio', { name: `) ${BANK[0][2][0]}` })
        .isChecked(),
    );
    const detail = JSON.parse(await rawJson(page, `/api/attempts/${attemptId}`));
    const serverLeft = Date.parse(detail.termina_em) - Date.parse(detail.agora);
    const after = Number(await page.getByTestId('time-left').getAttribute('data-ms'));
    assert.ok(after <= before && Math.abs(after - serverLeft) < 5_000, `time left after reload ${after} ms, server ${serverLeft} ms`);

    // 'Finalizar' asks first, then grades.
    await page.getByTestId('attempt-bar').getByRole('button', { name: 'Finalizar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Finalizar o simulado?' });
    assert.match(await confirm.innerText(), /Você respondeu 3 de 4 questões/);
    await confirm.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByTestId('attempt-result').waitFor();
    assert.equal(await page.getByTestId('attempt-grade').innerText(), '50');
    assert.equal(await page.getByTestId('attempt-hits').innerText(), '2 de 4 acertos');
    assert.equal(await page.getByTestId('attempt-verdict').innerText(), 'Aprovado');
    const topics = (await page.getByTestId('topic-score').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()).sort();
    assert.deepEqual(topics, ['Renda fixa 0/2', 'Ética 2/2']);
    await screenshot(page, 'simulados - result on a phone', { fullPage: false });

    // The review: each question with the answer given, the right one and the explanation.
    const reviewed = page.getByTestId('reviewed-question');
    assert.equal(await reviewed.count(), 4);
    const wrong = reviewed.filter({ hasText: BANK[2][1] });
    assert.equal(await wrong.getAttribute('data-correct'), 'false');
    assert.match(await wrong.locator('[data-chosen="true"]').innerText(), new RegExp(BANK[2][2][1]));
    assert.match(await wrong.locator('[data-correct="true"]').innerText(), new RegExp(BANK[2][2][0]));
    assert.match(await wrong.getByTestId('explanation').innerText(), /CDB é título bancário/);
    assert.equal(await reviewed.filter({ hasText: BANK[3][1] }).getByTestId('blank-answer').innerText(), 'Sem resposta');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways');
    await screenshot(page, 'simulados - review on a phone');
    assert.deepEqual(await accessibilityViolations(page), []);

    // Back on the list: one attempt used, the grade as the best one.
    await page.getByRole('link', { name: 'Voltar para Meus simulados' }).click();
    await page.waitForURL((url) => url.pathname === '/meus-simulados');
    const again = page.getByTestId('my-exam').filter({ hasText: examTitle });
    await until(async () => /Tentativas: 1 de 2/.test(await again.innerText()), 'the attempt counted');
    assert.equal(await again.getByTestId('best-grade').innerText(), 'Melhor nota: 50');
  },
  { timeout: 180_000 },
);

browserTest("staff build a question and an exam in the screens, and read the exam's results", async ({ page }) => {
  page.setDefaultTimeout(30_000);
  await login(page, DEMO.admin);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Questões', exact: true }).click();
  await page.getByRole('heading', { name: 'Questões' }).waitFor();
  await page.getByRole('button', { name: 'Nova Questão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Questão' });
  await dialog.getByRole('combobox', { name: /Treinamento/ }).click();
  await page.getByRole('option', { name: trainingName, exact: true }).click();
  // The training's topics are offered.
  await dialog.getByRole('combobox', { name: /Tópico/ }).click();
  await page.getByRole('option', { name: 'Renda fixa' }).click();
  const statement = `Qual destes é um título público? (${run})`;
  await dialog.getByRole('textbox', { name: /Enunciado/ }).fill(statement);
  await dialog.getByRole('button', { name: 'Remover alternativa D' }).click();
  for (const [letter, text] of [
    ['A', 'Tesouro Selic'],
    ['B', 'CDB'],
    ['C', 'Debênture'],
  ]) {
    await dialog.getByRole('textbox', { name: new RegExp(`^Alternativa ${letter}`) }).fill(text);
  }
  await dialog.getByRole('radio', { name: 'Alternativa A é a correta' }).check();
  await dialog.getByRole('textbox', { name: 'Explicação' }).fill('O Tesouro Selic é emitido pelo Tesouro Nacional.');
  await screenshot(page, 'simulados - question form');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Questão criada com sucesso!');
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(run);
  await until(async () => (await bodyRows(page).count()) === BANK.length + 1, 'the bank of this run, the new question with it');
  await screenshot(page, 'simulados - Questões');
  assert.deepEqual(await accessibilityViolations(page), []);
  const saved = (await admin.get(`/api/questions?q=${encodeURIComponent(statement)}`))[0];
  assert.deepEqual(
    saved.alternativas.map((alternative) => alternative.texto),
    ['Tesouro Selic', 'CDB', 'Debênture'],
  );
  assert.equal(saved.correta, 'A');

  await menu.getByRole('link', { name: 'Simulados', exact: true }).click();
  await page.getByRole('heading', { name: 'Simulados' }).waitFor();
  await page.getByRole('button', { name: 'Novo Simulado' }).click();
  const form = page.getByRole('dialog', { name: 'Dados do Simulado' });
  await form.getByRole('combobox', { name: /Treinamento/ }).click();
  await page.getByRole('option', { name: trainingName, exact: true }).click();
  const title = `Revisão ${run}`;
  await form.getByRole('textbox', { name: /Título/ }).fill(title);
  await form.getByRole('textbox', { name: /Nº de questões/ }).fill('3');
  await form.getByRole('textbox', { name: /Tempo/ }).fill('15');
  await form.getByRole('button', { name: 'Adicionar tópico' }).click();
  await form.getByRole('combobox', { name: 'Tópico 1' }).fill('Ética');
  await form.getByRole('textbox', { name: 'Questões', exact: true }).fill('1');
  await form.getByRole('button', { name: 'Adicionar tópico' }).click();
  await form.getByRole('combobox', { name: 'Tópico 2' }).fill('Renda fixa');
  await form.getByRole('textbox', { name: 'Questões', exact: true }).nth(1).fill('2');
  await screenshot(page, 'simulados - exam form');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Simulado criado com sucesso!');
  const created = (await admin.get(`/api/exams?q=${encodeURIComponent(title)}`))[0];
  assert.deepEqual(created.por_topico, [
    { topico: 'Ética', num_questoes: 1 },
    { topico: 'Renda fixa', num_questoes: 2 },
  ]);
  assert.equal(created.tentativas, null);

  // The first exam's results: the student's attempt of the test above.
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(examTitle);
  await until(async () => (await bodyRows(page).count()) === 1, 'the exam found');
  await screenshot(page, 'simulados - Simulados');
  await page.locator(`tbody tr[data-row-id="${examId}"]`).getByRole('link', { name: 'Resultados' }).click();
  await page.waitForURL((url) => url.pathname === '/resultados-simulado' && url.searchParams.get('id') === String(examId));
  await page.getByRole('heading', { name: `Resultados: ${examTitle}` }).waitFor();
  await until(async () => (await page.getByTestId('stat-attempts').innerText()) === '1', 'the attempt counted in the results');
  assert.equal(await page.getByTestId('stat-average').innerText(), '50');
  assert.equal(await page.getByTestId('stat-pass-rate').innerText(), '100%');
  const missed = await page.getByTestId('missed-question').allInnerTexts();
  assert.ok(missed.length >= 2 && missed.some((text) => text.includes(BANK[2][1])), missed.join('\n'));
  await until(async () => (await bodyRows(page).count()) === 1, 'the attempt listed');
  assert.match(await bodyRows(page).first().innerText(), new RegExp(student.name));
  await screenshot(page, 'simulados - results');
  assert.deepEqual(await accessibilityViolations(page), []);
  // Staff open the attempt's review from the results.
  await bodyRows(page).first().getByRole('link', { name: 'Revisão' }).click();
  await page.waitForURL((url) => url.pathname === '/meus-simulados/tentativa' && url.searchParams.get('id') === String(attemptId));
  await page.getByTestId('attempt-result').waitFor();
});

browserTest('an import shows each row’s errors before anything is saved, and imports a clean file whole', async ({ page }) => {
  page.setDefaultTimeout(30_000);
  await login(page, DEMO.admin);
  await page.goto('/questoes');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar questões' });
  const header = 'treinamento;topico;enunciado;a;b;c;d;e;correta;explicacao;dificuldade;ativa';
  const good = `${trainingId};Ética;Importada boa ${run};Sim;Não;;;;A;Porque sim.;Fácil;sim`;
  const bad = `${trainingId};Ética;Importada ruim ${run};Sim;Não;;;;E;;Fácil;sim`;
  const file = (rows) => ({ name: 'questoes.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n'), 'utf8') });
  await dialog.getByTestId('question-import-file').setInputFiles(file([good, bad]));
  const summary = dialog.getByTestId('import-summary');
  await until(async () => /2 linha\(s\) lida\(s\): 1 válida\(s\), 1 erro\(s\)/.test(await summary.innerText()), 'the dry run report');
  const errors = await dialog.getByTestId('import-error').allInnerTexts();
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^3\s/);
  assert.equal(await dialog.getByRole('button', { name: 'Importar questões' }).isDisabled(), true);
  await screenshot(page, 'simulados - import preview with errors');
  assert.equal(
    (await admin.get(`/api/questions?q=${encodeURIComponent(`Importada boa ${run}`)}`)).length,
    0,
    'nothing saved by the dry run',
  );

  const second = `${trainingId};Renda fixa;Importada outra ${run};Um banco;Uma empresa;;;;A;;Média;sim`;
  await dialog.getByTestId('question-import-file').setInputFiles(file([good, second]));
  await until(async () => /2 válida\(s\), 0 erro\(s\)/.test(await summary.innerText()), 'the clean file');
  assert.equal(await dialog.getByTestId('import-preview-row').count(), 2);
  await dialog.getByRole('button', { name: 'Importar 2 questões' }).click();
  await expectNotification(page, '2 questões importadas com sucesso!');
  assert.equal((await admin.get(`/api/questions?q=${encodeURIComponent(`Importada boa ${run}`)}`)).length, 1);
});

browserTest(
  "the server's clock ends an attempt: at zero the page shows the result with what was saved, and a later answer is refused",
  async ({ page }) => {
    page.setDefaultTimeout(30_000);
    // A topic of its own, so the draw is known: two questions whose right answer reads 'Certa'.
    const topic = `Relâmpago ${run}`;
    const flash = [];
    for (const number of [1, 2]) {
      const saved = await admin.post('/api/questions', {
        id_treinamento: trainingId,
        topico: topic,
        enunciado: `Pergunta relâmpago ${number} (${run})`,
        alternativas: [
          { letra: 'A', texto: 'Certa' },
          { letra: 'B', texto: 'Errada' },
        ],
        correta: 'A',
        explicacao: null,
        dificuldade: 'Fácil',
        ativa: true,
      });
      flash.push(saved.id);
    }
    await admin.post('/api/exams', {
      id_treinamento: trainingId,
      titulo: topic,
      num_questoes: 2,
      tempo_minutos: 1,
      percentual_aprovacao: 50,
      tentativas: null,
      disponivel_de: null,
      disponivel_ate: null,
      por_topico: [{ topico: topic, num_questoes: 2 }],
    });
    await page.setViewportSize(PHONE);
    await login(page, student, '/class');
    await page.goto(`/meus-simulados?treinamento=${trainingId}`);
    await page
      .getByTestId('my-exam')
      .filter({ hasText: `Relâmpago ${run}` })
      .getByRole('button', { name: 'Iniciar' })
      .click();
    await page.waitForURL((url) => url.pathname === '/meus-simulados/tentativa');
    const attempt = Number(new URL(page.url()).searchParams.get('id'));
    const question = page.getByTestId('attempt-question').first();
    await question.getByRole('radio', { name: ') Certa' }).check();
    await until(async () => (await question.getByTestId('save-state').innerText()) === 'Resposta salva', 'the answer saved');
    // Nothing is clicked: the countdown reaches zero and the server closes the attempt with the saved answer.
    await page.getByTestId('attempt-result').waitFor({ timeout: 90_000 });
    assert.match(await page.getByTestId('attempt-result').innerText(), /O tempo acabou/);
    assert.equal(await page.getByTestId('attempt-hits').innerText(), '1 de 2 acertos');
    await screenshot(page, 'simulados - time over on a phone', { fullPage: false });
    const late = await page.evaluate(
      async ({ id, question: questionId }) =>
        (
          await fetch(`/api/attempts/${id}/answers/${questionId}`, {
            method: 'PUT',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ letra: 'B' }),
          })
        ).status,
      { id: attempt, question: flash[0] },
    );
    assert.equal(late, 409);
  },
  { timeout: 180_000 },
);
