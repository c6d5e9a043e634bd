import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login } from '../support/app.mjs';
import { DEMO, uniqueEmail } from '../support/config.mjs';
import { chooseOption, csvRows, downloadText, until } from '../support/forms.mjs';

// Academic screens (academic_ui): Materiais, Treinamentos, Turmas with their students,
// Alunos / Interessados, and the student's own view of Turmas.

const STUDENT = { email: 'aluno@treina.dev', password: 'Aluno#2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const NO_TRANSFER_REQUEST = 'O aluno selecionado não possui status de `Solicitação de Transferência` em outra turma.';
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

async function search(page, text) {
  const box = page.getByRole('textbox', { name: 'Pesquisar' });
  await box.fill('');
  await box.fill(text);
}

/** /class, the class of `trainingName` found by the server search, opened in 'Dados da Turma'. */
async function editClass(page, trainingName) {
  await page.goto('/class');
  await bodyRows(page).first().waitFor();
  await search(page, trainingName);
  const row = bodyRows(page).filter({ hasText: trainingName });
  await until(async () => (await bodyRows(page).count()) === 1 && (await row.count()) === 1, `one class of ${trainingName}`);
  await row.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
  await dialog.waitFor();
  return dialog;
}

async function saveDialog(page, dialog, message) {
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, message);
  await dialog.waitFor({ state: 'hidden' });
}

