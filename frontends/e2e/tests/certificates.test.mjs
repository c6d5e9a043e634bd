import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, login } from '../support/app.mjs';
import { DEMO, SCREENSHOT_DIR, uniqueEmail } from '../support/config.mjs';
import { until } from '../support/forms.mjs';

// Certificates: a finished class's paid student gets a PDF from the class panel, and the
// code it carries opens the public check page without login.
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

browserTest('downloads a certificate from the class panel and checks its code on the public page', async ({ page }) => {
  const training = `Certificados ${run}`;
  const [{ id: trainingId }] = await admin.post('/api/trainings', {
    nome_treinamento: training,
    id_status_treinamento: 1,
    carga_horaria: 16,
  });
  const studentName = `Aluna Certificada ${run}`;
  const [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: studentName, email: uniqueEmail('certificada') });
  const [created] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-03-02',
    data_fim: '2026-03-06',
    id_periodo_turma: 2,
    id_status_turma: 1,
    alunos: [{ id_aluno: studentId, id_inscricao: 3, id_forma_pagto: 3, valor_pago: 800 }],
  });
  await admin.patch(`/api/classes/${created.id}`, { id_status_turma: 4 });

  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await login(page, DEMO.admin);
  await page.goto(`/class?classId=${created.id}`);
  const button = page.getByRole('button', { name: `Baixar certificado de ${studentName}` });
  await button.waitFor({ timeout: 15_000 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'certificate-class-panel.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const name = download.suggestedFilename();
  const code = /^certificado-([A-Z0-9-]+)\.pdf$/.exec(name)?.[1];
  assert.ok(code, `the file is named by its code: ${name}`);
  const pdf = readFileSync(await download.path());
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.ok(pdf.toString('latin1').includes(`/certificado/${code}`), 'the QR code links to the public page of the code');

  // The public page, as whoever scans the QR code sees it: no session, no drawer.
  await page.context().clearCookies();
  await page.goto(`/certificado/${code}`);
  const status = page.getByTestId('certificate-status');
  await until(async () => (await status.textContent()) === 'Certificado válido', 'the check answered');
  const text = await page.locator('main').innerText();
  for (const expected of [studentName, training, '16 horas', '02/03/2026 a 06/03/2026']) assert.ok(text.includes(expected), expected);
  assert.equal(await page.getByRole('navigation').count(), 0, 'no drawer');
  assert.equal(new URL(page.url()).pathname, `/certificado/${code}`, 'not sent to the login');
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'certificate-public-page.png') });

  await page.goto('/certificado/ZZZZ-ZZZZ-ZZZZ');
  await until(async () => (await status.textContent())?.startsWith('Certificado não encontrado'), 'an unknown code');
});
