// What users trip over, seen in the browser: a Vendas user's activity form, deleting a student with
// only cancelled history, PENDENTE for 'Pagamento Pendente', a refused student document, and
// passwords someone else set (changed first) or reset by an administrator.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login, loginAnswer, submitLogin } from '../support/app.mjs';
import { DEMO, SCREENSHOT_DIR, uniqueEmail } from '../support/config.mjs';
import { runTag, searchList } from '../support/crm.mjs';
import { until } from '../support/forms.mjs';
import { waitForResetLink } from '../support/mail.mjs';

// Events usually land within a second; the machine may be busy.
const EVENT_WAIT_MS = 30_000;

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

const pad = (n) => String(n).padStart(2, '0');
const isoDay = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const dayFromToday = (days) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
};

/** A new training and student, and a class of it where the student's entry has `status`. */
async function enrolled(tag, status) {
  const trainingName = `Treinamento ${tag}`;
  const studentName = `Aluno ${tag}`;
  const [training] = await admin.post('/api/trainings', { nome_treinamento: trainingName, id_status_treinamento: 1 });
  const [student] = await admin.post('/api/students', { nome_aluno: studentName, email: uniqueEmail('rough') });
  const [klass] = await admin.post('/api/classes', {
    id_treinamento: training.id,
    data_inicio: isoDay(dayFromToday(30)),
    data_fim: isoDay(dayFromToday(34)),
    id_periodo_turma: 1,
    id_status_turma: 1,
    gera_comissao: true,
    alunos: [{ id_aluno: student.id, id_inscricao: status, gera_comissao: true }],
  });
  return { training, student, klass, studentName };
}

browserTest('a Vendas user is offered only the activity type they see (2)', async ({ page }) => {
  const types = await admin.get('/api/activitiesTypes');
  const sales = types.find((type) => type.id === 2);
  assert.ok(types.length > 1 && sales, 'several types exist, 2 among them');

  await login(page, DEMO.vendas);
  await page.getByRole('heading', { name: 'Atividades' }).waitFor();
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Nova Atividade'));
    return button && !button.disabled;
  });
  await page.getByRole('button', { name: 'Nova Atividade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
  await dialog.waitFor();
  const type = dialog.getByRole('combobox', { name: /Tipo de Atividade/ });
  assert.equal((await type.innerText()).trim(), sales.nome, 'type 2 is chosen from the start');
  await type.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  assert.deepEqual(
    (await listbox.getByRole('option').allInnerTexts()).map((text) => text.trim()),
    [sales.nome],
  );
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'rough-edges-sales-types.png') });
});

browserTest("deleting a student whose only entry was cancelled shows the server's reason and keeps the student", async ({ page }) => {
  const tag = runTag('hist');
  const { student, klass, studentName } = await enrolled(tag, 1);
  const dropped = await admin.patch(`/api/classes/${klass.id}`, { ...klass, alunos: [] });
  const entry = dropped.alunos.find((row) => row.id_aluno === student.id);
  assert.equal(entry.id_inscricao, 4, 'the student left the class: cancelled, kept as history');

  await login(page, DEMO.admin);
  await page.goto(`/student?studentType=student&studentId=${student.id}`);
  const row = bodyRows(page).filter({ hasText: studentName });
  await row.first().waitFor();
  await row.first().getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Excluir', exact: true }).first().click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Deseja realmente excluir 1 registro(s)?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectNotification(
    page,
    'Este aluno tem histórico em turmas e não pode ser excluído. Para apagar os dados pessoais, use Anonimizar.',
  );
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'rough-edges-student-history.png') });
  assert.equal((await admin.get(`/api/students?type=student&studentId=${student.id}`)).length, 1, 'the student stays');
});

