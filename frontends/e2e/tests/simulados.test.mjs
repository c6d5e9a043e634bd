import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, login } from '../support/app.mjs';
import { DEMO } from '../support/config.mjs';
import { until } from '../support/forms.mjs';

// 'Simulados' (trainings 6 and 16): the class panel's link opens the content installed under SIMULADOS_DIR
// (npm test points it at frontends/e2e/fixtures/SIMULADOS, which holds training 6 only), or a Portuguese page.
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest(
  "the class panel's 'Simulados' opens the installed simulado (its own script runs), or says it is not installed",
  async ({ page, context }) => {
    const target = await until(
      async () => (await admin.get('/api/classes')).find((row) => row.id_treinamento === 6),
      'a demo class of training 6',
      60_000,
    );
    await login(page, DEMO.admin);
    await page.goto(`/class`);
    await bodyRows(page).first().waitFor();
    await page.getByRole('textbox', { name: 'Pesquisar' }).fill(target.nome_treinamento);
    const row = page.locator(`tbody tr[data-row-id="${target.id}"]`);
    await row.getByRole('button', { name: 'Expandir' }).click();
    const link = page.getByTestId('detail-panel').getByTestId('simulados-link');
    const [simulado] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await simulado.waitForLoadState();
    assert.equal(new URL(simulado.url()).pathname, '/SIMULADOS/6/index.htm');
    await simulado.getByRole('heading', { name: /Simulado CPA-10/ }).waitFor();
    assert.equal(await simulado.locator('#status').innerText(), 'pronto', 'the simulado runs its own script');

    const missing = await simulado.goto('/SIMULADOS/16/index.htm');
    assert.equal(missing?.status(), 404);
    await simulado.getByRole('heading', { name: 'Simulado não disponível' }).waitFor();
  },
);
