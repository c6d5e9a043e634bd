import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, login } from '../support/app.mjs';
import { accessibilityViolations } from '../support/axe.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { until } from '../support/forms.mjs';

// Minhas Aulas on a phone (an instructor marks attendance) and the Agenda (staff), against the real product: a class of this
// run, taught by the demo instructor, meeting every day from today, with two seated students; a second class at the same
// times makes its sessions conflict with the first.
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PHONE = { width: 390, height: 844 };
// Days in the school's calendar (São Paulo), as the server and the screens count them.
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
const isoDay = (offset) => schoolDay.format(new Date(Date.now() + offset * 86_400_000));
const className = `Presença ${run}`;
const otherClassName = `Conflito ${run}`;
let admin;
let classId;
let otherClassId;
let sessions;

beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  const instructor = (await admin.get('/api/user')).find((user) => user.email === DEMO.instrutor.email);
  const [{ id: trainingId }] = await admin.post('/api/trainings', {
    nome_treinamento: `Curso ${run}`,
    id_status_treinamento: 1,
    id_instrutor: instructor.id_usuario,
  });
  const students = [];
  for (const name of ['Ana', 'Bruno'])
    students.push(
      (await admin.post('/api/students', { nome_aluno: `${name} ${className}`, email: uniqueEmail(`presenca-${name}`) }))[0].id,
    );
  const classBody = (desc_turma) => ({
    id_treinamento: trainingId,
    desc_turma,
    data_inicio: isoDay(0),
    data_fim: isoDay(6),
    id_periodo_turma: 1,
    id_status_turma: 1,
    id_instrutor: instructor.id_usuario,
    dias_semana: [1, 2, 3, 4, 5, 6, 7],
    alunos: students.map((id_aluno) => ({ id_aluno, id_inscricao: 1 })),
  });
  [{ id: classId }] = await admin.post('/api/classes', classBody(className));
  [{ id: otherClassId }] = await admin.post('/api/classes', { ...classBody(otherClassName), alunos: [] });
  sessions = await admin.get(`/api/classes/${classId}/sessions`);
}, 60_000);
afterAll(async () => admin?.dispose());

