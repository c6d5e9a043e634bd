// Cobranças with PIX against the real product: an enrolment with a price in three instalments,
// the first past its due day, becomes three charges in finance. Staff see them overdue first,
// in Inadimplência and the Painel, and record a payment by hand; the student pays by PIX from
// their phone's 'Financeiro' (the code copied, the QR drawn by the server); once every instalment
// is paid, the class shows the student's entry as 'Pago'.
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, bodyRows, editClassOf, expectNotification, login, loginAnswer, submitLogin } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { chooseOption, dateBR } from '../support/crm.mjs';
import { until } from '../support/forms.mjs';

const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PHONE = { width: 390, height: 844 };
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
const isoDay = (offset) => schoolDay.format(new Date(Date.now() + offset * 86_400_000));
const brDay = (iso) => iso.split('-').reverse().join('/');
const studentName = `Aluna Cobrança ${run}`;
const trainingName = `Curso Cobrança ${run}`;
const studentEmail = uniqueEmail('cobranca');
const DEFAULT_PASSWORD = 'Treina#Aluno1';
// Events usually land within a second; the machine may be busy.
const EVENT_WAIT_MS = 30_000;

let admin;
let studentId;
let classId;

beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  // Who receives the PIX payments: without a key the charges carry no PIX code.
  await admin.put('/api/finance-settings', { chave_pix: 'financeiro@treina.dev', nome_recebedor: 'TREINA CURSOS', cidade: 'SAO PAULO' });
  const [{ id: trainingId }] = await admin.post('/api/trainings', {
    nome_treinamento: trainingName,
    id_status_treinamento: 1,
    valor: '1200.00',
  });
  [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: studentName, email: studentEmail, possui_login: true });
  [{ id: classId }] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    desc_turma: `Turma Cobrança ${run}`,
    data_inicio: isoDay(20),
    data_fim: isoDay(24),
    id_periodo_turma: 1,
    id_status_turma: 1,
    alunos: [{ id_aluno: studentId, id_inscricao: 1, parcelas: 3, primeiro_vencimento: isoDay(-10) }],
  });
  await until(
    async () => (await admin.get(`/api/charges?filter.id_aluno=${studentId}`)).length === 3,
    'finance makes the three charges from the enrolment',
    EVENT_WAIT_MS,
  );
  await until(async () => (await loginAnswer(studentEmail, DEFAULT_PASSWORD)).status === 200, 'the student login exists', EVENT_WAIT_MS);
}, 120_000);
afterAll(async () => admin?.dispose());

