import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, currentUser, expectNotification, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';

const EXPIRED = 'Sua sessão expirou. Faça login novamente!';
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

async function freshUser(prefix) {
  const email = uniqueEmail(prefix);
  const password = 'Sessao#2026';
  await admin.createUser({ nome: `Sessão ${prefix}`, email, senha: password, id_tipo_usuario: 3 });
  return { email, password };
}

browserTest("'Sair' logs out and goes to /login; the app is closed afterwards", async ({ page }) => {
  const account = await freshUser('sair');
  await login(page, account);
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(await page.getByTestId('session-expired').count(), 0, 'a plain logout is not "expired"');
  assert.equal(await currentUser(page), null);
  await page.goto('/user');
  await page.waitForURL((url) => url.pathname === '/login');
});

browserTest('an expired session: the next API call logs out with the alert on /login', async ({ context, page }) => {
  const account = await freshUser('expira');
  await login(page, account);
  await context.clearCookies();
  // Meu Perfil reads the session (GET /api/auth/me), which now answers 401. The landing
  // page's own calls may get their 401 first and log out before the menu is clicked:
  // the same behaviour, so a click that finds the menu gone is not a failure.
  await page
    .getByRole('button', { name: 'Menu do perfil' })
    .click({ timeout: 5000 })
    .then(() => page.getByRole('menuitem', { name: 'Meu Perfil' }).click({ timeout: 5000 }))
    .catch(() => {});
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal((await page.getByTestId('session-expired').innerText()).trim(), EXPIRED);
  // Logging in again works and clears the alert.
  await login(page, account);
});

browserTest('an expired session found when the app opens also shows the alert', async ({ context, page }) => {
  const account = await freshUser('reabre');
  await login(page, account);
  await context.addCookies([{ name: 'treina_session', value: 'invalido', url: new URL(page.url()).origin }]);
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal((await page.getByTestId('session-expired').innerText()).trim(), EXPIRED);
});

browserTest('Meu Perfil: e-mail read-only, the name is updated', async ({ page }) => {
  const account = await freshUser('perfil');
  await login(page, account);
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  const emailField = page.getByLabel('E-mail');
  await emailField.waitFor();
  assert.equal(await emailField.isDisabled(), true);
  assert.equal(await emailField.inputValue(), account.email);
  await page.getByRole('textbox', { name: 'Nome' }).fill('Nome Alterado E2E');
  await page.getByRole('button', { name: 'Atualizar Dados' }).click();
  await expectNotification(page, 'Usuário atualizado com sucesso!');
  await page.getByTestId('current-user-name').filter({ hasText: 'Nome Alterado E2E' }).waitFor();
});
