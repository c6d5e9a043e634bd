// A department releases its UI remote alone (issue: one deployable per remote): crm-ui is built twice, each build with its own id, served
// by the front-end images' server on a port of its own; the running gateway routes /remotes/crm-ui/ to it (REMOTES_FILE). The second build
// replaces the first on the same address — a rollout of crm-ui's Deployment — without touching the shell's files or restarting the gateway,
// and a browser that is already logged in shows the new build after a reload.
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { login } from '../support/app.mjs';
import { DEMO } from '../support/config.mjs';
import { buildRemote, restoreRemotes, routeRemote, serveRemote, waitForManifest } from '../support/remotes.mjs';

const stamp = Date.now().toString(36);
const FIRST = `crm-${stamp}-a`;
const SECOND = `crm-${stamp}-b`;
let builds;
let deployed;

beforeAll(() => {
  builds = {
    first: buildRemote({ frontend: 'crm-ui', label: 'crm-ui-first', buildId: FIRST, version: '0.1.0' }),
    second: buildRemote({ frontend: 'crm-ui', label: 'crm-ui-second', buildId: SECOND, version: '0.1.1' }),
  };
}, 480_000);

afterAll(async () => {
  await deployed?.close();
  restoreRemotes(builds?.first, builds?.second);
});

/** The build of crm_ui rendering the page, as its own `./build-info` reports it. */
async function crmBuildOnPage(page) {
  const screen = page.locator('[data-remote="crm_ui"]');
  await screen.waitFor({ state: 'attached' });
  return { build: await screen.getAttribute('data-remote-build'), version: await screen.getAttribute('data-remote-version') };
}

/** The 'Sobre' dialog's rows for the shell and crm_ui. */
async function aboutRows(page) {
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sobre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sobre o Treina' });
  await dialog.waitFor();
  const rows = { shell: await dialog.getByTestId('about-shell').innerText(), crm: await dialog.getByTestId('about-crm_ui').innerText() };
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return rows;
}

browserTest(
  'crm-ui is released alone: its second build replaces the first and a logged-in browser shows it after a reload',
  async ({ page }) => {
    deployed = await serveRemote('crm-ui', builds.first);
    const port = deployed.port;
    const first = await routeRemote('crm_ui', deployed.url, (entry) => entry.buildId === FIRST);
    assert.equal(first.version, '0.1.0');

    await login(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Atividades' }).waitFor();
    assert.deepEqual(await crmBuildOnPage(page), { build: FIRST, version: '0.1.0' });
    const before = await aboutRows(page);
    assert.match(before.crm, new RegExp(`0\\.1\\.0.*build ${FIRST}`, 's'));
    const shellScripts = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.src));

    // The release: the first build's server goes, the second answers at the same address.
    await deployed.close();
    deployed = await serveRemote('crm-ui', builds.second, port);
    const second = await waitForManifest('crm_ui', (entry) => entry.buildId === SECOND);
    assert.equal(second.version, '0.1.1');

    await page.reload();
    await page.getByRole('heading', { name: 'Atividades' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/activities', 'still logged in after the reload');
    assert.deepEqual(await crmBuildOnPage(page), { build: SECOND, version: '0.1.1' });
    const after = await aboutRows(page);
    assert.match(after.crm, new RegExp(`0\\.1\\.1.*build ${SECOND}`, 's'));
    assert.equal(after.shell, before.shell, 'the same shell build');
    assert.deepEqual(await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.src)), shellScripts);

    // The other screens of crm_ui come from the new build too.
    await page.getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    assert.equal((await crmBuildOnPage(page)).build, SECOND);
  },
  { timeout: 180_000 },
);
