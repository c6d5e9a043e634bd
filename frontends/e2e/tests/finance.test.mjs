// Finance screens (finance_ui) as the administrator: an enrolment with commission made in
// academic reaches Comissões (through the academic → finance events), the commissions CSV
// and the Painel figures (reporting), a student's completed simulado its pass rates.
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, bodyRows, login, loginAnswer } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { dateBR, exportCsv, runTag, searchList } from '../support/crm.mjs';
import { typeDate, until } from '../support/forms.mjs';

// Events usually land within a second; the machine may be busy.
const EVENT_WAIT_MS = 30_000;

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

const pad = (n) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a local date. */
const isoDay = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const dayFromToday = (days) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
};
/** '1.234' -> 1234 */
const integerBR = (text) => Number(text.trim().replace(/\./g, ''));

/**
 * /dashboard with the period yesterday..tomorrow (today in any time zone): the 'Inscrições'
 * figure and the enrolments of `trainingName` in 'Por treinamento' (0 when not listed).
 */
async function painelFigures(page, trainingName) {
  const from = dayFromToday(-1);
  const to = dayFromToday(1);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Painel' }).waitFor();
  await page.getByTestId('kpi-Inscrições').waitFor();
  const period = page.getByRole('group', { name: 'Período' });
  await typeDate(period, 'Data Inicial', dateBR(from));
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith('/reports/enrolments/summary') &&
      url.searchParams.get('from') === isoDay(from) &&
      url.searchParams.get('to') === isoDay(to)
    );
  });
  await typeDate(period, 'Data Final', dateBR(to));
  const summary = await (await answer).json();
  // The page shows the answer of this period (not the previous one kept while fetching).
  const kpi = page.getByTestId('kpi-Inscrições');
  await until(async () => integerBR(await kpi.innerText()) === summary.total, 'the Painel shows the period total');
  const byTraining = page.getByRole('table', { name: 'Por treinamento' }).locator('tbody tr').filter({ hasText: trainingName });
  const training = (await byTraining.count()) === 1 ? integerBR(await byTraining.locator('td').nth(1).innerText()) : 0;
  return { enrolments: integerBR(await kpi.innerText()), training };
}

