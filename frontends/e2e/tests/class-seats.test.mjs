import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { chooseOption, until } from '../support/forms.mjs';

// Seats and the waiting list: set the seats, fill the class, add a waiting student,
// cancel a seated one and see the waiting one seated (its event reaching finance, its e-mail written).
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const SHOTS = join(process.cwd(), '../../test-output/e2e');
const MAIL_DIR = join(process.cwd(), '../../var/mail');
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

async function openClass(page, training) {
  await page.goto('/class');
  // Generous waits: the browser tests share a busy machine.
  await bodyRows(page).first().waitFor({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(training);
  const row = bodyRows(page).filter({ hasText: training });
  await until(async () => (await bodyRows(page).count()) === 1 && (await row.count()) === 1, 'the class of this run', 60_000);
  return row;
}

async function editClass(page, training) {
  const row = await openClass(page, training);
  await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
  await dialog.waitFor({ timeout: 60_000 });
  return dialog;
}

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, name) });
}

browserTest(
  'seats: a full class takes a student on the waiting list, who is seated when a seat frees',
  async ({ page }) => {
    page.setDefaultTimeout(45_000);
    const training = `Vagas ${run}`;
    const [{ id: trainingId }] = await admin.post('/api/trainings', { nome_treinamento: training, id_status_treinamento: 1 });
    const names = ['Ana', 'Bruno', 'Walter'].map((name) => `${name} Vagas ${run}`);
    const emails = ['ana', 'bruno', 'walter'].map((name) => uniqueEmail(`vagas-${name}`));
    const ids = [];
    for (const [index, nome_aluno] of names.entries())
      ids.push((await admin.post('/api/students', { nome_aluno, email: emails[index] }))[0].id);
    const [ana, bruno, walter] = ids;
    await admin.post('/api/classes', {
      id_treinamento: trainingId,
      data_inicio: '2026-06-01',
      data_fim: '2026-06-05',
      id_periodo_turma: 1,
      id_status_turma: 1,
      alunos: [
        { id_aluno: ana, id_inscricao: 1 },
        { id_aluno: bruno, id_inscricao: 1 },
      ],
    });

    await login(page, DEMO.admin);
    // Set the seats: 2, both taken.
    let dialog = await editClass(page, training);
    const seats = dialog.getByRole('textbox', { name: 'Vagas' });
    await seats.fill('2');
    await dialog.getByText('Vagas livres: 0').waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectNotification(page, 'Turma atualizada com sucesso!');
    await dialog.waitFor({ state: 'hidden' });
    let row = await openClass(page, training);
    await until(async () => (await row.innerText()).includes('2/2'), "the Alunos column shows '2/2'");

    // The class is full: Walter as 'Inscrito' is refused with the waiting-list message, then added to the waiting list.
    dialog = await editClass(page, training);
    const add = dialog.getByRole('group', { name: 'Adicionar aluno' });
    await add.getByRole('combobox', { name: /Nome do Aluno/ }).fill(names[2]);
    await page.getByRole('option', { name: new RegExp(names[2]) }).click();
    await chooseOption(page, add, 'Status da Inscrição', 'Inscrito');
    await add.getByRole('button', { name: 'Adicionar Aluno' }).click();
    const waiting = dialog.getByRole('group', { name: names[2] });
    await waiting.waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectNotification(page, 'Turma sem vagas disponíveis. Adicione o aluno à Lista de Espera.');
    await chooseOption(page, waiting, 'Status da Inscrição', 'Lista de Espera');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectNotification(page, 'Turma atualizada com sucesso!');
    await dialog.waitFor({ state: 'hidden' });

    // The detail panel lists the waiting student with the position.
    row = await openClass(page, training);
    await row.getByRole('button', { name: 'Expandir' }).click();
    const waitingList = page.getByRole('list', { name: 'Lista de espera da turma' });
    await waitingList.waitFor();
    assert.match(await waitingList.getByTestId('waiting-student').first().innerText(), new RegExp(`1º\\s+${names[2]}`));
    assert.match(await page.getByTestId('class-seats').innerText(), /Vagas: 2 · Vagas livres: 0/);
    await waitingList.scrollIntoViewIfNeeded();
    await shot(page, 'class-seats-waiting-list.png');

    // Ana is cancelled: Walter takes her seat in the same save.
    dialog = await editClass(page, training);
    await chooseOption(page, dialog.getByRole('group', { name: names[0] }), 'Status da Inscrição', 'Cancelado');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectNotification(page, 'Turma atualizada com sucesso!');
    await dialog.waitFor({ state: 'hidden' });
    row = await openClass(page, training);
    await row.getByRole('button', { name: 'Expandir' }).click();
    const walterLine = page.getByTestId('class-student').filter({ hasText: names[2] });
    await walterLine.waitFor();
    assert.match(await walterLine.innerText(), /Inscrito/);
    assert.equal(await page.getByRole('list', { name: 'Lista de espera da turma' }).count(), 0, 'nobody waits any more');
    assert.match(await row.innerText(), /2\/2/);
    await walterLine.scrollIntoViewIfNeeded();
    await shot(page, 'class-seats-promoted.png');

    const [stored] = await admin.get(`/api/classes?q=${encodeURIComponent(training)}`);
    assert.equal(stored.alunos.find((entry) => entry.id_aluno === walter).id_inscricao, 1);
    assert.equal(stored.vagas_livres, 0);

    // The promotion's status change reaches finance's commissions (the entry earns commission by default).
    await until(
      async () => {
        const rows = await admin.get(`/api/commissions?q=${encodeURIComponent(names[2])}`);
        return rows.some((commission) => commission.nome_aluno === names[2] && commission.status_inscricao === 'Inscrito');
      },
      "finance's commission row of the seated student reads 'Inscrito'",
      30_000,
    );
    // And identity e-mails the seated student (MAIL_DIR of the product under test).
    const safe = emails[2].replace(/[^a-z0-9@._-]/gi, '_');
    await until(
      async () => existsSync(MAIL_DIR) && readdirSync(MAIL_DIR).some((file) => file.endsWith(`${safe}.eml`)),
      'the e-mail of the seated student',
      30_000,
    );
    const file = readdirSync(MAIL_DIR).find((name) => name.endsWith(`${safe}.eml`));
    assert.match(readFileSync(join(MAIL_DIR, file), 'utf8').replace(/=\r?\n/g, ''), new RegExp(training));
  },
  { timeout: 400_000 },
);
