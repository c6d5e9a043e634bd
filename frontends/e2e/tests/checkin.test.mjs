import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, login, loginAnswer, submitLogin } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { until } from '../support/forms.mjs';

// The QR check-in against the real product: a class of this run meeting today, taught by the demo instructor, with one
// student whose login the school enabled; the instructor shows the code on the attendance screen and the student's phone
// opens the address it carries, logs in there and comes back to be marked present.
// The dialog fades in: shot once it is fully shown.
const shown = (dialog) =>
  until(
    async () => (await dialog.locator('.MuiDialog-container').evaluate((node) => getComputedStyle(node).opacity)) === '1',
    'the dialog fully shown',
  );
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PHONE = { width: 390, height: 844 };
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
const isoDay = (offset) => schoolDay.format(new Date(Date.now() + offset * 86_400_000));
const className = `Check-in ${run}`;
const studentEmail = uniqueEmail('checkin');
const DEFAULT_PASSWORD = 'Treina#Aluno1';
let admin;
let instructor;
let today;
let tomorrow;
let studentId;

beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  instructor = await apiSession(DEMO.instrutor);
  const instructorUser = (await admin.get('/api/user')).find((user) => user.email === DEMO.instrutor.email);
  const [{ id: trainingId }] = await admin.post('/api/trainings', {
    nome_treinamento: `Curso ${run}`,
    id_status_treinamento: 1,
    id_instrutor: instructorUser.id_usuario,
  });
  [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: `Aluna ${className}`, email: studentEmail, possui_login: true });
  const [{ id: classId }] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    desc_turma: className,
    data_inicio: isoDay(0),
    data_fim: isoDay(3),
    id_periodo_turma: 1,
    id_status_turma: 1,
    id_instrutor: instructorUser.id_usuario,
    dias_semana: [1, 2, 3, 4, 5, 6, 7],
    alunos: [{ id_aluno: studentId, id_inscricao: 1 }],
  });
  const sessions = await admin.get(`/api/classes/${classId}/sessions`);
  today = sessions.find((session) => session.data === isoDay(0));
  tomorrow = sessions.find((session) => session.data === isoDay(1));
  // Identity creates the student's login from academic's event.
  await until(async () => (await loginAnswer(studentEmail, DEFAULT_PASSWORD)).status === 200, 'the student login exists', 30_000);
}, 90_000);
afterAll(async () => {
  await admin?.dispose();
  await instructor?.dispose();
});

browserTest("the instructor's QR code on a phone: large, renewed with a countdown; refused off the session's day", async ({ page }) => {
  page.setDefaultTimeout(45_000);
  await page.setViewportSize(PHONE);
  await login(page, DEMO.instrutor, '/minhas-aulas');
  await page.goto(`/minhas-aulas?aula=${today.id}`);
  await page.getByRole('button', { name: 'QR code de presença' }).click();
  const dialog = page.getByTestId('checkin-qr-dialog');
  const image = dialog.getByTestId('checkin-qr-image');
  await image.waitFor();
  assert.match(await image.getAttribute('src'), /^data:image\/svg\+xml/);
  const box = await image.boundingBox();
  assert.ok(box.width >= 300, `QR code ${box.width} px wide`);
  assert.match(await dialog.getByTestId('checkin-countdown').innerText(), /^(Novo código em \d+ s|Renovando…)$/);
  assert.match(await dialog.innerText(), new RegExp(className));
  await shown(dialog);
  await screenshot(page, 'checkin - QR code on a phone', { fullPage: false });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await page.goto(`/minhas-aulas?aula=${tomorrow.id}`);
  await page.getByRole('button', { name: 'QR code de presença' }).click();
  const refusal = await page.getByTestId('checkin-error').innerText();
  assert.notEqual(refusal, 'Não foi possível obter o QR code de presença.', 'the server’s own message');
  await shown(dialog);
  await screenshot(page, 'checkin - QR code refused off the day', { fullPage: false });
});

browserTest('a student scans the code on a 390×844 phone, logs in and is marked present', async ({ page }) => {
  page.setDefaultTimeout(45_000);
  await page.setViewportSize(PHONE);
  const checkin = await instructor.get(`/api/sessions/${today.id}/checkin`);
  const url = new URL(checkin.url);
  assert.equal(url.pathname, `/presenca/${today.id}`);
  await page.goto(`${url.pathname}${url.search}`);
  await page.waitForURL((at) => at.pathname === '/login');
  await submitLogin(page, studentEmail, DEFAULT_PASSWORD);
  // The default password is changed first; then the check-in page the code opened.
  await page.getByRole('heading', { name: 'Troque sua senha' }).waitFor();
  const own = 'Minha#2026check';
  await page.getByLabel('Nova Senha', { exact: false }).first().fill(own);
  await page.getByLabel('Confirmação da Nova Senha').fill(own);
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  const result = page.getByTestId('checkin-result');
  await result.getByText('Presença registrada').waitFor();
  assert.equal(new URL(page.url()).pathname, `/presenca/${today.id}`);
  assert.match(await result.innerText(), new RegExp(`${className} · \\d{2}/\\d{2}/\\d{4} às \\d{2}:\\d{2}`));
  const [y, m, d] = today.data.split('-');
  await page.getByText(`Curso ${run} — Turma ${today.id_turma} · ${d}/${m}/${y} ${today.inicio}`).waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways');
  await screenshot(page, 'checkin - student marked present', { fullPage: false });
  const sheet = await admin.get(`/api/sessions/${today.id}/attendance`);
  assert.equal(sheet.alunos.find((row) => row.id_aluno === studentId)?.presenca, 'P');

  // An old or wrong code: the server's refusal, large.
  await page.goto(`/presenca/${today.id}?codigo=000000`);
  await result.waitFor();
  const refusal = await result.innerText();
  assert.doesNotMatch(refusal, /Presença registrada/);
  assert.doesNotMatch(refusal, /Não foi possível registrar a presença/);
  await screenshot(page, 'checkin - code refused', { fullPage: false });
});

browserTest("'Agenda no celular' on Minhas Aulas: an address shown once when generated, then revoked", async ({ page }) => {
  page.setDefaultTimeout(45_000);
  await page.setViewportSize(PHONE);
  await login(page, DEMO.instrutor, '/minhas-aulas');
  const card = page.getByTestId('calendar-feed');
  await card
    .getByTestId('calendar-feed-status')
    .filter({ hasText: /endereço ativo/i })
    .waitFor();
  await card.getByRole('button', { name: 'Gerar endereço' }).click();
  const address = card.getByRole('textbox', { name: 'Endereço da agenda' });
  await address.waitFor();
  assert.match(await address.inputValue(), /\.ics$/);
  await card.getByText('Gerar outro revoga este.').waitFor();
  assert.match(await card.getByTestId('calendar-feed-status').innerText(), /^Endereço ativo desde \d{2}\/\d{2}\/\d{4}\.$/);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'checkin - calendar feed generated on a phone', { fullPage: false });
  await card.getByRole('button', { name: 'Revogar' }).click();
  await card.getByTestId('calendar-feed-status').getByText('Nenhum endereço ativo.').waitFor();
  assert.equal(await address.count(), 0);
  assert.equal((await instructor.get('/api/calendar/feed')).ativo, false);
});
