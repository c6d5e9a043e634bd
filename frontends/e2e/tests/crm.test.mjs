// CRM screens (crm_ui) as the administrator: Clientes, Serviços, Configurações >
// Tipos de Atividades and Atividades, with the activities CSV.
import assert from 'node:assert/strict';
import { afterAll, beforeAll } from '@jest/globals';
import { browserTest } from '../support/browser.mjs';
import { apiSession, bodyRows, expectNotification, login } from '../support/app.mjs';
import { DEMO } from '../support/config.mjs';
import {
  chooseOption,
  confirmDelete,
  dateBR,
  exportCsv,
  maskCpf,
  randomCpf,
  rowsWith,
  runTag,
  searchList,
  selectRow,
  waitForRows,
} from '../support/crm.mjs';
import { dateValue, typeDate } from '../support/forms.mjs';

let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

const tableHeaders = async (page) =>
  (await page.locator('thead tr').first().locator('th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);

browserTest('Clientes and Serviços: create, edit and delete a customer and a service for it', async ({ page }) => {
  const tag = runTag('cli');
  const name = `Cliente ${tag}`;
  const cpf = randomCpf();
  const [serviceType] = await admin.get('/api/servicesTypes');
  assert.ok(serviceType, 'a service type exists');

  await login(page, DEMO.admin);
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.waitForURL((url) => url.pathname === '/customer');
  await page.getByRole('heading', { name: 'Clientes' }).waitFor();
  assert.deepEqual(await tableHeaders(page), ['Nome / Razão', 'Documento', 'Tipo Pessoa', 'Endereço']);

  // Create: the document is masked as it is typed.
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  let dialog = page.getByRole('dialog', { name: 'Dados do Cliente' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /Nome \/ Razão Social/ }).fill(name);
  const documento = dialog.getByRole('textbox', { name: /Documento/ });
  await documento.pressSequentially(cpf);
  assert.equal(await documento.inputValue(), maskCpf(cpf));
  await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua das Flores, 10');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Cliente criado com sucesso!');
  await dialog.waitFor({ state: 'hidden' });
  await searchList(page, tag);
  await waitForRows(page, tag, 1);
  assert.match(
    await rowsWith(page, tag).innerText(),
    new RegExp(`${maskCpf(cpf).replace(/\./g, '\\.')}[\\s\\S]*Física[\\s\\S]*Rua das Flores, 10`),
  );

  // Edit.
  await selectRow(page, tag);
  await page.getByRole('button', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Dados do Cliente' });
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: /Documento/ }).inputValue(), maskCpf(cpf));
  await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Avenida Central, 99');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Cliente atualizado com sucesso!');
  await rowsWith(page, 'Avenida Central, 99').waitFor();

  // A service for it: today to one year from today by default.
  await page.getByRole('link', { name: 'Serviços' }).click();
  await page.waitForURL((url) => url.pathname === '/services');
  await page.getByRole('heading', { name: 'Serviços' }).waitFor();
  assert.deepEqual(await tableHeaders(page), ['Nome Cliente', 'Tipo Serviço', 'Data Inicial', 'Data Final']);
  await page.getByRole('button', { name: 'Novo Serviço' }).click();
  dialog = page.getByRole('dialog', { name: 'Serviço' });
  await dialog.waitFor();
  const today = new Date();
  const nextYear = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());
  assert.equal(await dateValue(dialog, /Data Inicial/), dateBR(today));
  assert.equal(await dateValue(dialog, /Data Final/), dateBR(nextYear));
  await chooseOption(page, dialog, /Cliente/, name);
  await chooseOption(page, dialog, /Tipo de Serviço/, serviceType.nome);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Serviço criado com sucesso!');
  await dialog.waitFor({ state: 'hidden' });
  await searchList(page, tag);
  await waitForRows(page, tag, 1);
  assert.match(
    await rowsWith(page, tag).innerText(),
    new RegExp(`${serviceType.nome}[\\s\\S]*${dateBR(today)}[\\s\\S]*${dateBR(nextYear)}`),
  );

  // The date filters: start on or after, end on or before the typed date.
  await page.getByRole('button', { name: 'Mostrar/ocultar filtros' }).click();
  const startFilter = page.getByRole('textbox', { name: 'Filtrar por Data Inicial' });
  await startFilter.fill(dateBR(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)));
  await waitForRows(page, tag, 0);
  await startFilter.fill(dateBR(today));
  await waitForRows(page, tag, 1);
  const endFilter = page.getByRole('textbox', { name: 'Filtrar por Data Final' });
  await endFilter.fill(dateBR(new Date(nextYear.getFullYear(), nextYear.getMonth(), nextYear.getDate() - 1)));
  await waitForRows(page, tag, 0);
  await endFilter.fill(dateBR(nextYear));
  await waitForRows(page, tag, 1);

  // Edit the service's end date, then delete it.
  await selectRow(page, tag);
  await page.getByRole('button', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Serviço' });
  await dialog.waitFor();
  const end = new Date(today.getFullYear(), today.getMonth() + 6, today.getDate());
  await typeDate(dialog, /Data Final/, dateBR(end));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Serviço atualizado com sucesso!');
  await endFilter.fill('');
  await rowsWith(page, dateBR(end)).filter({ hasText: tag }).waitFor();
  await selectRow(page, tag);
  await confirmDelete(page, 1);
  await expectNotification(page, 'Serviço excluído com sucesso!');
  await waitForRows(page, tag, 0);

  // And the customer.
  await page.getByRole('link', { name: 'Clientes' }).click();
  await page.waitForURL((url) => url.pathname === '/customer');
  await searchList(page, tag);
  await waitForRows(page, tag, 1);
  await selectRow(page, tag);
  await confirmDelete(page, 1);
  await expectNotification(page, 'Cliente excluído com sucesso!');
  await waitForRows(page, tag, 0);
});

