import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { browserTest } from '../support/browser.mjs';
import { login } from '../support/app.mjs';
import { DEMO } from '../support/config.mjs';

// The API documentation the gateway serves to staff (/api/docs): Swagger UI from our own assets under the
// gateway's CSP, over the OpenAPI document merged from every service's.
browserTest('staff open /api/docs: every service is listed, with no console error', async ({ page }) => {
  await login(page, DEMO.admin);
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const failed = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/api/docs');
  await page.getByRole('heading', { name: /Treina: API HTTP/ }).waitFor();
  // Swagger UI gives each group (one per service) the id operations-tag-<name>.
  const services = ['identity', 'crm', 'academic', 'finance', 'reporting', 'assessment'];
  for (const service of services) await page.locator(`#operations-tag-${service}`).waitFor();
  assert.equal(await page.locator('[id^="operations-tag-"]').count(), services.length, 'one group per service');
  // An operation of academic opens with its permission.
  await page.locator('#operations-academic-ClassController_update').click();
  await page.getByText('Permissão: class_update.').first().waitFor();
  mkdirSync(join(process.cwd(), '../../test-output/e2e'), { recursive: true });
  await page.screenshot({ path: join(process.cwd(), '../../test-output/e2e/api-docs.png') });
  assert.deepEqual(consoleErrors, [], failed.join(', '));
  assert.deepEqual(failed, []);
});

browserTest('a student does not get the API documentation', async ({ page }) => {
  await login(page, { email: 'aluno@treina.dev', password: 'Aluno#2026' }, '/class');
  const answer = await page.goto('/api/docs');
  assert.equal(answer?.status(), 403);
});
