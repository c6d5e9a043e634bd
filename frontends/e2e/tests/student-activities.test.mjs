import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, expectNotification, login } from '../support/app.mjs';
import { DEMO, SCREENSHOT_DIR, uniqueEmail } from '../support/config.mjs';
import { chooseOption, dateBR, runTag } from '../support/crm.mjs';
import { until } from '../support/forms.mjs';

// A 'Contato com Aluno' activity concluded in Atividades (CRM) shows in the student's
// detail panel in Alunos (academic), carried by CRM's crm.activity.*.v1 events.
const run = runTag('ativ');
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest("a concluded activity shows in the student's detail panel: date, type, description, responsible, status", async ({ page }) => {
  // A student of a class (so listed in Alunos), known to CRM's student typeahead through academic's events.
  const studentName = `Aluna Atividades ${run}`;
  const [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: studentName, email: uniqueEmail('atividades') });
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: `Atividades ${run}`, id_status_treinamento: 1 });
  await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-12-07',
    data_fim: '2026-12-11',
    id_periodo_turma: 1,
    id_status_turma: 1,
    alunos: [{ id_aluno: studentId, id_inscricao: 1 }],
  });
  await until(
    async () => (await admin.get(`/api/activity/students?q=${encodeURIComponent(studentName)}&limit=5`)).length === 1,
    "the student in CRM's typeahead",
  );

  // Vendas records the contact as done, as a user would.
  const description = `Retorno sobre a turma de dezembro ${run}`;
  await login(page, DEMO.vendas);
  await page.getByRole('heading', { name: 'Atividades' }).waitFor();
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Nova Atividade'));
    return button && !button.disabled;
  });
  await page.getByRole('button', { name: 'Nova Atividade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
  await dialog.waitFor();
  await chooseOption(page, dialog, /Tipo de Atividade/, 'Contato com Aluno');
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(description);
  await dialog.getByRole('combobox', { name: /Nome do Aluno/ }).pressSequentially(studentName.slice(0, 12));
  await page.getByRole('option', { name: studentName }).first().click();
  await chooseOption(page, dialog, /Status da Atividade/, 'Concluído');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Atividade criada com sucesso!');
  await dialog.waitFor({ state: 'hidden' });
  const vendas = (await page.evaluate(() => fetch('/api/auth/me').then((answer) => answer.json()))).nome;

  // Alunos, the student's row opened by ?studentId=: the panel lists the concluded activity
  // (academic takes it from CRM's event a moment after the save: the page is opened again until then).
  const lines = page.getByTestId('student-activity');
  await until(
    async () => {
      await page.goto(`/student?studentType=student&studentId=${studentId}`);
      await page.getByTestId('student-detail').waitFor({ timeout: 10_000 });
      return (await lines.count()) === 1;
    },
    "the activity in the student's panel",
    45_000,
  );
  const panel = page.getByTestId('student-detail');
  assert.deepEqual(
    await panel.getByRole('heading').allInnerTexts(),
    ['Interesses', 'Turmas', 'Atividades Realizadas', 'Documentos', 'Contato para marketing'],
    'SPEC order: interests, classes, completed activities, (observations,) documents; then the marketing consent (issue 17)',
  );
  const [what, who] = (await lines.first().innerText()).split(/\n+/);
  assert.equal(what, `${dateBR()} — Contato com Aluno — ${description}`);
  assert.equal(who, `Responsável: ${vendas} · Status: Concluído`);

  // The row's auto-expansion scrolls it into view, the wide table sideways too: back to its left edge for the picture.
  await panel.evaluate((element) => {
    for (let node = element.parentElement; node; node = node.parentElement) node.scrollLeft = 0;
  });
  await page.waitForTimeout(300);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'student-panel-activities.png') });
});
