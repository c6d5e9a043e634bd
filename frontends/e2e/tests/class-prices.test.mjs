import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, editClassOf, expectNotification, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { chooseOption, dateValue, typeDate } from '../support/forms.mjs';

// A class's price and a student's charge plan (instalments, discount, first due day), typed in the class form as staff do.
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest("the class form keeps the class's price and a student's instalments, discount and first due day", async ({ page }) => {
  const training = `Preços ${run}`;
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: training, id_status_treinamento: 1, valor: 1500 });
  const studentName = `Aluna Parcelada ${run}`;
  const [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: studentName, email: uniqueEmail('parcelada') });
  await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-06-01',
    data_fim: '2026-06-05',
    id_periodo_turma: 1,
    id_status_turma: 1,
    alunos: [{ id_aluno: studentId, id_inscricao: 1 }],
  });

  await login(page, DEMO.admin);
  const { row, dialog } = await editClassOf(page, training);
  const price = dialog.getByRole('textbox', { name: 'Valor da turma (R$)' });
  await price.waitFor();
  await dialog.getByText('Em branco: vale o valor do treinamento (R$ 1.500,00)').waitFor();
  await price.fill('1.200,00');
  const entry = dialog.getByRole('group', { name: studentName });
  await chooseOption(page, entry, /Parcelas/, '3');
  await entry.getByRole('textbox', { name: 'Desconto (R$)' }).fill('200,50');
  await typeDate(entry, '1º vencimento', '10/07/2026');
  assert.equal(await dateValue(entry, '1º vencimento'), '10/07/2026');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Turma atualizada com sucesso!');

  const [stored] = await admin.get(`/api/classes?q=${encodeURIComponent(training)}`);
  assert.equal(stored.valor, '1200.00');
  const saved = stored.alunos.find((candidate) => candidate.id_aluno === studentId);
  assert.deepEqual([saved.parcelas, saved.desconto, saved.primeiro_vencimento], [3, '200.50', '2026-07-10']);

  await row.getByRole('button', { name: 'Expandir' }).click();
  const panel = page.getByTestId('detail-panel');
  await panel.getByText('Valor: R$ 1.200,00').waitFor();
  mkdirSync(join(process.cwd(), '../../test-output/e2e'), { recursive: true });
  await page.screenshot({ path: join(process.cwd(), '../../test-output/e2e/class-prices.png') });
});
