import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login } from '../support/app.mjs';
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
  await page.goto('/class');
  await bodyRows(page).first().waitFor();
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(training);
  const row = bodyRows(page).filter({ hasText: training });
  await until(async () => (await bodyRows(page).count()) === 1 && (await row.count()) === 1, 'the class of this run');

  // The change, made in the form as staff make it: the student's enrolment goes from 'Inscrito' to 'Cancelado'.
  await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
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