browserTest(
  'Comissões and Painel: an enrolment with commission appears as PENDENTE, in relatorio_comissoes.csv and in the Painel figures',
  async ({ page }) => {
    const tag = runTag('fin');
    const trainingName = `Treinamento Comissão ${tag}`;
    const studentName = `Aluno Comissão ${tag}`;
    const start = dayFromToday(30);
    const end = dayFromToday(34);
    const [training] = await admin.post('/api/trainings', { nome_treinamento: trainingName, id_status_treinamento: 1 });
    const [student] = await admin.post('/api/students', { nome_aluno: studentName, email: uniqueEmail('comissao') });
    assert.ok(training?.id && student?.id, 'the training and the student exist');

    await login(page, DEMO.admin);

    // Painel before the enrolment.
    const before = await painelFigures(page, trainingName);
    assert.equal(before.training, 0, 'the new training has no enrolment yet');

    // The enrolment: the student enrolled (1), earning commission, in a new class of the training.
    await admin.post('/api/classes', {
      id_treinamento: training.id,
      data_inicio: isoDay(start),
      data_fim: isoDay(end),
      id_periodo_turma: 1,
      id_status_turma: 1,
      gera_comissao: true,
      alunos: [{ id_aluno: student.id, id_inscricao: 1, gera_comissao: true }],
    });
    const [klass] = (await admin.get(`/api/classes?page=1&q=${encodeURIComponent(trainingName)}`)).filter(
      (row) => row.nome_treinamento === trainingName,
    );
    const entry = klass.alunos.find((row) => row.id_aluno === student.id);
    assert.deepEqual([entry.id_inscricao, entry.gera_comissao], [1, true]);

    // Comissões: the row arrives through the events; reload until it does.
    await page.goto('/commissions');
    await page.getByRole('heading', { name: 'Comissões' }).waitFor();
    assert.deepEqual((await page.locator('thead tr').first().locator('th').allInnerTexts()).map((text) => text.trim()).filter(Boolean), [
      'Treinamento',
      'Início',
      'Término',
      'Aluno',
      'Status da Inscrição',
      'Data da Inscrição',
      'Pagamento',
      'Cancelamento',
      'Vendedor',
      'Base',
      '%',
      'Comissão',
    ]);
    const row = bodyRows(page).filter({ hasText: studentName });
    await bodyRows(page).first().or(page.getByText('Nenhuma informação encontrada')).first().waitFor();
    await searchList(page, tag);
    await until(
      async () => {
        if ((await row.count()) === 1) return true;
        await page.reload();
        await page.getByRole('heading', { name: 'Comissões' }).waitFor();
        await searchList(page, tag);
        await row.or(page.getByText('Nenhuma informação encontrada')).first().waitFor();
        return (await row.count()) === 1;
      },
      'the commission of the enrolment appears on Comissões',
      EVENT_WAIT_MS,
    );
    await until(async () => (await bodyRows(page).count()) === 1, 'the search keeps the one commission');
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    for (const expected of [trainingName, dateBR(start), dateBR(end), studentName, 'Inscrito', dateBR(), 'PENDENTE']) {
      assert.ok(cells.includes(expected), `the row shows ${expected}: ${JSON.stringify(cells)}`);
    }
    assert.ok(cells.indexOf(trainingName) < cells.indexOf(studentName) && cells.indexOf(studentName) < cells.indexOf('PENDENTE'));

    // relatorio_comissoes.csv of the searched list.
    const csv = await exportCsv(page);
    assert.equal(csv.name, 'relatorio_comissoes.csv');
    const [header, ...lines] = csv.cells.map((line) => line.map((cell) => cell.replace(/^"(.*)"$/, '$1')));
    assert.deepEqual(header, [
      'Treinamento',
      'Início',
      'Término',
      'Aluno',
      'Status da Inscrição',
      'Data da Inscrição',
      'Pagamento',
      'Cancelamento',
      'Vendedor',
      'Base',
      '%',
      'Comissão',
    ]);
    assert.equal(lines.length, 1, csv.text);
    assert.deepEqual(lines[0].slice(0, 7), [trainingName, dateBR(start), dateBR(end), studentName, 'Inscrito', dateBR(), 'PENDENTE']);
    assert.ok(['', '-'].includes(lines[0][7]), `no cancellation date: ${lines[0][7]}`);

    // Painel after: the enrolment counts (reporting has its own events; others may enrol meanwhile).
    const afterFigures = await until(
      async () => {
        const figures = await painelFigures(page, trainingName);
        return figures.training === 1 && figures;
      },
      'the Painel counts the enrolment',
      EVENT_WAIT_MS,
    );
    assert.ok(
      afterFigures.enrolments >= before.enrolments + 1,
      `Inscrições grows from ${before.enrolments} (now ${afterFigures.enrolments})`,
    );
  },
  { timeout: 180_000 },
);

/** Each figure of the Painel: its text, and whether it is drawn whole (nothing cut by its box or its card). */
function painelFiguresDrawn(page) {
  return page.locator('[data-testid^="kpi-"]').evaluateAll((figures) =>
    figures.map((figure) => {
      const card = figure.closest('.MuiCard-root').getBoundingClientRect();
      const box = figure.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(figure);
      const text = range.getBoundingClientRect();
      return {
        text: figure.textContent,
        whole:
          figure.scrollWidth <= figure.clientWidth &&
          text.left >= card.left &&
          text.right <= card.right &&
          text.right <= box.right + 0.5 &&
          card.right <= document.documentElement.clientWidth,
        lines: Math.round(text.height / parseFloat(getComputedStyle(figure).lineHeight)),
      };
    }),
  );
}

browserTest("the Painel's figures are whole on a phone (390×844), money included", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO.admin);
  const expectWhole = async () => {
    const figures = await painelFiguresDrawn(page);
    for (const figure of figures) {
      assert.ok(figure.whole, `${figure.text} is cut`);
      assert.equal(figure.lines, 1, `${figure.text} is broken onto ${figure.lines} lines`);
    }
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      true,
      'the page does not scroll sideways',
    );
    return figures;
  };
  // The demo data's own figures.
  await page.goto('/dashboard');
  await page.getByTestId('kpi-Receita').filter({ hasText: 'R$' }).waitFor();
  await expectWhole();
  // A larger revenue, the one users saw cut (the real answer, that one figure changed).
  await page.route('**/api/reports/enrolments/summary?**', async (route) => {
    const answer = await route.fetch();
    const summary = await answer.json();
    const months = summary.byMonth.length
      ? summary.byMonth
      : [{ month: '2026-01', enrolments: 0, cancellations: 0, transfers: 0, revenue: 0 }];
    months.forEach((month, index) => (month.revenue = index === 0 ? 6260.5 : 0));
    await route.fulfill({ response: answer, json: { ...summary, byMonth: months } });
  });
  await page.reload();
  await page.getByTestId('kpi-Receita').filter({ hasText: '6.260,50' }).waitFor();
  const figures = await expectWhole();
  assert.equal(figures.find((figure) => figure.text.startsWith('R$'))?.text.replace(/\s/g, ' '), 'R$ 6.260,50');
  await screenshot(page, 'finance - Painel on a phone');
});

