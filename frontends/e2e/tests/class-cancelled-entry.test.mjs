import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, editClassOf, expectNotification, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { expectReadableText } from '../support/contrast.mjs';
import { chooseOption, until } from '../support/forms.mjs';

// A cancelled entry (4) stays in 'Dados da Turma', dimmed, with every status offered,
// so it can still change (here 4 -> 5 'Estornado'); the server's state machine decides.
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest('a cancelled student stays in the class form, dimmed, and can be refunded', async ({ page }) => {
  const training = `Cancelamentos ${run}`;
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: training, id_status_treinamento: 1 });
  const studentName = `Aluna Cancelada ${run}`;
  const [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: studentName, email: uniqueEmail('cancelada') });
  const [created] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-04-01',
    data_fim: '2026-04-05',
    id_periodo_turma: 1,
    id_status_turma: 1,
    alunos: [{ id_aluno: studentId, id_inscricao: 3, id_forma_pagto: 3, valor_pago: 900 }],
  });
  const paidEntry = created.alunos[0];
  await admin.patch(`/api/classes/${created.id}`, { alunos: [{ ...paidEntry, id_inscricao: 4 }] });

  await login(page, DEMO.admin);
  const { dialog } = await editClassOf(page, training);
  const entry = dialog.getByRole('group', { name: studentName });
  await entry.waitFor();
  // Dimmed: its fields fade, its name stays readable.
  assert.equal(await entry.getAttribute('data-dimmed'), 'true', 'the cancelled entry is dimmed');
  assert.equal(
    await entry
      .getByRole('combobox', { name: /Status da Inscrição/ })
      .evaluate((element) => getComputedStyle(element.closest('[data-dimmed] > *')).opacity),
    '0.6',
  );
  await entry.scrollIntoViewIfNeeded();
  // The full-screen dialog fades in: the picture is taken once it is opaque.
  await until(
    async () => (await dialog.evaluate((element) => getComputedStyle(element.closest('.MuiDialog-root') ?? element).opacity)) === '1',
    'the dialog shown',
  );
  await expectReadableText(entry.getByTestId('enrolled-student-name'), 'the cancelled student name');
  await page.waitForTimeout(300);
  mkdirSync(join(process.cwd(), '../../test-output/e2e'), { recursive: true });
  await page.screenshot({ path: join(process.cwd(), '../../test-output/e2e/class-form-cancelled-entry.png') });

  await chooseOption(page, entry, /Status da Inscrição/, 'Estornado');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Turma atualizada com sucesso!');
  const [stored] = await admin.get(`/api/classes?classId=${created.id}`);
  assert.equal(stored.alunos[0].id_inscricao, 5, 'refunded');
});