browserTest('Tipos de Atividades and Atividades: a custom type, an activity with two subtasks, edit, CSV and delete', async ({ page }) => {
  const tag = runTag('atv');
  const typeName = `Tipo ${tag}`;
  const [serviceType] = await admin.get('/api/servicesTypes');
  const types = await admin.get('/api/activitiesTypes');
  const system = types.find((type) => type.tipo === 'SYSTEM');
  // A consultancy activity (type 1) of the same run, for the CSV's 'Tempo Total' line.
  const [consultancy] = await admin.post('/api/activity', {
    titulo: `Consultoria ${tag}`,
    id_tipo_atividade: system.id,
    id_status_atividade: 2,
    data: '2026-01-05',
    subtasks: [{ date: '2026-01-05', time: '01:15', desc: 'Diagnóstico' }],
  });

  await login(page, DEMO.admin);

  // Configurações > Tipos de Atividades: a new CUSTOM type.
  await page.getByRole('link', { name: 'Configurações' }).click();
  await page.waitForURL((url) => url.pathname === '/config');
  // The Atividades page's own heading may still be on screen: wait for the types table itself.
  await page.getByRole('columnheader', { name: 'Tipo Atividade' }).waitFor();
  assert.deepEqual(await tableHeaders(page), ['Tipo Atividade', 'Origem', 'Tipo Serviço']);
  for (const origin of ['SYSTEM', 'FIXED']) {
    const row = bodyRows(page).filter({ hasText: origin }).first();
    assert.equal(await row.getByRole('checkbox').count(), 0, `${origin} rows cannot be selected`);
  }
  await page.getByRole('button', { name: 'Novo Tipo de Atividade' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tipo de Atividade' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /Tipo da Atividade/ }).fill(typeName);
  await chooseOption(page, dialog, /Tipo de Serviço/, serviceType.nome);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Tipo de Atividade criado com sucesso!');
  await dialog.waitFor({ state: 'hidden' });
  await searchList(page, tag);
  await waitForRows(page, tag, 1);
  assert.match(await rowsWith(page, tag).innerText(), new RegExp(`Personalizado[\\s\\S]*${serviceType.nome}`));

  // Atividades: a new activity of that type with two subtasks.
  await page.getByRole('link', { name: 'Atividades' }).click();
  await page.waitForURL((url) => url.pathname === '/activities');
  // The Configurações page also has an 'Atividades' heading: wait for the activities table itself.
  await page.getByRole('columnheader', { name: 'Data Ref.' }).waitFor();
  assert.deepEqual(await tableHeaders(page), [
    'Data Ref.',
    'Atualização',
    'Tipo da Atividade',
    'Status',
    'Aluno',
    'Responsável',
    'Descrição',
  ]);
  const newButton = page.getByRole('button', { name: 'Nova Atividade' });
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Nova Atividade'));
    return button && !button.disabled;
  });
  await newButton.click();
  dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
  await dialog.waitFor();
  assert.equal(await dateValue(dialog, /Data da Atividade/), dateBR());
  assert.equal(await dialog.getByTestId('subtasks').count(), 0, 'no subtasks while Pendente');
  await chooseOption(page, dialog, /Tipo de Atividade/, typeName);
  const description = `Visita ${tag}`;
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(description);
  await chooseOption(page, dialog, /Status da Atividade/, 'Em Andamento');
  const subtasks = dialog.getByTestId('subtasks');
  assert.equal(await subtasks.getByRole('textbox', { name: 'Tempo Trabalhado' }).inputValue(), '00:00');
  await subtasks.getByRole('button', { name: 'Subtarefa', exact: true }).click();
  await subtasks.getByTestId('subtask-alert').filter({ hasText: 'preencha todos os campos para criar uma subtarefa' }).waitFor();
  await typeDate(subtasks, 'Data da Subtarefa', '10/03/2026');
  await subtasks.getByRole('textbox', { name: 'Tempo Trabalhado' }).fill('01:30');
  await subtasks.getByRole('textbox', { name: 'Detalhes da Subtarefa' }).fill('Levantamento\ncom o cliente');
  await subtasks.getByRole('button', { name: 'Subtarefa', exact: true }).click();
  await typeDate(subtasks, 'Data da Subtarefa', '12/03/2026');
  await subtasks.getByRole('textbox', { name: 'Tempo Trabalhado' }).fill('00:45');
  await subtasks.getByRole('textbox', { name: 'Detalhes da Subtarefa' }).fill('Relatório');
  await subtasks.getByRole('button', { name: 'Subtarefa', exact: true }).click();
  const listed = await subtasks.getByRole('list', { name: 'Subtarefas da atividade' }).getByRole('listitem').allInnerTexts();
  assert.deepEqual(
    listed.map((text) => text.slice(0, 10)),
    ['12/03/2026', '10/03/2026'],
    'newest first',
  );
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Atividade criada com sucesso!');
  await dialog.waitFor({ state: 'hidden' });

  await searchList(page, tag);
  await waitForRows(page, tag, 2);
  const row = rowsWith(page, description);
  assert.match(await row.innerText(), new RegExp(`${dateBR()}[\\s\\S]*${typeName}[\\s\\S]*Em Andamento[\\s\\S]*Administrador`));
  await row.getByRole('button', { name: 'Expandir' }).click();
  const panel = page.getByTestId('detail-panel').filter({ hasText: 'Relatório' });
  await panel.waitFor();
  assert.equal(await panel.getByTestId('activity-time').innerText(), '02:15:00');
  const panelItems = await panel.getByRole('listitem').allInnerTexts();
  assert.match(panelItems[0], /12\/03\/2026 · 00:45:00[\s\S]*Relatório/);
  assert.match(panelItems[1], /10\/03\/2026 · 01:30:00[\s\S]*Levantamento\s+com o cliente/);

  // Edit: description and status.
  await selectRow(page, description);
  await page.getByRole('button', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: /Descrição/ }).inputValue(), description);
  assert.equal(await dialog.getByRole('list', { name: 'Subtarefas da atividade' }).getByRole('listitem').count(), 2);
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(`${description} editada`);
  await chooseOption(page, dialog, /Status da Atividade/, 'Concluído');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Atividade atualizada com sucesso!');
  await dialog.waitFor({ state: 'hidden' });
  await rowsWith(page, `${description} editada`).filter({ hasText: 'Concluído' }).filter({ hasText: dateBR() }).waitFor();

  // CSV of the two activities of this run (no responsible-user filter: all consultants).
  for (const box of await page.getByRole('checkbox', { name: 'Selecionar linha' }).all()) if (await box.isChecked()) await box.uncheck();
  const csv = await exportCsv(page);
  assert.equal(csv.name, 'relatorio_atividades.csv');
  const [header, ...lines] = csv.cells;
  assert.deepEqual(header, [
    'Data Ref.',
    'Atualização',
    'Tipo da Atividade',
    'Status',
    'Aluno',
    'Responsável',
    'Descrição',
    'Data da Subtarefa',
    'Tempo',
    'Detalhes da Subtarefa',
  ]);
  const time = header.indexOf('Tempo');
  const ours = lines.filter((cells) => cells[6] === `${description} editada`);
  assert.deepEqual(
    ours.map((cells) => [cells[7], cells[time], cells[9]]),
    [
      ['12/03/2026', '00:45:00', 'Relatório'],
      ['10/03/2026', '01:30:00', 'Levantamento com o cliente'],
    ],
    'one line per subtask, HH:MM:SS, line breaks replaced by spaces',
  );
  assert.equal(csv.lines.length, 1 + lines.length, 'no line break inside a cell');
  const consultancyLine = lines.findIndex((cells) => cells[6] === `Consultoria ${tag}`);
  assert.ok(consultancyLine >= 0);
  assert.deepEqual(lines[consultancyLine + 1].filter(Boolean), ['Tempo Total', '01:15:00'], "'Tempo Total' after the type-1 activity");
  assert.equal(lines.filter((cells) => cells[0] === 'Tempo Total').length, 1, "no 'Tempo Total' for the custom type");
  // The search leaves one responsible user's rows (this run's two activities): no 'Total Geral'.
  assert.equal(
    lines.some((cells) => cells[0] === 'Total Geral'),
    false,
    "no 'Total Geral' when the search narrows the export to one consultant",
  );
  // Without the search, every consultant: 'Total Geral' last.
  const unsearched = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/activities' && !new URL(r.url()).searchParams.get('q') && r.ok(),
  );
  await searchList(page, '');
  await unsearched;
  await bodyRows(page).first().waitFor();
  const whole = await exportCsv(page);
  assert.equal(whole.cells[whole.cells.length - 1][0], 'Total Geral', "'Total Geral' for all consultants");
  await searchList(page, tag);
  await waitForRows(page, tag, 2);

  // Narrowed to one responsible user, no 'Total Geral'.
  await page.getByRole('button', { name: 'Mostrar/ocultar filtros' }).click();
  const filtered = page.waitForResponse((r) => new URL(r.url()).searchParams.has('filter.nome_usuario') && r.ok());
  await page.getByRole('textbox', { name: 'Filtrar por Responsável' }).fill('Administrador');
  await filtered;
  await waitForRows(page, tag, 2);
  const narrowed = await exportCsv(page);
  assert.equal(
    narrowed.cells.some((cells) => cells[0] === 'Total Geral'),
    false,
  );
  await page.getByRole('textbox', { name: 'Filtrar por Responsável' }).fill('');

  // Delete both.
  await waitForRows(page, tag, 2);
  for (const box of await page.getByRole('checkbox', { name: 'Selecionar linha' }).all()) await box.check();
  await confirmDelete(page, 2);
  await expectNotification(page, 'Atividades excluídas com sucesso!');
  await waitForRows(page, tag, 0);
  assert.equal((await admin.get(`/api/activities?q=${tag}`)).length, 0);
  assert.ok(consultancy.id);

  // The type, now unused, can go too.
  await page.getByRole('link', { name: 'Configurações' }).click();
  await page.getByRole('heading', { name: 'Atividades' }).waitFor();
  await searchList(page, tag);
  await waitForRows(page, tag, 1);
  await selectRow(page, tag);
  await confirmDelete(page, 1);
  await expectNotification(page, 'Tipo de Atividade excluído com sucesso!');
  await waitForRows(page, tag, 0);
});