browserTest("Comissões shows PENDENTE for an entry in 'Pagamento Pendente' (2)", async ({ page }) => {
  const tag = runTag('pend');
  const { studentName } = await enrolled(tag, 2);
  await login(page, DEMO.admin);
  await page.goto('/commissions');
  await page.getByRole('heading', { name: 'Comissões' }).waitFor();
  const row = bodyRows(page).filter({ hasText: studentName });
  await bodyRows(page).first().or(page.getByText('Nenhuma informação encontrada')).first().waitFor();
  await searchList(page, tag);
  await until(
    async () => {
      if ((await row.count()) === 1) return true;
      await page.reload();
      await page.getByRole('heading', { name: 'Comissões' }).waitFor();
      await searchList(page, tag);
      await row.or(page.getByText('Nenhuma informação encontrada')).first().waitFor();
      return (await row.count()) === 1;
    },
    'the commission of the enrolment appears on Comissões',
    EVENT_WAIT_MS,
  );
  const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
  assert.ok(cells.includes('Pagamento Pendente'), cells.join(' | '));
  assert.ok(cells.includes('PENDENTE'), cells.join(' | '));
});

browserTest("a refused student document shows the server's reason", async ({ page }) => {
  const tag = runTag('doc');
  const { student, studentName } = await enrolled(tag, 1);
  await login(page, DEMO.admin);
  await page.goto(`/student?studentType=student&studentId=${student.id}`);
  const row = bodyRows(page).filter({ hasText: studentName });
  await row.first().waitFor();
  await row.first().getByRole('checkbox', { name: 'Selecionar linha' }).check();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Enviar Arquivos' }).click()]);
  await chooser.setFiles({ name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00programa') });
  const notification = page.getByTestId('notification').filter({ hasText: 'Tipo de arquivo não permitido' });
  await notification.first().waitFor();
  assert.doesNotMatch(await notification.first().innerText(), /Erro ao enviar arquivo/);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'rough-edges-upload-refused.png') });
});

browserTest('a user whose password the administrator set changes it first, then uses the app', async ({ page }) => {
  const email = uniqueEmail('definida');
  const given = 'Dada#2026e2e';
  const own = 'Minha#2026e2e';

  await login(page, DEMO.admin);
  await page.goto('/user');
  await page.getByRole('heading', { name: 'Usuários' }).waitFor();
  await bodyRows(page).first().waitFor();
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados do Usuário' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Senha Dada');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Senha').fill(given);
  await dialog.getByRole('combobox', { name: /Tipo de Usuário/ }).click();
  await page.getByRole('option', { name: 'Vendas', exact: true }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Usuário criado com sucesso!');

  await page.context().clearCookies();
  await page.goto('/login');
  await submitLogin(page, email, given);
  await page.getByRole('heading', { name: 'Troque sua senha' }).waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Menu principal' }).count(), 0, 'nothing of the app meanwhile');
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'rough-edges-own-password.png') });
  await page.getByLabel('Nova Senha', { exact: false }).first().fill(own);
  await page.getByLabel('Confirmação da Nova Senha').fill(own);
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  await page.getByRole('heading', { name: 'Atividades' }).waitFor();

  const again = await loginAnswer(email, own);
  assert.equal(again.status, 200);
  assert.equal(again.body.deve_trocar_senha, false);
});

browserTest("'Enviar link de redefinição' e-mails the user the reset link", async ({ page }) => {
  const email = uniqueEmail('link');
  await admin.createUser({ nome: 'Link Redefinição', email, senha: 'Link#2026e2e', id_tipo_usuario: 3 });
  await login(page, DEMO.admin);
  await page.goto('/user');
  await page.getByRole('heading', { name: 'Usuários' }).waitFor();
  await bodyRows(page).first().waitFor();
  const box = page.getByRole('textbox', { name: 'Pesquisar' });
  await box.fill(email);
  const row = bodyRows(page).filter({ hasText: email });
  await row.waitFor();
  await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados do Usuário' });
  await dialog.waitFor();
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expectNotification(page, 'Link de redefinição enviado para o e-mail do usuário.');
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'rough-edges-reset-link.png') });
  const { link } = await waitForResetLink(email, sentAt);
  assert.match(link, /^\/change_password\?token=/);
});
