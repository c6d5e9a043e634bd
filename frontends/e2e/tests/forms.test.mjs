// The form dialogs as a secretary meets them at 1366×768: Salvar says what is wrong and goes
// there, closing with changes asks first, messages stay clear of Salvar, and an expired
// session does not lose what was typed.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, expectNotification, login } from '../support/app.mjs';
import { accessibilityViolations } from '../support/axe.mjs';
import { DEMO, SCREENSHOT_DIR } from '../support/config.mjs';
import { maskCpf, randomCpf, runTag } from '../support/crm.mjs';
import { chooseOption } from '../support/forms.mjs';

const DISCARD_TITLE = 'Descartar alterações?';

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

async function shot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `forms-${name}.png`) });
}

async function openCustomers(page) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, DEMO.admin);
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.waitForURL((url) => url.pathname === '/customer');
  await page.getByRole('heading', { name: 'Clientes' }).waitFor();
}

async function newCustomerDialog(page) {
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados do Cliente' });
  await dialog.waitFor();
  return dialog;
}

/** The text the field's aria-describedby points at (what a screen reader reads with it). */
const describedText = (field) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

const isFocused = (field) => field.evaluate((element) => element === document.activeElement);

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

browserTest('a 10-digit CPF: Salvar says why under the field, focuses it, and the dialog passes axe', async ({ page }) => {
  await openCustomers(page);
  const dialog = await newCustomerDialog(page);
  await dialog.getByRole('textbox', { name: /Nome \/ Razão Social/ }).fill(`Cliente ${runTag('frm')}`);
  const documento = dialog.getByRole('textbox', { name: /Documento/ });
  await documento.pressSequentially('5299822472');
  const save = dialog.getByRole('button', { name: 'Salvar' });
  assert.equal(await save.isEnabled(), true, 'Salvar is never greyed out');
  await save.click();
  const message = 'Um CPF tem 11 dígitos e um CNPJ 14; este tem 10.';
  await dialog.getByText(message).waitFor();
  assert.equal(await documento.getAttribute('aria-invalid'), 'true');
  assert.equal(await describedText(documento), message);
  assert.equal(await isFocused(documento), true, 'the focus is on the field to fix');
  assert.equal(await dialog.isVisible(), true, 'nothing was sent: the dialog stays');
  await shot(page, 'customer-cpf-message');
  assert.deepEqual(await accessibilityViolations(page), []);

  // Typed on, the message goes once the CPF is whole.
  await documento.pressSequentially('5');
  await dialog.getByText(message).waitFor({ state: 'detached' });
});

