// A user's task, timed and counted: "enrol an existing student and mark them paid" from the Turmas
// list (open the class, add the student with status 'Pago', save), in a real browser against a
// running product. Run from frontends/e2e (its playwright-core):
//   cd frontends/e2e && BASE_URL=http://localhost:4600 node bench/class-enrolment-task.mjs [--add-button] [--runs=3]
// --add-button: press 'Adicionar Aluno' before 'Salvar' (the only way before the form kept a
// filled-in add-student row on 'Salvar').
// Counts every click and typed character the task needs; times it from the list shown to the
// saved confirmation (machine time: the person's reading and pointing come on top, see the KLM estimate).
import { chromium } from 'playwright-core';
import { apiSession, bodyRows, expectNotification, login } from '../frontends/e2e/support/app.mjs';
import { BASE_URL, CHROMIUM_PATH, DEMO, uniqueEmail } from '../frontends/e2e/support/config.mjs';

const pressAdd = process.argv.includes('--add-button');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const run = `${Date.now().toString(36)}`;

const admin = await apiSession(DEMO.admin);
const results = [];
for (let index = 0; index < runs; index += 1) {
  const training = `Tarefa ${run}-${index}`;
  const student = `Aluna Tarefa ${run}-${index}`;
  const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: training, id_status_treinamento: 1 });
  await admin.post('/api/students', { nome_aluno: student, email: uniqueEmail('tarefa') });
  await admin.post('/api/classes', {
    id_treinamento: trainingId,
    data_inicio: '2026-12-07',
    data_fim: '2026-12-11',
    id_periodo_turma: 1,
    id_status_turma: 1,
  });

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ baseURL: BASE_URL, locale: 'pt-BR', viewport: { width: 1366, height: 768 } });
  page.setDefaultTimeout(60_000);
  let clicks = 0;
  let typed = 0;
  const click = async (locator) => {
    clicks += 1;
    await locator.click();
  };
  const type = async (locator, text) => {
    typed += text.length;
    await locator.pressSequentially(text);
  };
  try {
    await login(page, DEMO.admin);
    await page.goto('/class');
    await bodyRows(page).first().waitFor();
    const started = performance.now();
    // Find the class: search it, tick it, 'Editar'.
    await click(page.getByRole('textbox', { name: 'Pesquisar' }));
    await type(page.getByRole('textbox', { name: 'Pesquisar' }), training);
    const row = bodyRows(page).filter({ hasText: training });
    await row.waitFor();
    await click(row.getByRole('checkbox', { name: 'Selecionar linha' }));
    await click(page.getByRole('button', { name: 'Editar' }));
    const dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
    const add = dialog.getByRole('group', { name: 'Adicionar aluno' });
    // The student: type part of the name, pick the option.
    await click(add.getByRole('combobox', { name: /Nome do Aluno/ }));
    await type(add.getByRole('combobox', { name: /Nome do Aluno/ }), student.slice(0, 12) + run);
    await click(page.getByRole('option', { name: new RegExp(student) }));
    // Status 'Pago'.
    await click(add.getByRole('combobox', { name: 'Status da Inscrição' }));
    await click(page.getByRole('listbox').getByRole('option', { name: 'Pago', exact: true }));
    if (pressAdd) await click(add.getByRole('button', { name: 'Adicionar Aluno' }));
    await click(dialog.getByRole('button', { name: 'Salvar' }));
    await expectNotification(page, 'Turma atualizada com sucesso!');
    const ms = performance.now() - started;
    const [stored] = await admin.get(`/api/classes?q=${encodeURIComponent(training)}`);
    const saved = stored.alunos.some((entry) => entry.nome_aluno === student && entry.id_inscricao === 3);
    results.push({ clicks, typed, ms: Math.round(ms), saved });
  } finally {
    await browser.close();
  }
}
await admin.dispose();

// Keystroke-Level Model (Card, Moran & Newell), in seconds: point + click + one mental step per
// click (finding the next control), and a keystroke per typed character.
const klm = (r) => r.clicks * (1.1 + 0.2 + 1.35) + r.typed * 0.28;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(JSON.stringify({ pressAdd, results }, null, 1));
console.log(
  `clicks ${results[0].clicks}, typed ${results[0].typed} chars, machine time median ${median(results.map((r) => r.ms))} ms, ` +
    `KLM person time ≈ ${klm(results[0]).toFixed(1)} s, saved paid: ${results.every((r) => r.saved)}`,
);
