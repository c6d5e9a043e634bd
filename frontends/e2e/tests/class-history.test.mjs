import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, editClassOf, expectNotification, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { chooseOption, until } from '../support/forms.mjs';

// A class's 'Histórico' shows who changed an enrolment, and how, in the form's words.
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest("a class's history shows the admin's change of an enrolment", async ({ page }) => {
  const training = `Histórico ${run}`;
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: training, id_status_treinamento: 1 });
  const studentName = `Aluno Auditado ${run}`;
  const [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: studentName, email: uniqueEmail('auditado') });
  await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-06-01',
    data_fim: '2026-06-05',
    id_periodo_turma: 1,
    id_status_turma: 1,
    alunos: [{ id_aluno: studentId, id_inscricao: 1 }],
  });

  await login(page, DEMO.admin);
  // The change, made in the form as staff make it: the student's enrolment goes from 'Inscrito' to 'Cancelado'.
  const { row, dialog } = await editClassOf(page, training);
  const entry = dialog.getByRole('group', { name: studentName });
  await entry.waitFor();
  await chooseOption(page, entry, /Status da Inscrição/, 'Cancelado');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Turma atualizada com sucesso!');

  await row.getByRole('button', { name: 'Expandir' }).click();
  const history = page.getByRole('region', { name: 'Histórico' });
  const items = history.getByTestId('history-item');
  await until(async () => (await items.count()) === 2, 'the creation and the change in the history');
  const newest = await items.first().innerText();
  assert.match(newest, /Administrador Demo — Alterou/);
  assert.match(newest, new RegExp(`Aluno ${studentName}: Status da Inscrição: Inscrito → Cancelado`));
  assert.match(await items.nth(1).innerText(), /Administrador Demo — Criou/);
  await history.scrollIntoViewIfNeeded();
  mkdirSync(join(process.cwd(), '../../test-output/e2e'), { recursive: true });
  await page.screenshot({ path: join(process.cwd(), '../../test-output/e2e/class-history.png') });

  // Without the audit permission there is no 'Histórico', and the API refuses it.
  const instrutor = await apiSession(DEMO.instrutor);
  try {
    const [stored] = await admin.get(`/api/classes?q=${encodeURIComponent(training)}`);
    await assert.rejects(instrutor.get(`/api/classes/${stored.id}/history`), (error) => error.status === 403);
  } finally {
    await instrutor.dispose();
  }
});

browserTest("a class's history names attendance marks by student and day, and the weekdays by name", async ({ page }) => {
  page.setDefaultTimeout(45_000);
  const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  const isoDay = (offset) => schoolDay.format(new Date(Date.now() + offset * 86_400_000));
  const isoWeekday = (day) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
  const training = `Histórico Presença ${run}`;
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: training, id_status_treinamento: 1 });
  const studentName = `Aluna Presente ${run}`;
  const [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: studentName, email: uniqueEmail('presente') });
  const [{ id: classId }] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: isoDay(-1),
    data_fim: isoDay(0),
    id_periodo_turma: 2,
    id_status_turma: 2,
    dias_semana: [1, 2, 3, 4, 5, 6, 7],
    alunos: [{ id_aluno: studentId, id_inscricao: 1 }],
  });
  const yesterday = (await admin.get(`/api/classes/${classId}/sessions`)).find((session) => session.data === isoDay(-1));
  await admin.put(`/api/sessions/${yesterday.id}/attendance`, [{ id_aluno: studentId, presenca: 'P' }]);
  await admin.put(`/api/sessions/${yesterday.id}/attendance`, [{ id_aluno: studentId, presenca: 'A' }]);
  // A weekday the class has no session on: unchecking it changes no session.
  const meeting = [isoWeekday(isoDay(-1)), isoWeekday(isoDay(0))];
  const dropped = [1, 2, 3, 4, 5, 6, 7].find((day) => !meeting.includes(day));
  const NAMES = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'];

  await login(page, DEMO.admin);
  const { row, dialog } = await editClassOf(page, training);
  await dialog
    .getByRole('group', { name: /Dias da Semana/ })
    .getByRole('checkbox', { name: NAMES[dropped - 1] })
    .uncheck();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Turma atualizada com sucesso!');

  await row.getByRole('button', { name: 'Expandir' }).click();
  const history = page.getByRole('region', { name: 'Histórico' });
  const items = history.getByTestId('history-item');
  await until(async () => (await items.count()) === 4, 'the creation, two marks and the weekday change');
  const [y, m, d] = isoDay(-1).split('-');
  const label = `Presença de ${studentName} na aula de ${d}/${m}/${y}`;
  assert.match(
    await items.nth(0).innerText(),
    new RegExp(`Dias da Semana: ${NAMES.join(', ')} → ${NAMES.filter((_, i) => i !== dropped - 1).join(', ')}`),
  );
  assert.ok((await items.nth(1).innerText()).includes(`${label}: Presente → Ausente`), await items.nth(1).innerText());
  assert.ok((await items.nth(2).innerText()).includes(`${label}: (vazio) → Presente`), await items.nth(2).innerText());
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'class history - attendance and weekdays');
});