/** Picks a student in the add-student row by typing part of the name. */
async function pickStudent(page, dialog, name) {
  const row = dialog.getByRole('group', { name: 'Adicionar aluno' });
  await row.getByRole('combobox', { name: /Nome do Aluno/ }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  return row;
}

async function classOf(trainingName) {
  const rows = (await admin.get(`/api/classes?page=1&q=${encodeURIComponent(trainingName)}`)).filter(
    (row) => row.nome_treinamento === trainingName,
  );
  assert.equal(rows.length, 1, `one class of ${trainingName}`);
  return rows[0];
}

browserTest('Materiais and Treinamentos: upload a material, create a training with it', async ({ page }) => {
  const materialName = `Apostila E2E ${run}`;
  const trainingName = `Treinamento E2E ${run}`;
  const instructor = (await admin.get('/api/user')).find((user) => user.email === DEMO.instrutor.email);

  await login(page, DEMO.admin);
  await page.goto('/material');
  await page.getByRole('heading', { name: 'Materiais' }).waitFor();
  await page.getByRole('button', { name: 'Novo Material' }).click();
  let dialog = page.getByRole('dialog', { name: 'Dados do Material' });
  await dialog.getByRole('textbox', { name: /Nome do Material/ }).fill(materialName);
  const url = dialog.getByRole('textbox', { name: 'URL' });
  assert.equal(await url.getAttribute('readonly'), '', 'the url is read-only');
  await dialog.getByTestId('material-file-input').setInputFiles({ name: 'apostila-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
  const stored = await until(async () => {
    const value = await url.inputValue();
    return /^\/api\/files\/material-[0-9a-f-]+\.pdf$/.test(value) && value;
  }, 'the upload fills the url');
  await saveDialog(page, dialog, 'Material criado com sucesso!');
  await search(page, materialName);
  const materialRow = bodyRows(page).filter({ hasText: materialName });
  const link = materialRow.getByRole('link', { name: stored });
  assert.equal(await link.getAttribute('target'), '_blank');
  const material = (await admin.get('/api/materials')).find((row) => row.nome_material === materialName);
  assert.equal(material.url, stored);

  await page.goto('/training');
  await page.getByRole('heading', { name: 'Treinamentos' }).waitFor();
  await page.getByRole('button', { name: 'Novo Treinamento' }).click();
  dialog = page.getByRole('dialog', { name: 'Dados do Treinamento' });
  await dialog.getByRole('textbox', { name: /Nome Treinamento/ }).fill(trainingName);
  assert.ok(await dialog.getByText('Selecione o Usuário').isVisible());
  assert.ok(await dialog.getByText('Selecione o Status do Treinamento').isVisible());
  await chooseOption(page, dialog, /^Instrutor/, instructor.nome);
  await chooseOption(page, dialog, /^Status do Treinamento/, 'Ativo');
  await dialog.getByRole('checkbox', { name: materialName }).check();
  await saveDialog(page, dialog, 'Treinamento criado com sucesso!');
  await search(page, trainingName);
  const trainingRow = bodyRows(page).filter({ hasText: trainingName });
  assert.match(await trainingRow.innerText(), new RegExp(`${instructor.nome}[\\s\\S]*Ativo`));
  const training = (await admin.get('/api/trainings')).find((row) => row.nome_treinamento === trainingName);
  assert.deepEqual(training.id_material, [material.id]);
  assert.equal(training.id_instrutor, instructor.id_usuario);
});

browserTest(
  'Turmas: enrol a lead, take a payment, transfer it to another class, cancel an enrolment, finish a class, export both CSVs',
  async ({ page }) => {
    const first = `Turma Origem E2E ${run}`;
    const second = `Turma Destino E2E ${run}`;
    await admin.post('/api/trainings', { nome_treinamento: first, id_status_treinamento: 1 });
    await admin.post('/api/trainings', { nome_treinamento: second, id_status_treinamento: 1 });
    const leadName = `Lead E2E ${run}`;
    const leadEmail = uniqueEmail('lead');
    const otherName = `Outro E2E ${run}`;
    await admin.post('/api/students', { nome_aluno: otherName, email: uniqueEmail('outro') });

    await login(page, DEMO.admin);

    // An interested lead, created on Interessados.
    await page.goto('/student?studentType=interested');
    await page.getByRole('heading', { name: 'Interessados' }).waitFor();
    await page.getByRole('button', { name: 'Novo Interessado' }).click();
    let dialog = page.getByRole('dialog', { name: 'Dados do Interessado' });
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(leadName);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(leadEmail);
    await dialog.getByRole('textbox', { name: 'Telefone' }).fill('11987654321');
    assert.equal(await dialog.getByRole('textbox', { name: 'Telefone' }).inputValue(), '(11) 98765-4321');
    await saveDialog(page, dialog, 'Criado com sucesso!');
    await search(page, leadEmail);
    await bodyRows(page).filter({ hasText: leadName }).waitFor();

    // A class with the lead enrolled (1).
    await page.goto('/class');
    await page.getByRole('button', { name: 'Nova Turma' }).click();
    dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
    await chooseOption(page, dialog, /^Treinamento/, first);
    await chooseOption(page, dialog, /^Período/, 'Noturno');
    await chooseOption(page, dialog, /^Status da Turma/, 'Aberta');
    let add = await pickStudent(page, dialog, leadName);
    await chooseOption(page, add, 'Status da Inscrição', 'Inscrito');
    await add.getByRole('button', { name: 'Adicionar Aluno' }).click();
    await dialog.getByRole('group', { name: leadName }).waitFor();
    await saveDialog(page, dialog, 'Turma criada com sucesso!');
    const classA = await classOf(first);
    const lead = classA.alunos.find((entry) => entry.nome_aluno === leadName);
    assert.equal(lead.id_inscricao, 1);
    assert.equal(lead.gera_comissao, true, 'new students earn commission');
    assert.equal(lead.libera_conteudo, false, 'new students have no content released');

    // The lead now lists as a student, no longer as interested.
    await page.goto('/student?studentType=student');
    await bodyRows(page).first().waitFor();
    await search(page, leadEmail);
    await bodyRows(page).filter({ hasText: leadName }).waitFor();
    assert.match(await bodyRows(page).filter({ hasText: leadName }).innerText(), new RegExp(first));
    await page.goto('/student?studentType=interested');
    await bodyRows(page).first().waitFor();
    await search(page, leadEmail);
    await page.getByText('Nenhuma informação encontrada').waitFor();

    // Payment: status 3 with method, amount and note.
    dialog = await editClass(page, first);
    let row = dialog.getByRole('group', { name: leadName });
    await chooseOption(page, row, 'Status da Inscrição', 'Pago');
    await chooseOption(page, row, 'Forma de Pagamento', 'PIX');
    await row.getByRole('textbox', { name: 'Valor Pago' }).fill('1.490,00');
    await row.getByRole('textbox', { name: 'Obs. Pagamento' }).fill(`PIX-${run}`);
    await saveDialog(page, dialog, 'Turma atualizada com sucesso!');
    const paid = (await classOf(first)).alunos.find((entry) => entry.id_aluno === lead.id_aluno);
    assert.deepEqual([paid.id_inscricao, paid.valor_pago, paid.nome_forma_pagto, paid.cod_pagto], [3, 1490, 'PIX', `PIX-${run}`]);
    assert.ok(paid.data_hora_pagamento, 'status 3 sets the payment time');

    // Transfer request (6) in the first class.
    dialog = await editClass(page, first);
    await chooseOption(page, dialog.getByRole('group', { name: leadName }), 'Status da Inscrição', 'Solicitação de Transferência');
    await saveDialog(page, dialog, 'Turma atualizada com sucesso!');

    // The transfer (7) into a second class copies the payment data of the request.
    await page.goto('/class');
    await page.getByRole('button', { name: 'Nova Turma' }).click();
    dialog = page.getByRole('dialog', { name: 'Dados da Turma' });
    await chooseOption(page, dialog, /^Treinamento/, second);
    await chooseOption(page, dialog, /^Período/, 'Diurno');
    await chooseOption(page, dialog, /^Status da Turma/, 'Aberta');
    // Someone without a transfer request: the alert on choosing 7.
    add = await pickStudent(page, dialog, otherName);
    await chooseOption(page, add, 'Status da Inscrição', 'Transferido');
    await dialog.getByTestId('students-alert').filter({ hasText: NO_TRANSFER_REQUEST }).waitFor();
    await chooseOption(page, add, 'Status da Inscrição', 'Inscrito');
    await add.getByRole('button', { name: 'Adicionar Aluno' }).click();
    await dialog.getByRole('group', { name: otherName }).waitFor();
    await until(async () => (await add.getByRole('combobox', { name: /Nome do Aluno/ }).inputValue()) === '', 'the add row is cleared');
    add = await pickStudent(page, dialog, leadName);
    await chooseOption(page, add, 'Status da Inscrição', 'Transferido');
    await until(async () => (await add.getByRole('textbox', { name: 'Valor Pago' }).inputValue()) === '1.490,00', 'the amount is copied');
    assert.equal(await add.getByRole('textbox', { name: 'Obs. Pagamento' }).inputValue(), `PIX-${run}`);
    assert.equal((await add.getByRole('combobox', { name: 'Forma de Pagamento' }).innerText()).trim(), 'PIX');
    assert.match(await add.getByRole('combobox', { name: /Turma de Origem/ }).innerText(), new RegExp(first));
    await add.getByRole('button', { name: 'Adicionar Aluno' }).click();
    await dialog.getByRole('group', { name: leadName }).waitFor();
    await saveDialog(page, dialog, 'Turma criada com sucesso!');
    const classB = await classOf(second);
    const moved = classB.alunos.find((entry) => entry.id_aluno === lead.id_aluno);
    assert.deepEqual(
      [moved.id_inscricao, moved.id_turma_origem, moved.valor_pago, moved.nome_forma_pagto, moved.cod_pagto, moved.cci],
      [7, classA.id, 1490, 'PIX', `PIX-${run}`, paid.cci],
    );

    // The first class shows the request dimmed, its date labelled 'Transferência'.
    await page.goto(`/class?classId=${classA.id}`);
    const panel = page.getByTestId('detail-panel');
    await panel.waitFor();
    const request = panel.getByTestId('class-student').filter({ hasText: leadName });
    assert.equal(await request.getAttribute('data-dimmed'), 'true');
    assert.match(await request.innerText(), /Transferência: \d{2}\/\d{2}\/\d{4}/);
    assert.equal(await panel.getByRole('link', { name: leadName }).getAttribute('href'), `/student?studentId=${lead.id_aluno}`);

    // Cancelling an enrolment: the delete button removes the student (status 4 on the server).
    dialog = await editClass(page, second);
    await dialog.getByRole('button', { name: `Remover ${otherName}` }).click();
    await saveDialog(page, dialog, 'Turma atualizada com sucesso!');
    const cancelled = (await classOf(second)).alunos.find((entry) => entry.nome_aluno === otherName);
    assert.equal(cancelled.id_inscricao, 4);
    assert.ok(cancelled.data_hora_cancelamento);

    // Finishing the class locks its students.
    dialog = await editClass(page, second);
    await chooseOption(page, dialog, /^Status da Turma/, 'Concluída');
    await dialog.getByTestId('students-locked').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Adicionar Aluno' }).isDisabled(), true);
    await saveDialog(page, dialog, 'Turma atualizada com sucesso!');
    dialog = await editClass(page, second);
    await dialog.getByTestId('students-locked').waitFor();
    const locked = dialog.getByRole('group', { name: leadName });
    assert.equal(await locked.getByRole('button', { name: `Remover ${leadName}` }).isDisabled(), true);
    for (const name of ['Status da Inscrição', 'Forma de Pagamento']) {
      assert.equal(await locked.getByRole('combobox', { name }).getAttribute('aria-disabled'), 'true', name);
    }
    for (const name of ['Valor Pago', 'Obs. Pagamento']) assert.equal(await locked.getByRole('textbox', { name }).isDisabled(), true, name);
    for (const name of ['Gera Comissão', 'Libera Conteúdo'])
      assert.equal(await locked.getByRole('switch', { name }).isDisabled(), true, name);
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // relatorio_turmas.csv of the first class.
    await page.goto('/class');
    await bodyRows(page).first().waitFor();
    await search(page, first);
    await until(async () => (await bodyRows(page).count()) === 1, 'the search keeps one class');
    const classes = await downloadText(page, () => page.getByRole('button', { name: 'Exportar como CSV' }).click());
    assert.equal(classes.name, 'relatorio_turmas.csv');
    const [classHeader, ...classLines] = csvRows(classes.text);
    assert.deepEqual(classHeader, ['Treinamento', 'Instrutor', 'Início', 'Término', 'Período', 'Status', 'Alunos']);
    assert.equal(classLines.length, 1);
    assert.deepEqual([classLines[0][0], classLines[0][4], classLines[0][5], classLines[0][6]], [first, 'Noturno', 'Aberta', '0 aluno(s)']);

    // Relatorio_Alunos.csv: one line per completed training (the request in the first class is not one).
    await page.goto('/student?studentType=student');
    await bodyRows(page).first().waitFor();
    await search(page, leadEmail);
    await until(
      async () => (await bodyRows(page).count()) === 1 && (await bodyRows(page).first().innerText()).includes(leadName),
      'the lead is found',
    );
    const students = await downloadText(page, () => page.getByRole('button', { name: 'Exportar como CSV' }).click());
    assert.equal(students.name, 'Relatorio_Alunos.csv');
    const [studentHeader, ...studentLines] = csvRows(students.text);
    assert.deepEqual(studentHeader, [
      'Nome',
      'CPF',
      'E-mail',
      'Telefone',
      'Canal',
      'Status',
      'Observações',
      'Interesses',
      'Treinamentos Realizados',
      'Nome Treinamento',
      'Data Treinamento',
      'Data Inscrição',
      'Status Inscrição',
    ]);
    assert.equal(studentLines.length, 1, students.text);
    const [line] = studentLines;
    assert.deepEqual([line[0], line[2], line[3], line[9], line[12]], [leadName, leadEmail, '(11) 98765-4321', second, 'Transferido']);

    // The student's detail panel: newest class first, the request dimmed, payment shown with R$.
    await bodyRows(page).first().getByRole('button', { name: 'Expandir' }).click();
    const detail = page.getByTestId('student-detail');
    await detail.waitFor();
    const classLinks = detail.getByTestId('student-class');
    assert.equal(await classLinks.count(), 2);
    const payment = await detail.getByTestId('student-class-payment').first().innerText();
    assert.match(payment, /Forma de Pagamento: PIX · Valor: R\$ 1\.490,00/);
    assert.equal(await classLinks.filter({ hasText: first }).getAttribute('data-dimmed'), 'true');
  },
  { timeout: 300_000 },
);

browserTest('the demo student sees only the classes that release content, with their materials', async ({ page, context }) => {
  // The demo seed runs once the users it needs reached academic: wait for it.
  const demo = await until(
    async () => (await admin.get(`/api/students?type=student&q=${encodeURIComponent(STUDENT.email)}`))[0],
    'the demo student exists',
    60_000,
  );
  const released = await until(
    async () => {
      const rows = (await admin.get('/api/classes')).filter((row) =>
        row.alunos.some((entry) => entry.id_aluno === demo.id && entry.libera_conteudo),
      );
      return rows.length > 0 && rows;
    },
    'the demo data releases a class to the demo student',
    60_000,
  );

  await login(page, STUDENT, '/class');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.waitFor();
  assert.deepEqual(
    (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim()),
    ['Turmas', 'Financeiro', 'Meus simulados'],
  );
  await bodyRows(page).first().waitFor();
  assert.equal(await bodyRows(page).count(), released.length);
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  assert.ok(!headers.includes('Alunos'), 'no student count for students');
  assert.equal(await page.getByRole('button', { name: 'Nova Turma' }).count(), 0);

  const target = released.find((row) => row.materiais.length > 0) ?? released[0];
  const row = page.locator(`tbody tr[data-row-id="${target.id}"]`);
  await row.getByRole('button', { name: 'Expandir' }).click();
  const panel = page.getByTestId('detail-panel');
  await panel.waitFor();
  assert.equal(await panel.getByTestId('class-student').count(), 0, 'no student list');
  for (const other of (await admin.get(`/api/classes?classId=${target.id}`))[0].alunos) {
    if (other.id_aluno !== demo.id) assert.equal(await panel.getByText(other.nome_aluno).count(), 0, other.nome_aluno);
  }
  const material = target.materiais[0];
  assert.ok(material, 'the released class has a material');
  const link = panel.getByRole('link', { name: material.nome_material });
  assert.equal(await link.getAttribute('target'), '_blank');
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await until(() => new URL(opened.url()).pathname === new URL(material.url, 'http://x').pathname, 'the material opens in a new tab');
  // The file itself answers the student (a class that releases content): a PDF.
  const file = await page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return { status: response.status, type: response.headers.get('content-type'), start: (await response.text()).slice(0, 5) };
  }, material.url);
  assert.deepEqual(file, { status: 200, type: 'application/pdf', start: '%PDF-' });
  assert.equal(new URL(opened.url()).pathname, new URL(material.url, 'http://x').pathname);
});
