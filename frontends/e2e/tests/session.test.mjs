import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, currentUser, expectNotification, login, submitLogin } from '../support/app.mjs';
import { BASE_URL, DEMO, uniqueEmail } from '../support/config.mjs';

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
  // Logging in again works and clears the alert; it returns to the screen the session expired on
  // (the landing screen or Meu Perfil, whichever got the 401 first).
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => ['/activities', '/profile'].includes(url.pathname));
  assert.equal(await page.getByTestId('session-expired').count(), 0);
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

async function firstClassId() {
  const rows = await admin.get('/api/classes');
  assert.ok(rows.length > 0, 'the demo data has classes');
  return rows[0].id;
}

/** With the session gone, an API call of the open list (a search) gets a 401: log-out with the alert. */
async function expireOnScreen(context, page) {
  await context.clearCookies();
  // A call the screen makes in the background may get its 401 first: the same log-out.
  await page
    .getByPlaceholder('Pesquisar')
    .fill('sessao', { timeout: 5000 })
    .catch(() => {});
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal((await page.getByTestId('session-expired').innerText()).trim(), EXPIRED);
}

browserTest('after a 401 mid-session, logging in again returns to the same screen and query, once', async ({ context, page }) => {
  const account = await freshUser('volta');
  await login(page, account);
  await page.goto('/student?studentType=interested');
  await page.getByRole('heading', { name: 'Interessados' }).waitFor();
  await expireOnScreen(context, page);
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/student');
  assert.equal(new URL(page.url()).searchParams.get('studentType'), 'interested');
  await page.getByRole('heading', { name: 'Interessados' }).waitFor();
  await screenshot(page, 'session - back on Interessados after logging in again');
  // Once: a later log-out and log-in lands on the default screen.
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await login(page, account, '/activities');
});

browserTest('a screen reopened with an expired session is where logging in again leads (/class?classId=…)', async ({ context, page }) => {
  const account = await freshUser('reabrevolta');
  const classId = await firstClassId();
  await login(page, account);
  await page.goto(`/class?classId=${classId}`);
  await page.getByRole('heading', { name: 'Turmas' }).waitFor();
  await context.clearCookies();
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal((await page.getByTestId('session-expired').innerText()).trim(), EXPIRED);
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/class');
  assert.equal(new URL(page.url()).searchParams.get('classId'), String(classId));
});

browserTest('another user logging in after an expiry lands on their own default screen', async ({ context, page }) => {
  const first = await freshUser('primeiro');
  const other = await freshUser('outro');
  await login(page, first);
  await page.goto('/student?studentType=interested');
  await page.getByRole('heading', { name: 'Interessados' }).waitFor();
  await expireOnScreen(context, page);
  await login(page, other, '/activities');
  assert.equal(new URL(page.url()).search, '');
});

browserTest('the place to return to is never another site, nor taken from the address', async ({ page }) => {
  const account = await freshUser('redireciona');
  await login(page, account);
  const me = await currentUser(page);
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  // A place planted in the tab that points elsewhere, and parameters on /login: all ignored.
  await page.evaluate(
    (id) => sessionStorage.setItem('treina.return-place', JSON.stringify({ path: '//example.com/x', userId: id })),
    me.id_usuario,
  );
  await page.goto('/login?returnTo=https%3A%2F%2Fexample.com&next=%2F%2Fexample.com');
  await login(page, account, '/activities');
  assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin);
});