browserTest("an activity of type 'Contato com Aluno' without a student: Salvar names the missing student", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, DEMO.admin);
  await page.getByRole('heading', { name: 'Atividades' }).waitFor();
  const create = page.getByRole('button', { name: 'Nova Atividade' });
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Nova Atividade');
    return button && !button.disabled;
  });
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
  await dialog.waitFor();
  await chooseOption(page, dialog, /Tipo de Atividade/, 'Contato com Aluno');
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(`Ligar ${runTag('frm')}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const message = "Uma atividade do tipo 'Contato com Aluno' precisa de um aluno: pesquise pelo nome e escolha um.";
  const student = dialog.getByRole('combobox', { name: /Nome do Aluno/ });
  await dialog.getByText(message).waitFor();
  assert.equal(await student.getAttribute('aria-invalid'), 'true');
  assert.equal(await describedText(student), message);
  assert.equal(await isFocused(student), true);
  await shot(page, 'activity-student-message');
  assert.deepEqual(await accessibilityViolations(page), []);
});

browserTest('Escape: with changes it asks "Descartar alterações?", untouched it just closes', async ({ page }) => {
  await openCustomers(page);
  let dialog = await newCustomerDialog(page);
  await dialog.getByRole('textbox', { name: /Nome \/ Razão Social/ }).fill('Ana digitou isto');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: DISCARD_TITLE });
  await ask.waitFor();
  await shot(page, 'discard-question');
  // 'Continuar editando' keeps everything as typed.
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await ask.waitFor({ state: 'hidden' });
  assert.equal(await dialog.getByRole('textbox', { name: /Nome \/ Razão Social/ }).inputValue(), 'Ana digitou isto');
  // The close button asks the same; 'Descartar' closes.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(page.url().endsWith('/customer'), true, 'still on the page');

  dialog = await newCustomerDialog(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await page.getByRole('dialog', { name: DISCARD_TITLE }).count(), 0);

  // The browser's Back acts on the dialog, not on the page under it.
  dialog = await newCustomerDialog(page);
  await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua Voltar, 1');
  await page.goBack();
  await ask.waitFor();
  assert.equal(new URL(page.url()).pathname, '/customer');
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  assert.equal(await dialog.getByRole('textbox', { name: 'Endereço' }).inputValue(), 'Rua Voltar, 1');
  await page.goBack();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(new URL(page.url()).pathname, '/customer');
  await page.getByRole('heading', { name: 'Clientes' }).waitFor();
});

browserTest('a refused save: the error sits clear of Salvar and the title bar, and stays until closed', async ({ page }) => {
  const cpf = randomCpf();
  await admin.post('/api/customer', { nome_razao: `Já existe ${runTag('frm')}`, documento: maskCpf(cpf), endereco: '' });
  await openCustomers(page);
  const dialog = await newCustomerDialog(page);
  await dialog.getByRole('textbox', { name: /Nome \/ Razão Social/ }).fill(`Repetido ${runTag('frm')}`);
  await dialog.getByRole('textbox', { name: /Documento/ }).pressSequentially(cpf);
  const save = dialog.getByRole('button', { name: 'Salvar' });
  await save.click();
  const notification = page.getByTestId('notification');
  await notification.waitFor({ state: 'visible' });
  const error = (await notification.innerText()).trim();
  assert.ok(error.length > 0, 'the server says why');
  const noteBox = await notification.boundingBox();
  const saveBox = await save.boundingBox();
  const titleBar = await dialog.locator('header').boundingBox();
  assert.ok(noteBox && saveBox && titleBar);
  assert.equal(overlaps(noteBox, saveBox), false, 'the message does not cover Salvar');
  assert.equal(overlaps(noteBox, titleBar), false, "the message does not cover the dialog's title bar");
  await shot(page, 'error-notification');
  // Longer than a success stays: the error is still there, and the form as typed.
  await page.waitForTimeout(6500);
  assert.equal(await notification.isVisible(), true, 'an error stays until dismissed');
  assert.equal(await dialog.getByRole('textbox', { name: /Documento/ }).inputValue(), maskCpf(cpf));
  await notification.getByRole('button', { name: 'Fechar' }).click();
  await notification.waitFor({ state: 'hidden' });
});

browserTest(
  'a session that expires mid-form keeps the typing; after logging in again it is offered back and restored',
  async ({ context, page }) => {
    const name = `Rascunho ${runTag('frm')}`;
    const cpf = randomCpf();
    await openCustomers(page);
    const dialog = await newCustomerDialog(page);
    await dialog.getByRole('textbox', { name: /Nome \/ Razão Social/ }).fill(name);
    await dialog.getByRole('textbox', { name: /Documento/ }).pressSequentially(cpf);
    await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua do Rascunho, 7');

    await context.clearCookies();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('session-expired').waitFor();
    // Kept in this tab only.
    const kept = await page.evaluate(() => ({
      session: Object.keys(sessionStorage).filter((key) => key.startsWith('treina.form-draft')),
      local: Object.keys(localStorage).filter((key) => key.includes('draft')),
    }));
    assert.equal(kept.session.length, 1);
    assert.deepEqual(kept.local, []);

    // Logging in again returns to the screen the session expired on, where the draft waits.
    await login(page, DEMO.admin, '/customer');
    const offer = page.getByTestId('form-draft-offer');
    await offer.waitFor();
    assert.match(await offer.innerText(), /Há alterações não salvas em Dados do Cliente/);
    await shot(page, 'draft-offered');
    await offer.getByRole('button', { name: 'Restaurar' }).click();
    const restored = page.getByRole('dialog', { name: 'Dados do Cliente' });
    await restored.waitFor();
    assert.equal(await restored.getByRole('textbox', { name: /Nome \/ Razão Social/ }).inputValue(), name);
    assert.equal(await restored.getByRole('textbox', { name: /Documento/ }).inputValue(), maskCpf(cpf));
    assert.equal(await restored.getByRole('textbox', { name: 'Endereço' }).inputValue(), 'Rua do Rascunho, 7');
    await shot(page, 'draft-restored');

    // Saved now: the draft is gone and not offered again.
    await restored.getByRole('button', { name: 'Salvar' }).click();
    await expectNotification(page, 'Cliente criado com sucesso!');
    await restored.waitFor({ state: 'hidden' });
    assert.equal(await offer.count(), 0);
    assert.deepEqual(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('treina.form-draft'))), []);
  },
);
