import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, currentUser, expectedMenu, login, loginAnswer, menuLabels, submitLogin } from '../support/app.mjs';
import { DEMO, MENU, uniqueEmail } from '../support/config.mjs';

for (const account of Object.values(DEMO)) {
  const landing = account.landing ?? '/activities';
  browserTest(`${account.email} logs in, lands on ${landing} and sees only the permitted menu entries`, async ({ page }) => {
    await page.goto('/login');
    await assert.doesNotReject(page.getByText('Digite seu E-mail e Senha').waitFor());
    await login(page, account, landing);
    const me = await currentUser(page);
    assert.equal(me.email, account.email);
    assert.equal(me.id_tipo_usuario, account.type);
    // The drawer's entries the user's permissions allow, in the drawer's order (entries
    // outside that list, like the dashboard, are not this test's business).
    const specLabels = new Set(MENU.map(([label]) => label));
    const labels = (await menuLabels(page)).filter((label) => specLabels.has(label));
    assert.deepEqual(labels, expectedMenu(me.permissions));
    if (account === DEMO.admin)
      assert.deepEqual(
        labels,
        MENU.map(([label]) => label),
      );
    // Every entry leads to its route.
    for (const [label, href] of MENU.filter(([l]) => labels.includes(l))) {
      assert.equal(await page.getByRole('link', { name: label, exact: true }).getAttribute('href'), href);
    }
    // An open session on /login goes to / and from there to the user's home.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === landing);
  });
}

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest('a student (user type 6) lands on /class', async ({ page }) => {
  const email = uniqueEmail('aluno');
  try {
    await admin.createUser({ nome: 'Aluno E2E', email, senha: 'Aluno#2026e2e', id_tipo_usuario: 6 });
  } catch (error) {
    assert.fail(`the API did not create a student user: ${error.message}`);
  }
  await login(page, { email, password: 'Aluno#2026e2e' }, '/class');
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/class');
});

browserTest('a wrong password shows the server message for 5 s, and the fields are cleared', async ({ page }) => {
  const email = uniqueEmail('ninguem');
  const expected = await loginAnswer(email, 'senha-errada');
  assert.equal(expected.status, 401);
  assert.ok(expected.body?.statusMsg, 'the server sends a statusMsg');

  await page.goto('/login');
  await submitLogin(page, email, 'senha-errada');
  const error = page.getByTestId('login-error');
  await error.waitFor({ state: 'visible' });
  const shownAt = Date.now();
  assert.equal((await error.innerText()).trim(), expected.body.statusMsg);
  assert.equal(await page.getByLabel('E-mail').inputValue(), '');
  assert.equal(await page.getByLabel('Senha').inputValue(), '');
  assert.equal(new URL(page.url()).pathname, '/login');

  await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - shownAt)));
  assert.equal(await error.isVisible(), true, 'still shown after 4 s');
  await error.waitFor({ state: 'hidden', timeout: 3000 });
  const hiddenAfter = Date.now() - shownAt;
  assert.ok(hiddenAfter >= 4500 && hiddenAfter <= 7000, `hidden after ${hiddenAfter} ms`);
});

browserTest('the login page loads only same-origin scripts, no inline script', async ({ page }) => {
  const response = await page.goto('/login');
  const csp = response.headers()['content-security-policy'] ?? '';
  assert.match(csp, /default-src 'self'/);
  const scripts = await page
    .locator('script')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ src: node.getAttribute('src'), inline: !node.getAttribute('src') && !!node.textContent?.trim() })),
    );
  assert.ok(scripts.length > 0);
  for (const script of scripts) {
    assert.equal(script.inline, false, 'no inline script');
    assert.ok(new URL(script.src, page.url()).origin === new URL(page.url()).origin, `${script.src} is same-origin`);
  }
  await page.getByRole('button', { name: 'Acessar' }).waitFor();
  assert.ok(await page.getByRole('link', { name: 'Esqueci minha senha' }).isVisible());
});

browserTest('/login asks for its start scripts from the page head at once, and fetches each only once', async ({ page }) => {
  const requested = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await page.getByText('Digite seu E-mail e Senha').waitFor();
  // index.html preloads what every page runs before it shows (libs/web-platform/tooling: START_CHUNKS).
  const preloaded = await page.$$eval('head link[rel="preload"][as="script"]', (links) => links.map((link) => new URL(link.href).pathname));
  assert.deepEqual(
    preloaded.map((path) => path.replace(/\.[0-9a-f]{8}\.js$/, '')),
    ['/bootstrap', '/framework', '/platform'],
  );
  // The federation runtime's own <script> for each takes the preloaded answer: one request each
  // (a preload the runtime cannot reuse, e.g. another crossorigin mode, would be a second).
  for (const path of preloaded)
    assert.equal(
      requested.filter((url) => url === path).length,
      1,
      `${path} requested ${requested.filter((url) => url === path).length} times`,
    );
});
