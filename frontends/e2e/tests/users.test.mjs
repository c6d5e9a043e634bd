import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, openBrowser } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login, loginAnswer, submitLogin } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

const rowOf = (page, email) => bodyRows(page).filter({ hasText: email });

async function search(page, text) {
  const box = page.getByRole('textbox', { name: 'Pesquisar' });
  await box.fill('');
  await box.fill(text);
}

browserTest('Usuários: create, edit and deactivate a user, who then cannot log in', async ({ page }) => {
  const email = uniqueEmail('novo');
  const password = 'Novo#2026e2e';
  const userTypes = await admin.get('/api/userTypes');
  const vendas = userTypes.find((type) => type.id_tipo_usuario === 3);
  assert.ok(vendas, 'user type 3 exists');
  const defaults = (await admin.get('/api/permissionUserTypes')).filter((row) => row.id_tipo_usuario === 3);

  await login(page, DEMO.admin);
  await page.getByRole('link', { name: 'Usuários' }).click();
  await page.waitForURL((url) => url.pathname === '/user');
  await page.getByRole('heading', { name: 'Usuários' }).waitFor();
  await bodyRows(page).first().waitFor();

  // Create.
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  let dialog = page.getByRole('dialog', { name: 'Dados do Usuário' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Status Ativo').count(), 0, "no 'Status Ativo' when creating");
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Pessoa E2E');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Senha').fill(password);
  await dialog.getByRole('combobox', { name: /Tipo de Usuário/ }).click();
  await page.getByRole('option', { name: vendas.nome, exact: true }).click();
  // Choosing the type checks its default permissions.
  const checked = await dialog.locator('input[type=checkbox]:checked').count();
  assert.equal(checked, defaults.length, "the type's defaults are checked");
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Usuário criado com sucesso!');
  await dialog.waitFor({ state: 'hidden' });
  await search(page, email);
  await rowOf(page, email).waitFor();
  assert.match(await rowOf(page, email).innerText(), /Pessoa E2E[\s\S]*Ativo[\s\S]*/);
  assert.equal((await loginAnswer(email, password)).status, 200, 'the new user can log in');

  // Edit: name, and the 'Usuários' > 'Visualização' permission.
  await rowOf(page, email).getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Dados do Usuário' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Senha').count(), 0, 'no password when editing');
  assert.equal(await dialog.getByLabel('Status Ativo').isChecked(), true);
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Pessoa E2E Editada');
  const userView = dialog.getByRole('group', { name: 'Usuários' }).getByRole('checkbox', { name: 'Visualização' });
  await page.waitForTimeout(300); // the user's own permissions load into the form
  const hadView = await userView.isChecked();
  await userView.setChecked(!hadView);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Usuário atualizado com sucesso!');
  await search(page, email);
  await rowOf(page, email).filter({ hasText: 'Pessoa E2E Editada' }).waitFor();
  const row = (await admin.get('/api/user')).find((u) => u.email === email);
  const held = (await admin.get(`/api/getUserPermissions/${row.id_usuario}`)).map((p) => p.nome_permissao);
  assert.equal(held.includes('user'), !hadView);

  // Deactivate (delete action).
  await rowOf(page, email).getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Deseja realmente excluir 1 registro(s)?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectNotification(page, 'Usuário desativado com sucesso!');
  await rowOf(page, email).filter({ hasText: 'Inativo' }).waitFor();

  // The deactivated user cannot log in.
  const other = await openBrowser();
  try {
    await other.page.goto('/login');
    await submitLogin(other.page, email, password);
    await other.page.getByTestId('login-error').waitFor();
    assert.equal(new URL(other.page.url()).pathname, '/login');
  } finally {
    await other.close();
  }
});

browserTest('Usuários: the Status filter matches Ativo/Inativo as substrings', async ({ page }) => {
  const email = uniqueEmail('inativo');
  const created = await admin.createUser({ nome: 'Filtro Inativo', email, senha: 'Filtro#2026', id_tipo_usuario: 3 });
  await admin.patch(`/api/user/${created.id_usuario}`, { status: false });
  await login(page, DEMO.admin);
  await page.goto('/user');
  await bodyRows(page).first().waitFor();
  await page.getByRole('button', { name: 'Mostrar/ocultar filtros' }).click();
  await page.getByRole('textbox', { name: 'Filtrar por Status' }).fill('inat');
  await search(page, email);
  await rowOf(page, email).waitFor();
  for (const text of await bodyRows(page).allInnerTexts()) assert.match(text, /Inativo/);
});
