// Finance screens (finance_ui) as the administrator: an enrolment with commission made in
// academic reaches Comissões (through the academic → finance events), the commissions CSV
// and the Painel figures (reporting).
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, bodyRows, login } from '../support/app.mjs';
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