browserTest(
  "staff: the overdue charge first, Inadimplência links to it, and 'Registrar pagamento' pays it",
  async ({ page }) => {
    await login(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Cobranças', exact: true }).click();
    await page.getByRole('heading', { name: 'Cobranças' }).waitFor();
    await page.goto(`/cobrancas?filter.id_aluno=${studentId}`);
    await page.getByTestId('filter-student').getByText(`Aluno: ${studentName}`).waitFor();
    await until(async () => (await bodyRows(page).count()) === 3, 'the three charges');
    const cells = async (index) => (await bodyRows(page).nth(index).locator('td').allInnerTexts()).map((text) => text.trim());
    const first = await cells(0);
    for (const expected of [studentName, '1/3', 'R$ 400,00', brDay(isoDay(-10)), 'Vencida']) {
      assert.ok(first.includes(expected), `the first row shows ${expected}: ${JSON.stringify(first)}`);
    }
    assert.ok((await cells(1)).includes('Aberta'));
    await screenshot(page, 'charges - Cobranças of one student');

    // Inadimplência: the student owes the first instalment; the row opens their charges.
    await page.goto('/inadimplencia');
    const owed = page.locator('tbody tr[data-row-id]').filter({ hasText: studentName });
    await owed.waitFor();
    assert.deepEqual(
      (await owed.locator('td').allInnerTexts()).map((text) => text.trim()),
      [studentName, '1', 'R$ 400,00', brDay(isoDay(-10))],
    );
    await page.getByRole('tab', { name: 'Por turma' }).click();
    const classRow = page.locator(`tbody tr[data-row-id="${classId}"]`);
    await classRow.waitFor();
    assert.equal((await classRow.locator('td').nth(2).innerText()).trim(), 'R$ 400,00');
    await page.getByRole('tab', { name: 'Por aluno' }).click();
    await owed.locator('td').nth(2).click();
    await page.waitForURL((url) => url.pathname === '/cobrancas' && url.searchParams.get('filter.id_aluno') === String(studentId));
    await until(async () => (await bodyRows(page).count()) === 3, 'the student’s charges');

    // Registrar pagamento: what is due and today prefilled; a future day refused; the payment recorded.
    await bodyRows(page).first().getByRole('button', { name: 'Registrar pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar pagamento' });
    assert.equal(await dialog.getByRole('textbox', { name: 'Valor' }).inputValue(), '400,00');
    assert.equal(await dialog.locator('input[name="pago_em"]').inputValue(), dateBR());
    await chooseOption(page, dialog, /Forma de pagamento/, 'Dinheiro');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectNotification(page, 'Pagamento registrado.');
    const paid = bodyRows(page).filter({ hasText: '1/3' });
    const paidCells = await until(async () => {
      const texts = (await paid.locator('td').allInnerTexts()).map((text) => text.trim());
      return texts.includes('Paga') && texts;
    }, 'the charge shows as paid');
    for (const expected of ['Paga', dateBR(), 'Dinheiro'])
      assert.ok(paidCells.includes(expected), `${expected}: ${JSON.stringify(paidCells)}`);

    // The Painel's 'Cobranças' figures.
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Cobranças' });
    for (const label of ['Recebido no mês', 'A receber', 'Vencido']) {
      assert.match(await section.getByTestId(`kpi-${label}`).innerText(), /^R\$\s[\d.]+,\d{2}$/);
    }
  },
  { timeout: 120_000 },
);

browserTest("a student pays by PIX from 'Financeiro' on a 390×844 phone", async ({ context, page }) => {
  page.setDefaultTimeout(45_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(PHONE);
  await submitLogin(page, studentEmail, DEFAULT_PASSWORD);
  await page.getByRole('heading', { name: 'Troque sua senha' }).waitFor();
  const own = 'Minha#2026pix';
  await page.getByLabel('Nova Senha', { exact: false }).first().fill(own);
  await page.getByLabel('Confirmação da Nova Senha').fill(own);
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  // The change page shows in place of the landing screen: gone once the new password is saved.
  await page.getByRole('heading', { name: 'Troque sua senha' }).waitFor({ state: 'detached' });
  // On a phone the drawer opens from the app bar.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Financeiro', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/financeiro');
  await page.getByRole('heading', { name: 'Financeiro' }).waitFor();
  const cards = page.getByTestId('my-charge');
  await until(async () => (await cards.count()) === 3, 'three cards');
  const open = cards.filter({ has: page.getByRole('button', { name: 'Copiar código PIX' }) }).first();
  const code = await open.getByRole('textbox', { name: 'PIX copia e cola' }).inputValue();
  assert.match(code, /^000201/);
  const image = open.getByRole('img', { name: 'QR code PIX da cobrança' });
  await until(async () => (await image.evaluate((img) => img.complete && img.naturalWidth)) > 0, 'the QR image is drawn');
  await open.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expectNotification(page, 'Código PIX copiado.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways');
  await screenshot(page, 'charges - Financeiro on a phone');
});

browserTest("staff: once every instalment is paid the student's entry in the class shows 'Pago'", async ({ page }) => {
  // What the first test left open (the student's own PIX is not paid here): paid by hand through the API.
  for (const charge of await admin.get(`/api/charges?filter.id_aluno=${studentId}`)) {
    if (charge.status === 'Paga') continue;
    await admin.post(`/api/charges/${charge.id}/payments`, { valor: charge.valor, pago_em: isoDay(0), forma_pagamento: 'PIX' });
  }
  await login(page, DEMO.admin);
  let chargesChip = '';
  const statusOf = async () => {
    const { dialog } = await editClassOf(page, trainingName);
    const entry = dialog.getByRole('group', { name: studentName });
    const text = (await entry.getByRole('combobox', { name: /Status da Inscrição/ }).innerText()).trim();
    chargesChip = (await entry.getByTestId('enrolment-charges').innerText()).trim();
    if (text === 'Pago') {
      await entry.scrollIntoViewIfNeeded();
      await screenshot(page, 'charges - class form, the entry paid off', { fullPage: false });
    }
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    return text;
  };
  // finance announces the enrolment paid; academic moves it to 'Pago' as a staff change would.
  await until(async () => (await statusOf()) === 'Pago', "the entry shows 'Pago'", EVENT_WAIT_MS);
  // Beside the entry, finance's word on its charges.
  assert.equal(chargesChip, 'Cobranças: Quitada (3/3 pagas)');
  const [klass] = await admin.get(`/api/classes?classId=${classId}`);
  const entry = klass.alunos.find((candidate) => candidate.id_aluno === studentId);
  assert.equal(entry.id_inscricao, 3);
  assert.ok(entry.data_hora_pagamento, 'the payment time is the last payment');
});