browserTest("Minhas Aulas on a phone: the instructor lands on it, opens today's session and saves its attendance", async ({ page }) => {
  page.setDefaultTimeout(45_000);
  await page.setViewportSize(PHONE);
  const today = sessions.find((session) => session.data === isoDay(0));
  assert.ok(today, 'the class meets today');
  await login(page, DEMO.instrutor, '/minhas-aulas');
  // Not the other class's cards: they name this class in their conflict line.
  const card = page.getByTestId('session-card').filter({ hasText: className }).filter({ hasNotText: otherClassName });
  await card.first().waitFor();
  // Today and the following days of this class, under day headings, today's first.
  assert.ok((await card.count()) >= 5, 'the sessions of the next days are listed');
  assert.match(await page.getByTestId('session-day').first().getByRole('heading').innerText(), /^Hoje, /);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways');
  await screenshot(page, 'attendance - Minhas Aulas on a phone');
  assert.deepEqual(await accessibilityViolations(page), [], 'Minhas Aulas');

  await card.first().click();
  await page.waitForURL((url) => url.pathname === '/minhas-aulas' && url.searchParams.get('aula') === String(today.id));
  const rows = page.getByTestId('attendance-student');
  await until(async () => (await rows.count()) === 2, 'the two seated students');
  // Big touch targets: each mark at least 48 px high and the four side by side within the phone's width.
  const box = await rows.first().getByRole('button', { name: 'Presente' }).boundingBox();
  assert.ok(box.height >= 48 && box.width >= 60, `mark button ${box.width}×${box.height}`);
  await page.getByRole('button', { name: 'Marcar todos presentes' }).click();
  await rows.nth(1).getByRole('button', { name: 'Ausente' }).click();
  assert.deepEqual(await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-mark'))), ['P', 'A']);
  await screenshot(page, 'attendance - marking on a phone', { fullPage: false });
  assert.deepEqual(await accessibilityViolations(page), [], 'the attendance screen');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByTestId('attendance-saved').getByText('Presença salva com sucesso!').waitFor();
  // Said in the bar itself: nothing covers 'Salvar'.
  const bar = await page.getByTestId('attendance-actions').boundingBox();
  assert.ok(bar.y + bar.height <= PHONE.height, 'the bar with Salvar is on screen');
  const saved = await admin.get(`/api/sessions/${today.id}/attendance`);
  assert.deepEqual(
    saved.alunos.map((student) => student.presenca),
    ['P', 'A'],
  );
  assert.equal(saved.aula.status, 'Realizada');

  // Back to the list: the session reads 'Realizada' with its attendance recorded.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await card.first().getByText('Presença registrada').waitFor();
  assert.match(await card.first().innerText(), /Realizada/);

  // Tomorrow's session: the server refuses, and its message is shown.
  await card.nth(1).click();
  await until(async () => (await rows.count()) === 2, 'the two seated students');
  await page.getByRole('button', { name: 'Marcar todos presentes' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  const refusal = await page.getByTestId('attendance-error').innerText();
  assert.notEqual(refusal, 'Ocorreu um erro ao salvar a presença.', 'the server’s own message');
  await screenshot(page, 'attendance - a later session refused on a phone', { fullPage: false });
});

browserTest(
  'Agenda: week and month, filtered by class on the server, conflicts in red, a session opens its attendance',
  async ({ page }) => {
    page.setDefaultTimeout(45_000);
    await login(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Agenda' }).click();
    await page.waitForURL((url) => url.pathname === '/agenda');
    await page.getByTestId('agenda-week').waitFor();
    assert.match(await page.getByTestId('agenda-period').innerText(), /^\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);

    // The other class's sessions conflict with this run's class: red, naming it.
    const asked = [];
    page.on('request', (request) => request.url().includes('/api/sessions?') && asked.push(new URL(request.url())));
    await page.goto(`/agenda?turma=${otherClassId}`);
    const blocks = page.getByTestId('agenda-session');
    await blocks.first().waitFor();
    assert.ok(
      asked.some((url) => url.searchParams.get('id_turma') === String(otherClassId)),
      'the class filter goes to the server',
    );
    const conflicts = await blocks.evaluateAll((list) => list.map((block) => [block.getAttribute('data-conflict'), block.textContent]));
    assert.ok(conflicts.length > 0);
    // Each names the class it collides with: this run's, or another the instructor kept from an earlier run at the same times.
    for (const [conflict, text] of conflicts) {
      assert.equal(conflict, 'true');
      assert.match(text, /Conflito com (Presença|Conflito) \w+/);
    }
    const [red, green] = (await blocks.first().evaluate((block) => getComputedStyle(block).color)).match(/\d+/g).map(Number);
    assert.ok(red > green + 80, 'the conflict is written in red');
    await screenshot(page, 'attendance - Agenda week with conflicts');

    // The month of this run's class, then its detail and the attendance taken above.
    await page.goto(`/agenda?turma=${classId}`);
    await page.getByRole('button', { name: 'Mês' }).click();
    await page.getByTestId('agenda-month').waitFor();
    await page.getByTestId('agenda-session').first().waitFor();
    await screenshot(page, 'attendance - Agenda month');
    assert.deepEqual(await accessibilityViolations(page), [], 'the Agenda by month');
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await page.getByRole('button', { name: 'Hoje' }).click();
    await page.locator(`[data-testid="agenda-day"][data-day="${isoDay(0)}"] [data-testid="agenda-session"]`).click();
    const dialog = page.getByRole('dialog', { name: className });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /Instrutor Demo/);
    await dialog.getByRole('button', { name: /presença/ }).click();
    const rows = page.getByTestId('attendance-student');
    await until(async () => (await rows.count()) === 2, 'the two seated students');
    assert.deepEqual(await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-mark'))), ['P', 'A']);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByTestId('agenda-month').waitFor();
  },
);
