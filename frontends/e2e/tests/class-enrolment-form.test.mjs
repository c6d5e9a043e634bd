import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { expectReadableText } from '../support/contrast.mjs';
import { chooseOption, until } from '../support/forms.mjs';

// The class form's students: 'Adicionar Aluno' names the fields still empty; a student added reads
// 'Não salvo' (framed, announced, in view) until 'Salvar'; 'Salvar' also takes a filled-in add-student
// row; the enrolled students' names are plain text with a readable contrast (cancelled rows too).
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const SHOTS = join(process.cwd(), '../../test-output/e2e');
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, name) });
}

async function editClass(page, training) {
  await page.goto('/class');
  await bodyRows(page).first().waitFor({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(training);
  const row = bodyRows(page).filter({ hasText: training });
  await until(async () => (await bodyRows(page).count()) === 1 && (await row.count()) === 1, 'the class of this run', 60_000);
  await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
  await dialog.waitFor();
  // The full-screen dialog fades in: measured and pictured once it is opaque.
  await until(
    async () => (await dialog.evaluate((element) => getComputedStyle(element.closest('.MuiDialog-root') ?? element).opacity)) === '1',
    'the dialog shown',
  );
  return dialog;
}

async function pickStudent(page, add, name) {
  await add.getByRole('combobox', { name: /Nome do Aluno/ }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

for (const viewport of VIEWPORTS) {
  browserTest(
    `class form at ${viewport.width}x${viewport.height}: missing fields named, an added student pending until 'Salvar', names readable`,
    async ({ page }) => {
      page.setDefaultTimeout(45_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const tag = `${viewport.name} ${run}`;
      const training = `Matrículas ${tag}`;
      const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: training, id_status_treinamento: 1 });
      const names = ['Clara Inscrita', 'Davi Cancelado', 'Elisa Nova', 'Fábio Direto'].map((name) => `${name} ${tag}`);
      const ids = [];
      for (const nome_aluno of names) ids.push((await admin.post('/api/students', { nome_aluno, email: uniqueEmail('matricula') }))[0].id);
      const [created] = await admin.post('/api/classes', {
        id_treinamento: trainingId,
        data_inicio: '2026-12-07',
        data_fim: '2026-12-11',
        id_periodo_turma: 1,
        id_status_turma: 1,
        alunos: [
          { id_aluno: ids[0], id_inscricao: 1 },
          { id_aluno: ids[1], id_inscricao: 1 },
        ],
      });
      const cancelled = created.alunos.find((entry) => entry.id_aluno === ids[1]);
      await admin.patch(`/api/classes/${created.id}`, {
        alunos: [...created.alunos.filter((e) => e !== cancelled), { ...cancelled, id_inscricao: 4 }],
      });

      await login(page, DEMO.admin);
      let dialog = await editClass(page, training);
      const add = dialog.getByRole('group', { name: 'Adicionar aluno' });

      // The enrolled students' names: text (no disabled field), readable on their row, the cancelled one too.
      for (const name of names.slice(0, 2)) {
        const group = dialog.getByRole('group', { name });
        const nameText = group.getByTestId('enrolled-student-name');
        assert.equal(await nameText.innerText(), name);
        assert.equal(await group.getByRole('textbox', { name: 'Aluno' }).count(), 0, 'no disabled name field');
        await expectReadableText(nameText, `the name ${name}`);
      }
      assert.equal(await dialog.getByRole('group', { name: names[1] }).getAttribute('data-dimmed'), 'true');

      // 'Adicionar Aluno' with nothing filled in names both required fields, then the one left.
      await add.getByRole('button', { name: 'Adicionar Aluno' }).click();
      const alert = add.getByTestId('students-alert');
      assert.equal(await alert.innerText(), 'Preencha: Nome do Aluno, Status da Inscrição');
      const inView = await alert.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      assert.ok(inView, 'the message shows by the button just pressed');
      assert.equal(await add.getByRole('combobox', { name: /Nome do Aluno/ }).getAttribute('aria-invalid'), 'true');
      await shot(page, `class-enrolment-missing-fields-${viewport.name}.png`);
      await pickStudent(page, add, names[2]);
      await add.getByRole('button', { name: 'Adicionar Aluno' }).click();
      assert.equal(await alert.innerText(), 'Preencha: Status da Inscrição');

      // Added: first in the list, 'Não salvo', announced, in view; the notice says 'Salvar' records it.
      await chooseOption(page, add, 'Status da Inscrição', 'Pago');
      await add.getByRole('button', { name: 'Adicionar Aluno' }).click();
      const pending = dialog.getByRole('group', { name: `${names[2]} (não salvo)` });
      await pending.waitFor();
      assert.equal(await pending.getAttribute('data-pending'), 'true');
      await pending.getByText('Não salvo').waitFor();
      assert.match(await dialog.getByTestId('unsaved-enrolments').innerText(), /1 aluno adicionado e ainda não salvo: clique em 'Salvar'/);
      assert.equal(
        await dialog.getByRole('status').filter({ hasText: names[2] }).innerText(),
        `${names[2]} adicionado à lista, ainda não salvo. Clique em 'Salvar' para gravar.`,
      );
      await until(
        () =>
          pending.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return box.top >= 0 && box.top < window.innerHeight;
          }),
        'the added row scrolled into view',
      );
      await expectReadableText(pending.getByTestId('enrolled-student-name'), 'the pending name');
      const [before] = await admin.get(`/api/classes?classId=${created.id}`);
      assert.equal(
        before.alunos.some((entry) => entry.id_aluno === ids[2]),
        false,
        'not saved before Salvar',
      );
      const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      assert.ok(overflow <= 0, `the dialog does not scroll sideways (${overflow}px too wide)`);
      await shot(page, `class-enrolment-pending-${viewport.name}.png`);

      // A fourth student filled in but not added: 'Salvar' takes them too.
      await pickStudent(page, add, names[3]);
      await chooseOption(page, add, 'Status da Inscrição', 'Inscrito');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expectNotification(page, 'Turma atualizada com sucesso!');
      await dialog.waitFor({ state: 'hidden' });
      const [after] = await admin.get(`/api/classes?classId=${created.id}`);
      const status = (id) => after.alunos.find((entry) => entry.id_aluno === id)?.id_inscricao;
      assert.deepEqual([status(ids[2]), status(ids[3])], [3, 1], 'both saved: Elisa paid, Fábio enrolled');

      // Reopened: saved, so no longer marked; the names readable.
      dialog = await editClass(page, training);
      const saved = dialog.getByRole('group', { name: names[2] });
      await saved.waitFor();
      assert.equal(await saved.getAttribute('data-pending'), null);
      assert.equal(await dialog.getByText('Não salvo').count(), 0);
      await expectReadableText(saved.getByTestId('enrolled-student-name'), 'the saved name');
      await dialog.getByRole('group', { name: names[1] }).scrollIntoViewIfNeeded();
      await shot(page, `class-enrolment-saved-${viewport.name}.png`);
    },
    { timeout: 300_000 },
  );
}
