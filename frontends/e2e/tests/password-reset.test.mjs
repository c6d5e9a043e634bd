import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { waitForResetLink } from '../support/mail.mjs';

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest('password reset: request, follow the e-mailed link, set a new password and log in with it', async ({ page }) => {
  const email = uniqueEmail('reset');
  await admin.createUser({ nome: 'Reset E2E', email, senha: 'Antiga#2026', id_tipo_usuario: 3 });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.waitForURL((url) => url.pathname === '/change_password');
  await page.getByText('Troca de Senha').first().waitFor();
  await page.getByText('Digite seu E-mail para solicitar a Troca de Senha').waitFor();
  const requestedAt = Date.now();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Solicitar Troca de Senha' }).click();
  await page.getByTestId('password-feedback').waitFor();
  // Back to /login after the page's pause (REDIRECT_AFTER_REQUEST_MS).
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
  assert.ok(Date.now() - requestedAt >= 1400);

  const { link } = await waitForResetLink(email, requestedAt);
  await page.goto(link);
  await page.getByText('Preencha a Nova Senha duas vezes').waitFor();
  assert.equal(await page.getByLabel('E-mail').inputValue(), email, 'the e-mail comes from the token');
  assert.equal(await page.getByLabel('E-mail').isDisabled(), true);

  const save = page.getByRole('button', { name: 'Salvar Nova Senha' });
  await page.getByLabel('Nova Senha', { exact: false }).first().fill('Nova#2026e2e');
  await page.getByLabel('Confirmação da Nova Senha').fill('Diferente#1');
  await page.getByText("A 'Nova Senha' e a 'Confirmação da Nova Senha' devem coincidir.").waitFor();
  assert.equal(await save.isDisabled(), true);
  await page.getByLabel('Confirmação da Nova Senha').fill('Nova#2026e2e');
  assert.equal(await save.isDisabled(), false);
  await save.click();
  const feedback = page.getByTestId('password-feedback');
  await feedback.waitFor();
  assert.equal((await feedback.innerText()).trim(), 'Senha alterada com sucesso.');
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });

  await login(page, { email, password: 'Nova#2026e2e' });
});
