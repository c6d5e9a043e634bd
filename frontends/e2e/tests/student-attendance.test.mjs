import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, bodyRows, loginAnswer, submitLogin } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { until } from '../support/forms.mjs';

// A student's own 'Frequência' against the real product: a class of this run that began three days ago, the student's
// content released (libera_conteudo), and the attendance of its first four sessions taken by the school; the student
// logs in for the first time and reads, in the class's panel, their sessions, presences, absences and percentage.
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
const isoDay = (offset) => schoolDay.format(new Date(Date.now() + offset * 86_400_000));
const trainingName = `Frequência ${run}`;
const studentEmail = uniqueEmail('frequencia');
const DEFAULT_PASSWORD = 'Treina#Aluno1';
const MARKS = ['P', 'A', 'J', 'T'];
let admin;
let classId;
let studentId;

beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  const [{ id: trainingId }] = await admin.post('/api/trainings', {
    nome_treinamento: trainingName,
    id_status_treinamento: 1,
    frequencia_minima: 75,
  });
  [{ id: studentId }] = await admin.post('/api/students', { nome_aluno: `Aluna ${trainingName}`, email: studentEmail, possui_login: true });
  [{ id: classId }] = await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: isoDay(-3),
    data_fim: isoDay(3),
    id_periodo_turma: 2,
    id_status_turma: 2,
    dias_semana: [1, 2, 3, 4, 5, 6, 7],
    alunos: [{ id_aluno: studentId, id_inscricao: 1, libera_conteudo: true }],
  });
  const sessions = await admin.get(`/api/classes/${classId}/sessions`);
  for (const [index, presenca] of MARKS.entries()) {
    const session = sessions.find((row) => row.data === isoDay(index - 3));
    await admin.put(`/api/sessions/${session.id}/attendance`, [{ id_aluno: studentId, presenca }]);
  }
  await until(async () => (await loginAnswer(studentEmail, DEFAULT_PASSWORD)).status === 200, 'the student login exists', 30_000);
}, 90_000);
afterAll(async () => admin?.dispose());

browserTest("a student logs in and reads their own 'Frequência' in the class's panel", async ({ page }) => {
  page.setDefaultTimeout(45_000);
  await submitLogin(page, studentEmail, DEFAULT_PASSWORD);
  await page.getByRole('heading', { name: 'Troque sua senha' }).waitFor();
  const own = 'Minha#2026freq';
  await page.getByLabel('Nova Senha', { exact: false }).first().fill(own);
  await page.getByLabel('Confirmação da Nova Senha').fill(own);
  await page.getByRole('button', { name: 'Salvar Nova Senha' }).click();
  await page.getByRole('heading', { name: 'Troque sua senha' }).waitFor({ state: 'hidden' });

  await page.goto('/class');
  await bodyRows(page).first().waitFor();
  const row = page.locator(`tbody tr[data-row-id="${classId}"]`);
  await row.getByRole('button', { name: 'Expandir' }).click();
  const attendance = page.getByTestId('detail-panel').getByTestId('own-attendance');
  await attendance.waitFor();

  // What the server counts for the student, as the panel must say it: 4 sessions, P and T present, A absent, J justified.
  const [figures] = (await admin.get(`/api/students/${studentId}/attendance`)).filter((entry) => entry.id_turma === classId);
  assert.deepEqual([figures.aulas, figures.faltas, figures.justificadas], [4, 1, 1]);
  const text = await attendance.innerText();
  const percent = `${figures.percentual.toFixed(1).replace('.', ',')}%`;
  assert.ok(text.includes(percent), `${percent} in «${text}»`);
  assert.ok(
    text.includes(
      `${figures.aulas} aulas · ${figures.presencas} presenças · ${figures.faltas} falta · ${figures.justificadas} justificada`,
    ),
    text,
  );
  assert.match(text, /mínimo 75,0%/);
  assert.equal(await attendance.getAttribute('data-below-minimum'), figures.percentual < 75 ? 'true' : 'false');
  // The panel opens with an animation (its height fixed until it ends): shot once it is fully open.
  await page.locator('.MuiCollapse-entered [data-testid="detail-panel"]').waitFor();
  await screenshot(page, 'student attendance - own Frequência in the class panel');
});
