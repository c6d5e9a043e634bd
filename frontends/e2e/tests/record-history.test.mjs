import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login, loginAnswer } from '../support/app.mjs';
import { DEMO, SCREENSHOT_DIR, uniqueEmail } from '../support/config.mjs';
import { until } from '../support/forms.mjs';

// A student's and a user's 'Histórico' show who changed what, in the form's words.
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});
afterAll(async () => admin?.dispose());

async function search(page, text) {
  const box = page.getByRole('textbox', { name: 'Pesquisar' });
  await box.fill('');
  await box.fill(text);
}

browserTest("a lead's history, in its detail panel, shows the admin's change made in the form", async ({ page }) => {
  const name = `Interessado Auditado ${run}`;
  const email = uniqueEmail('historico');
  await admin.post('/api/students', { nome_aluno: name, email });

  await login(page, DEMO.admin);
  await page.goto('/student?studentType=interested');
  await bodyRows(page).first().waitFor();
  await search(page, email);
  const row = bodyRows(page).filter({ hasText: name });
  await until(async () => (await bodyRows(page).count()) === 1 && (await row.count()) === 1, 'the lead of this run');

  await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados do Interessado' });
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Prefere aulas à noite');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Atualizado com sucesso!');
  await dialog.waitFor({ state: 'hidden' });

  await row.getByRole('button', { name: 'Expandir' }).click();
  const history = page.getByTestId('student-detail').getByRole('region', { name: 'Histórico' });
  const items = history.getByTestId('history-item');
  await until(async () => (await items.count()) === 2, 'the creation and the change in the history');
  const newest = await items.first().innerText();
  assert.match(newest, /Administrador Demo — Alterou/);
  assert.match(newest, /Observações: \(vazio\) → Prefere aulas à noite/);
  const created = await items.nth(1).innerText();
  assert.match(created, /Administrador Demo — Criou/);
  assert.match(created, new RegExp(`Nome: ${name}`));
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'student-history.png') });
});

browserTest("a user's history, in the edit dialog, shows the admin's change and the user's log-in", async ({ page }) => {
  const email = uniqueEmail('usuario-historico');
  const password = 'Historico#2026';
  await admin.post('/api/auth/register', { nome: `Pessoa ${run}`, email, senha: password, id_tipo_usuario: 3, permissions: [] });
  assert.equal((await loginAnswer(email, password)).status, 200, 'the new user logs in');

  await login(page, DEMO.admin);
  await page.goto('/user');
  await bodyRows(page).first().waitFor();
  await search(page, email);
  const row = bodyRows(page).filter({ hasText: email });
  await row.waitFor();

  const openEdit = async () => {
    await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
    await page.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dados do Usuário' });
    await dialog.waitFor();
    return dialog;
  };
  let dialog = await openEdit();
  await page.waitForTimeout(300); // the user's own permissions load into the form
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(`Pessoa Editada ${run}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Usuário atualizado com sucesso!');
  await dialog.waitFor({ state: 'hidden' });

  await search(page, email);
  await row.filter({ hasText: `Pessoa Editada ${run}` }).waitFor();
  dialog = await openEdit();
  const history = dialog.getByRole('region', { name: 'Histórico' });
  const items = history.getByTestId('history-item');
  await until(async () => (await items.count()) >= 3, 'the change, the log-in and the creation in the history');
  const texts = await items.allInnerTexts();
  assert.match(texts[0], /Administrador Demo — Alterou/);
  assert.match(texts[0], new RegExp(`Nome: Pessoa ${run} → Pessoa Editada ${run}`));
  assert.ok(
    texts.some((text) => /Pessoa (Editada )?\S+ — Entrou no sistema/.test(text) && /Endereço IP: \S+/.test(text)),
    texts.join('\n'),
  );
  assert.match(texts.at(-1), /Administrador Demo — Criou/);
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'user-history.png') });
});
