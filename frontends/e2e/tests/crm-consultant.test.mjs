// Atividades as a consultant (user type 5): own activities only, no student column,
// type and user forced, and the one-open-activity rule the server enforces.
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { rowsWith, runTag, searchList, waitForRows } from '../support/crm.mjs';

const BLOCKED = "Não é possível criar uma nova atividade, se houver alguma 'não concluída'";

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

async function waitUntilEnabled(page, name) {
  await page.waitForFunction((label) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label);
    return button && !button.disabled;
  }, name);
}

browserTest('a consultant sees only their own activities and cannot open a second one', async ({ page }) => {
  const tag = runTag('cons');
  const email = uniqueEmail('consultor');
  const password = 'Consultor#2026e2e';
  const nome = `Consultor ${tag}`;
  // A fresh consultant (the type's default permissions), so no open activity exists yet.
  await admin.createUser({ nome, email, senha: password, id_tipo_usuario: 5 });
  // Someone else's activity of this run: the consultant must not see it.
  const types = await admin.get('/api/activitiesTypes');
  const custom = types.find((type) => type.tipo === 'CUSTOM') ?? types.find((type) => type.tipo === 'SYSTEM');
  await admin.post('/api/activity', { titulo: `Do administrador ${tag}`, id_tipo_atividade: custom.id });

  await login(page, { email, password }, '/activities');
  await page.getByRole('heading', { name: 'Atividades' }).waitFor();
  const headers = (await page.locator('thead tr').first().locator('th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  assert.deepEqual(headers, ['Data Ref.', 'Atualização', 'Tipo da Atividade', 'Status', 'Responsável', 'Descrição'], 'no Aluno column');

  // The first activity: type forced to SYSTEM and the user to themselves, both disabled.
  await waitUntilEnabled(page, 'Nova Atividade');
  await page.getByRole('button', { name: 'Nova Atividade' }).click();
  let dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
  await dialog.waitFor();
  const type = dialog.getByRole('combobox', { name: /Tipo de Atividade/ });
  const user = dialog.getByRole('combobox', { name: /Usuário/ });
  assert.equal(await type.getAttribute('aria-disabled'), 'true');
  assert.equal((await type.innerText()).trim(), types.find((t) => t.tipo === 'SYSTEM').nome);
  assert.equal(await user.getAttribute('aria-disabled'), 'true');
  assert.equal((await user.innerText()).trim(), nome);
  assert.equal(await dialog.getByRole('combobox', { name: /Nome do Aluno/ }).count(), 0);
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(`Primeira ${tag}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Atividade criada com sucesso!');
  await dialog.waitFor({ state: 'hidden' });

  // Only their own: the administrator's activity of this run is not listed.
  await searchList(page, tag);
  await waitForRows(page, `Primeira ${tag}`, 1);
  assert.equal(await rowsWith(page, `Do administrador ${tag}`).count(), 0);
  const all = await page.evaluate(async () => (await fetch('/api/activities', { credentials: 'include' })).json());
  assert.ok(all.length > 0 && all.every((row) => row.nome_usuario === all[0].nome_usuario && row.titulo !== undefined));
  assert.ok(
    all.every((row) => !row.titulo.startsWith('Do administrador')),
    "the server answers only the consultant's own",
  );

  // A second one while the first is not concluded: the message shows as soon as 'Nova Atividade' is clicked,
  // and no form opens; the server refuses the creation all the same.
  await page.getByRole('button', { name: 'Nova Atividade' }).click();
  await expectNotification(page, BLOCKED);
  assert.equal(await page.getByRole('dialog', { name: 'Dados da Atividade' }).count(), 0, 'no form opens');

  // Concluded (status 3), the row loses its selection box; and a new activity is allowed again.
  const mine = await apiSession({ email, password });
  try {
    const refused = await mine.post('/api/activity', { titulo: `Segunda ${tag}` }).catch((error) => error);
    assert.equal(refused.status, 409, 'the server refuses a second open activity');
    assert.equal(refused.body.statusMsg, BLOCKED);
    const [own] = (await mine.get(`/api/activities?q=${tag}`)).filter((row) => row.titulo === `Primeira ${tag}`);
    await mine.patch(`/api/activity/${own.id}`, { id_status_atividade: 3 });
  } finally {
    await mine.dispose();
  }
  await page.reload();
  await searchList(page, tag);
  await rowsWith(page, `Primeira ${tag}`).filter({ hasText: 'Concluído' }).waitFor();
  assert.equal(await rowsWith(page, `Primeira ${tag}`).getByRole('checkbox').count(), 0, 'no selection for status 3');
  await waitUntilEnabled(page, 'Nova Atividade');
  await page.getByRole('button', { name: 'Nova Atividade' }).click();
  dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(`Segunda ${tag}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Atividade criada com sucesso!');
  await dialog.waitFor({ state: 'hidden' });
  await waitForRows(page, tag, 2);
  assert.equal(
    await bodyRows(page)
      .filter({ hasText: `Segunda ${tag}` })
      .getByRole('checkbox')
      .count(),
    1,
  );
});
