// Version skew between the shell and a remote fails alone: finance-ui is built declaring that it
// needs React 20 (the shell shares React 19), served on a port of its own and routed by the running
// gateway. Its routes show the Portuguese error with 'Tentar novamente' and the remote's name and
// version; the console names them too; the shell and the other remotes keep working.
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { bodyRows, login } from '../support/app.mjs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, SCREENSHOT_DIR } from '../support/config.mjs';
import { buildRemote, restoreRemotes, routeRemote, serveRemote } from '../support/remotes.mjs';

const BUILD = `finance-skew-${Date.now().toString(36)}`;
let dir;
let deployed;

beforeAll(() => {
  dir = buildRemote({
    frontend: 'finance-ui',
    label: 'finance-ui-react20',
    buildId: BUILD,
    version: '9.0.0',
    builtAgainst: 'react@20.0.0',
  });
}, 300_000);

afterAll(async () => {
  await deployed?.close();
  restoreRemotes(dir);
});

browserTest(
  "a remote whose shared 'react' requirement the shell cannot meet fails alone, with 'Tentar novamente'",
  async ({ page }) => {
    deployed = await serveRemote('finance-ui', dir);
    await routeRemote('finance_ui', deployed.url, (entry) => entry.buildId === BUILD);
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await login(page, DEMO.admin);
    await page.getByRole('link', { name: 'Comissões', exact: true }).click();
    const error = page.getByTestId('remote-error');
    await error.waitFor();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'remote-version-skew-error.png') });
    assert.match(await error.innerText(), /Não foi possível carregar esta tela\./);
    assert.equal(await page.getByTestId('remote-error-detail').innerText(), 'Módulo finance_ui, versão 9.0.0.');
    assert.ok(
      errors.some((text) => text.includes('finance_ui') && text.includes('9.0.0') && /react/i.test(text)),
      `the console names the remote, its version and what failed: ${errors.join(' | ')}`,
    );
    // Trying again meets the same requirement: still the error, never a blank page.
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await error.waitFor();
    assert.ok(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible(), 'the drawer stays');

    // The shell and the other remotes are unaffected.
    await page.getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await bodyRows(page).first().waitFor();
    await page.getByRole('link', { name: 'Turmas' }).click();
    await page.getByRole('heading', { name: 'Turmas' }).waitFor();
    await page.getByRole('link', { name: 'Usuários' }).click();
    await page.getByRole('heading', { name: 'Usuários' }).waitFor();
    await bodyRows(page).first().waitFor();
    assert.equal(await page.getByTestId('remote-error').count(), 0);

    // 'Sobre' says which remote failed, and at which version.
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sobre' }).click();
    const finance = page.getByRole('dialog', { name: 'Sobre o Treina' }).getByTestId('about-finance_ui');
    assert.match(await finance.innerText(), /9\.0\.0.*não carregou/s);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'remote-version-skew-about.png') });
  },
  { timeout: 150_000 },
);
