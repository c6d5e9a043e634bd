import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest, screenshot } from '../support/browser.mjs';
import { apiSession, expectNotification, login, submitLogin } from '../support/app.mjs';
import { accessibilityViolations } from '../support/axe.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { chooseOption, until } from '../support/forms.mjs';

// Configurações › 'Horários das Aulas' (academic_ui's panel inside identity_ui's page) and the class form's
// 'Dias da Semana', against the real product: the admin moves the Noturno period's times, a class created on
// two weekdays gets its sessions on those days at the new times; a user who may only read the settings cannot save.
// The period times are put back afterwards: other tests expect the defaults.
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const trainingName = `Horários ${run}`;
const MSG_TIMES = 'O horário de término do período deve ser posterior ao de início.';
let admin;
let original;

beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
  original = await admin.get('/api/academic-settings');
  await admin.post('/api/trainings', { nome_treinamento: trainingName, id_status_treinamento: 1 });
}, 60_000);
afterAll(async () => {
  if (original)
    await admin.put('/api/academic-settings', {
      horarios_periodo: original.horarios_periodo.map(({ id_periodo_turma, inicio, fim }) => ({ id_periodo_turma, inicio, fim })),
    });
  await admin?.dispose();
});

browserTest(
  "'Horários das Aulas': the server's refusal shown, new Noturno times saved; a class on Ter and Qui gets them",
  async ({ page }) => {
    page.setDefaultTimeout(45_000);
    await login(page, DEMO.admin);
    await page.goto('/config');
    await page.getByRole('tab', { name: 'Horários das Aulas' }).click();
    const panel = page.getByTestId('period-times-panel');
    const night = panel.getByRole('group', { name: 'Noturno' });
    const start = night.getByRole('textbox', { name: 'Início' });
    const end = night.getByRole('textbox', { name: 'Fim' });
    const noturno = original.horarios_periodo.find((row) => row.nome_periodo_turma === 'Noturno');
    await until(async () => (await start.inputValue()) === noturno.inicio, 'the Noturno start time loaded');
    assert.equal(await end.inputValue(), noturno.fim);
    assert.equal(await panel.getByRole('group', { name: 'Diurno' }).getByRole('textbox', { name: 'Início' }).inputValue(), '08:00');
    await screenshot(page, 'class schedule - Horários das Aulas');
    assert.deepEqual(await accessibilityViolations(page), [], "the 'Horários das Aulas' tab");

    // The end before the start: the server's own message.
    await end.fill('18:00');
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await panel.getByTestId('period-times-error').filter({ hasText: MSG_TIMES }).waitFor();
    // 'Salvar' is offered again for the correction; shot once its colour is back from the disabled look.
    const saveButton = panel.getByRole('button', { name: 'Salvar' });
    assert.equal(await saveButton.isEnabled(), true);
    await until(async () => (await saveButton.evaluate((node) => getComputedStyle(node).color)) === 'rgb(255, 255, 255)', 'Salvar enabled');
    await screenshot(page, 'class schedule - Horários das Aulas refused');

    await start.fill('19:30');
    await end.fill('22:30');
    await saveButton.click();
    await expectNotification(page, 'Horários das aulas salvos com sucesso!');
    const saved = await admin.get('/api/academic-settings');
    assert.deepEqual(
      saved.horarios_periodo.find((row) => row.id_periodo_turma === noturno.id_periodo_turma),
      { ...noturno, inicio: '19:30', fim: '22:30' },
    );

    // 'Dias da Semana' in the class form: Monday to Friday for a new class, none refused, then Ter and Qui.
    await page.goto('/class');
    await page.getByRole('button', { name: 'Nova Turma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
    const days = dialog.getByRole('group', { name: /Dias da Semana/ });
    const checked = async () => {
      const names = [];
      for (const name of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'])
        if (await days.getByRole('checkbox', { name }).isChecked()) names.push(name);
      return names;
    };
    assert.deepEqual(await checked(), ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']);
    await chooseOption(page, dialog, /^Treinamento/, trainingName);
    await chooseOption(page, dialog, /^Período/, 'Noturno');
    await chooseOption(page, dialog, /^Status da Turma/, 'Aberta');
    for (const name of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']) await days.getByRole('checkbox', { name }).uncheck();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await days.getByText('Escolha ao menos um dia da semana.').waitFor();
    await days.scrollIntoViewIfNeeded();
    await screenshot(page, 'class schedule - no weekday refused', { fullPage: false });
    await days.getByRole('checkbox', { name: 'Ter' }).check();
    await days.getByRole('checkbox', { name: 'Qui' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectNotification(page, 'Turma criada com sucesso!');
    await dialog.waitFor({ state: 'hidden' });

    const [klass] = (await admin.get(`/api/classes?page=1&q=${encodeURIComponent(trainingName)}`)).filter(
      (row) => row.nome_treinamento === trainingName,
    );
    assert.deepEqual(klass.dias_semana, [2, 4]);
    const sessions = await admin.get(`/api/classes/${klass.id}/sessions`);
    assert.ok(sessions.length > 0, 'sessions generated');
    for (const session of sessions) {
      const weekday = new Date(`${session.data}T12:00:00Z`).getUTCDay();
      assert.ok([2, 4].includes(weekday), `${session.data} is a Tuesday or a Thursday`);
      assert.deepEqual([session.inicio, session.fim], ['19:30', '22:30']);
    }
  },
);

browserTest("'Horários das Aulas' without config_update: the times read-only, no 'Salvar'", async ({ page }) => {
  page.setDefaultTimeout(45_000);
  const email = uniqueEmail('horarios');
  const senha = 'SoLeitura#2026';
  await admin.createUser({ nome: `Só Leitura ${run}`, email, senha, id_tipo_usuario: 3, permissions: ['config'] });
  await submitLogin(page, email, senha);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/config');
  await page.getByRole('tab', { name: 'Horários das Aulas' }).click();
  const panel = page.getByTestId('period-times-panel');
  const start = panel.getByRole('group', { name: 'Diurno' }).getByRole('textbox', { name: 'Início' });
  await start.waitFor();
  assert.equal(await start.isDisabled(), true);
  assert.equal(await panel.getByRole('button', { name: 'Salvar' }).count(), 0);
  await screenshot(page, 'class schedule - Horários das Aulas read-only');
});