browserTest(
  "Painel: a student's completed simulado counts in 'Simulados: aprovação por treinamento' (attempts, average, pass rate)",
  async ({ page }) => {
    page.setDefaultTimeout(45_000);
    const tag = runTag('sim');
    const trainingName = `Simulado Painel ${tag}`;
    const studentEmail = uniqueEmail('simulado-painel');
    // A training of this run, a student whose entry releases content, and an exam of three questions.
    const [training] = await admin.post('/api/trainings', { nome_treinamento: trainingName, id_status_treinamento: 1 });
    const [student] = await admin.post('/api/students', { nome_aluno: `Aluna ${tag}`, email: studentEmail, possui_login: true });
    await admin.post('/api/classes', {
      id_treinamento: training.id,
      data_inicio: isoDay(dayFromToday(-1)),
      data_fim: isoDay(dayFromToday(5)),
      id_periodo_turma: 1,
      id_status_turma: 2,
      alunos: [{ id_aluno: student.id, id_inscricao: 1, libera_conteudo: true }],
    });
    for (const [index, correta] of ['A', 'B', 'A'].entries()) {
      await admin.post('/api/questions', {
        id_treinamento: training.id,
        topico: 'Painel',
        enunciado: `Pergunta ${index + 1} do simulado ${tag}`,
        alternativas: [
          { letra: 'A', texto: 'Primeira' },
          { letra: 'B', texto: 'Segunda' },
        ],
        correta,
        explicacao: null,
        dificuldade: 'Fácil',
        ativa: true,
      });
    }
    const exam = await admin.post('/api/exams', {
      id_treinamento: training.id,
      titulo: `Simulado ${tag}`,
      num_questoes: 3,
      tempo_minutos: 10,
      percentual_aprovacao: 50,
      tentativas: null,
      disponivel_de: null,
      disponivel_ate: null,
      por_topico: [],
    });

    // The student's first log-in sets their password; then they take the exam and submit it.
    const password = 'Minha#2026sim';
    await until(async () => (await loginAnswer(studentEmail, 'Treina#Aluno1')).status === 200, 'the student login exists', EVENT_WAIT_MS);
    const first = await apiSession({ email: studentEmail, password: 'Treina#Aluno1' });
    await first.patch(`/api/user/${first.user.id_usuario}`, { senha: password });
    await first.dispose();
    const taker = await apiSession({ email: studentEmail, password });
    let result;
    try {
      await until(
        async () => (await taker.get('/api/exams')).some((row) => row.id === exam.id && row.pode_iniciar),
        'the student may start the exam (their entry reached assessment)',
        EVENT_WAIT_MS,
      );
      const attempt = await taker.post(`/api/exams/${exam.id}/attempts`);
      for (const question of attempt.questoes) await taker.put(`/api/attempts/${attempt.id}/answers/${question.id}`, { letra: 'A' });
      result = await taker.post(`/api/attempts/${attempt.id}/submit`);
    } finally {
      await taker.dispose();
    }

    // The Painel (its default period ends today): the training's row arrives through assessment's event.
    await login(page, DEMO.admin);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
    const card = page.getByRole('table', { name: 'Simulados: aprovação por treinamento' });
    const row = card.locator('tbody tr').filter({ hasText: trainingName });
    await until(
      async () => {
        if ((await row.count()) === 1) return true;
        await page.reload();
        await page.getByRole('heading', { name: 'Painel' }).waitFor();
        await card.waitFor();
        return false;
      },
      'the Painel lists the training of the completed attempt',
      EVENT_WAIT_MS,
    );
    const oneDecimal = (value) => value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    assert.deepEqual(
      (await row.locator('td').allInnerTexts()).map((text) => text.trim()),
      [trainingName, '1', oneDecimal(result.nota), `${oneDecimal(result.aprovado ? 100 : 0)}%`],
    );
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'finance - Painel simulados aprovação por treinamento', { fullPage: false });
  },
);