browserTest(
  'Atividades: the FIXED type locks the user to the current one and asks for a student; editing keeps the type',
  async ({ page }) => {
    const tag = runTag('fix');
    const [student] = await admin.get('/api/activity/students?q=&limit=5');
    // The demo students reach CRM's directory through academic's events.
    assert.ok(student, 'a student in the CRM directory');
    const types = await admin.get('/api/activitiesTypes');
    const fixed = types.find((type) => type.tipo === 'FIXED');
    // The 'Usuário' select offers crm's active staff (students are never responsible).
    const staff = await admin.get('/api/activity/staff');
    const other = staff.find((user) => user.id_usuario !== admin.user.id_usuario);

    await login(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Atividades' }).waitFor();
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Nova Atividade'));
      return button && !button.disabled;
    });
    await page.getByRole('button', { name: 'Nova Atividade' }).click();
    let dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
    await dialog.waitFor();
    if (other) await chooseOption(page, dialog, /Usuário/, other.nome);
    await chooseOption(page, dialog, /Tipo de Atividade/, fixed.nome);
    const user = dialog.getByRole('combobox', { name: /Usuário/ });
    assert.equal(await user.getAttribute('aria-disabled'), 'true');
    assert.equal((await user.innerText()).trim(), admin.user.nome, 'FIXED makes the current user responsible');
    await dialog.getByRole('textbox', { name: /Descrição/ }).fill(`Contato ${tag}`);
    // Salvar without a student says so under the student field, which gets the focus.
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const picker = dialog.getByRole('combobox', { name: /Nome do Aluno/ });
    await dialog.getByText(`Uma atividade do tipo '${fixed.nome}' precisa de um aluno: pesquise pelo nome e escolha um.`).waitFor();
    assert.equal(await picker.getAttribute('aria-invalid'), 'true', 'a student is required');
    assert.equal(await picker.evaluate((element) => element === document.activeElement), true);
    await picker.pressSequentially(student.nome_aluno.slice(0, 4));
    await page.getByRole('option', { name: student.nome_aluno }).first().click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expectNotification(page, 'Atividade criada com sucesso!');
    await dialog.waitFor({ state: 'hidden' });
    await searchList(page, tag);
    await waitForRows(page, tag, 1);
    assert.match(
      await rowsWith(page, tag).innerText(),
      new RegExp(`${fixed.nome}[\\s\\S]*${student.nome_aluno}[\\s\\S]*${admin.user.nome}`),
    );

    // Editing it: the type is locked.
    await selectRow(page, tag);
    await page.getByRole('button', { name: 'Editar' }).click();
    dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('combobox', { name: /Tipo de Atividade/ }).getAttribute('aria-disabled'), 'true');
    assert.equal(await dialog.getByRole('combobox', { name: /Nome do Aluno/ }).inputValue(), student.nome_aluno);
    await page.getByRole('button', { name: 'Fechar' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await selectRow(page, tag);
    await confirmDelete(page, 1);
    await expectNotification(page, 'Atividade excluída com sucesso!');
  },
);
