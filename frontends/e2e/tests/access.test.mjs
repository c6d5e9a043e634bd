import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, currentUser, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest('a user without the "user" permission who forces /user is refused by the server', async ({ page }) => {
  const email = uniqueEmail('semusuarios');
  await admin.createUser({ nome: 'Sem Usuários', email, senha: 'SemUser#2026', id_tipo_usuario: 3, permissions: ['activities'] });
  await login(page, { email, password: 'SemUser#2026' }, '/activities');
  const me = await currentUser(page);
  assert.equal(me.permissions.includes('user'), false);
  assert.equal(await page.getByRole('link', { name: 'Usuários' }).count(), 0, 'no Usuários menu entry');

  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user');
  await page.goto('/user');
  const answer = await refused;
  assert.equal(answer.status(), 403);
  const { statusMsg } = await answer.json();
  const shown = page.getByTestId('page-error');
  await shown.waitFor();
  assert.equal((await shown.innerText()).trim(), statusMsg);
  assert.equal(await bodyRows(page).count(), 0);
  assert.ok(await page.getByText('Nenhuma informação encontrada').isVisible());
  assert.equal(await page.getByRole('button', { name: 'Novo Usuário' }).count(), 0);
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
  await login(page, account, '/activities');
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user');
  await page.goto('/user');
  assert.equal((await refused).status(), 403);
  await page.getByTestId('page-error').waitFor();
  assert.equal(await bodyRows(page).count(), 0);
});
