import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, currentUser, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

const NO_PERMISSION = 'Você não tem permissão para acessar esta página.';

/** The refusal alone: its message, no table, no button of the screen (export, create). */
async function expectRefusalOnly(page) {
  const refusal = page.getByTestId('no-permission');
  await refusal.waitFor();
  assert.match(await refusal.innerText(), new RegExp(NO_PERMISSION.replace('.', '\\.')));
  const main = page.locator('main');
  assert.equal(await main.locator('table').count(), 0, 'no table');
  assert.equal(await main.getByRole('button').count(), 0, 'no button (no export, no create)');
  assert.equal(await page.getByText('Nenhuma informação encontrada').count(), 0);
}

browserTest('a user without the "user" permission who forces /user sees only the refusal; the server refuses too', async ({ page }) => {
  const email = uniqueEmail('semusuarios');
  await admin.createUser({ nome: 'Sem Usuários', email, senha: 'SemUser#2026', id_tipo_usuario: 3, permissions: ['activities'] });
  await login(page, { email, password: 'SemUser#2026' }, '/activities');
  const me = await currentUser(page);
  assert.equal(me.permissions.includes('user'), false);
  assert.equal(await page.getByRole('link', { name: 'Usuários' }).count(), 0, 'no Usuários menu entry');

  const asked = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !path.startsWith('/api/auth/')) asked.push(path);
  });
  // Typed into the address bar, and reached through the app's own navigation.
  for (const path of ['/user', '/config', '/commissions', '/dashboard', '/class', '/student?studentType=student']) {
    await page.goto(path);
    await expectRefusalOnly(page);
    await page.waitForFunction(() => document.title.endsWith(' · Treina'));
  }
  await screenshot(page, 'access - refusal of Alunos without permission');
  assert.deepEqual(asked, [], 'the refused screens ask the API for nothing');
  // The server's own rule, whatever the page shows.
  const refused = await page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).status);
  assert.equal(refused, 403);
});

browserTest('a demo account without "user" gets the same refusal', async ({ page }) => {
  let account = null;
  for (const candidate of [DEMO.consultor, DEMO.instrutor, DEMO.vendas]) {
    const session = await apiSession(candidate);
    const lacks = !session.user.permissions.includes('user');
    await session.dispose();
    if (lacks) {
      account = candidate;
      break;
    }
  }
  // The demo data has accounts without it (the instructor's and the consultant's).
  assert.ok(account, 'a demo account without the "user" permission');
  await login(page, account, account.landing ?? '/activities');
  await page.goto('/user');
  await expectRefusalOnly(page);
  assert.equal(await page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).status), 403);
  // Meu Perfil needs no permission: it opens for everyone.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Atualizar Dados' }).waitFor();
  assert.equal(await page.getByTestId('no-permission').count(), 0);
});
