import assert from 'node:assert/strict';
import { browserTest } from '../support/browser.mjs';
import { bodyRows, login } from '../support/app.mjs';
import { DEMO } from '../support/config.mjs';

browserTest('a route whose remote is missing shows an error with "Tentar novamente"; the shell keeps working', async ({ page }) => {
  // The manifest, minus identity_ui.
  await page.route('**/remotes.json', async (route) => {
    const answer = await route.fetch();
    const manifest = await answer.json();
    await route.fulfill({
      response: answer,
      json: { remotes: manifest.remotes.filter((remote) => remote.name !== 'identity_ui') },
    });
  });
  await login(page, DEMO.admin);
  await page.getByRole('link', { name: 'Usuários' }).click();
  const error = page.getByTestId('remote-error');
  await error.waitFor();
  assert.match(await error.innerText(), /Esta tela ainda não está disponível\./);
  assert.ok(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible(), 'the drawer stays');
  assert.ok(await page.getByText('Treina', { exact: true }).isVisible(), 'the top bar stays');

  // The remote comes back: the retry button loads it.
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await page.getByRole('heading', { name: 'Usuários' }).waitFor();
  await bodyRows(page).first().waitFor();
});

browserTest('Configurações: the two tabs, and default permissions per user type', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.getByRole('link', { name: 'Configurações' }).click();
  await page.waitForURL((url) => url.pathname === '/config');
  const first = page.getByRole('tab', { name: 'Tipos de Atividades' });
  await first.waitFor();
  assert.equal(await first.getAttribute('aria-selected'), 'true', 'first tab by default');
  await page.getByRole('tab', { name: 'Permissões Padrão' }).click();
  await page.getByRole('combobox', { name: /Tipo de Usuário/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('group', { name: 'Usuários' }).waitFor();
  await page.getByRole('button', { name: 'Atualizar Permissões Padrão' }).click();
  await page.getByTestId('notification').filter({ hasText: 'Permissões atualizadas com sucesso!' }).waitFor();
});

browserTest('a cold /class after log-in asks for its code in a dozen scripts, each once', async ({ page, context }) => {
  const answer = await context.request.post('/api/auth/login', { data: { username: DEMO.admin.email, password: DEMO.admin.password } });
  assert.equal(answer.status(), 200);
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/class');
  await bodyRows(page).first().waitFor();
  assert.deepEqual(
    scripts.filter((path, index) => scripts.indexOf(path) !== index),
    [],
    'no script asked for twice',
  );
  // The shell's start (4), MUI, the layout, the theme and the UI kit; academic-ui's entry, pages,
  // build info and screen. MUI's own dependencies travel in the `mui` chunk (libs/web-platform/tooling:
  // the cache groups): left to chunks of their own, /class asked for 26 scripts.
  assert.ok(scripts.length <= 14, `${scripts.length} scripts: ${scripts.join(' ')}`);
  // React and the rest of the framework chunk are compiled while they stream in, off the main thread
  // (libs/web-platform/tooling: eagerCompileHint).
  const framework = scripts.find((path) => /^\/framework\.[0-9a-f]+\.js$/.test(path));
  assert.ok(framework, `no framework chunk among ${scripts.join(' ')}`);
  const code = await (await context.request.get(framework)).text();
  assert.ok(code.startsWith('//# allFunctionsCalledOnLoad\n'), `${framework} starts with ${JSON.stringify(code.slice(0, 40))}`);
});

browserTest(
  '/favicon.ico, the web manifest and theme-color: served with their types and loaded under the page policy',
  async ({ page, context }) => {
    const icon = await context.request.get('/favicon.ico');
    assert.equal(icon.status(), 200);
    assert.equal(icon.headers()['content-type'], 'image/x-icon');
    assert.deepEqual([...(await icon.body()).subarray(0, 4)], [0, 0, 1, 0], 'an ICO file');
    const manifestAnswer = await context.request.get('/manifest.webmanifest');
    assert.equal(manifestAnswer.status(), 200);
    assert.equal(manifestAnswer.headers()['content-type'], 'application/manifest+json; charset=utf-8');
    const manifest = await manifestAnswer.json();
    assert.equal(manifest.name, 'Treina');
    assert.equal(manifest.theme_color, '#1f5fa8');
    for (const { src } of manifest.icons) assert.equal((await context.request.get(src)).status(), 200, src);

    const refused = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Manifest/i.test(message.text())) refused.push(message.text());
    });
    const manifestLoad = page.waitForResponse((response) => new URL(response.url()).pathname === '/manifest.webmanifest');
    await page.goto('/login');
    assert.equal((await manifestLoad).status(), 200, 'the browser loads the manifest the page names');
    assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#1f5fa8');
    assert.equal(await page.locator('link[rel="icon"][href="/favicon.ico"]').count(), 1);
    await page.getByRole('button', { name: 'Acessar' }).waitFor();
    assert.deepEqual(refused, []);
  },
);
