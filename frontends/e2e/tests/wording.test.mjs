// Portuguese everywhere: the activity types' origin, the student dialogs' titles, the content
// access of an enrolment, and 'Sobre' (the product's version; each module's only to config holders).
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, bodyRows, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest("Configurações: 'Origem' reads Sistema / Fixo / Personalizado", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/config');
  await bodyRows(page).first().waitFor();
  const types = await admin.get('/api/activitiesTypes');
  const expected = { SYSTEM: 'Sistema', FIXED: 'Fixo', CUSTOM: 'Personalizado' };
  const table = page.locator('main table');
  const text = await table.innerText();
  for (const code of new Set(types.map((type) => type.tipo))) {
    assert.ok(text.includes(expected[code]), `${expected[code]} shown for ${code}`);
  }
  assert.doesNotMatch(text, /SYSTEM|FIXED|CUSTOM/);
  await screenshot(page, 'wording - Origem in Configuracoes');
});

browserTest("the student dialogs are 'Dados do Aluno' and 'Dados do Interessado'", async ({ page }) => {
  await login(page, DEMO.admin);
  for (const [href, button, title] of [
    ['/student?studentType=student', 'Novo Aluno', 'Dados do Aluno'],
    ['/student?studentType=interested', 'Novo Interessado', 'Dados do Interessado'],
  ]) {
    await page.goto(href);
    const create = page.getByRole('button', { name: button });
    await create.waitFor();
    await page.waitForFunction((name) => {
      const candidate = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
      return candidate && !candidate.disabled;
    }, button);
    await create.click();
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await dialog.waitFor();
    await dialog
      .getByRole('button', { name: /Fechar/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'hidden' });
  }
});

browserTest("an enrolment whose content is not released reads 'A liberar'", async ({ page }) => {
  const run = Date.now().toString(36);
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: `Liberação ${run}`, id_status_treinamento: 1 });
  const [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: `Aluno Liberação ${run}`, email: uniqueEmail('liberar') });
  // A new enrolment's content is not released until someone releases it.
  const [created] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-03-02',
    data_fim: '2026-03-06',
    id_periodo_turma: 2,
    id_status_turma: 1,
    alunos: [{ id_aluno: studentId, id_inscricao: 1, libera_conteudo: false }],
  });
  await login(page, DEMO.admin);
  await page.goto(`/class?classId=${created.id}`);
  await page.getByText('A liberar', { exact: true }).first().waitFor();
  assert.equal(await page.getByText('À Liberar').count(), 0);
  await screenshot(page, 'wording - A liberar in the class panel');
});

async function openAbout(page) {
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sobre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sobre o Treina' });
  await dialog.waitFor();
  return dialog;
}

browserTest("'Sobre' shows the product's version to everyone and each module's only with the config permission", async ({ page }) => {
  await login(page, DEMO.admin);
  let dialog = await openAbout(page);
  assert.match(await dialog.getByTestId('about-version').innerText(), /^Versão \d+\.\d+\.\d+/);
  await dialog.getByTestId('about-crm_ui').waitFor();
  assert.match(await dialog.getByTestId('about-shell').innerText(), /\d+\.\d+\.\d+/);
  await screenshot(page, 'wording - Sobre for an administrator', { fullPage: false });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  const sales = await apiSession(DEMO.vendas);
  assert.equal(sales.user.permissions.includes('config'), false, 'the sales demo account has no config permission');
  await sales.dispose();
  await login(page, DEMO.vendas);
  dialog = await openAbout(page);
  assert.match(await dialog.getByTestId('about-version').innerText(), /^Versão \d+\.\d+\.\d+/);
  assert.equal(await dialog.getByRole('table').count(), 0, 'no module versions');
  await screenshot(page, 'wording - Sobre without config', { fullPage: false });
});
