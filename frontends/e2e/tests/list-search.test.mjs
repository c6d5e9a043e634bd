import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { apiSession, bodyRows, login } from '../support/app.mjs';
import { browserTest } from '../support/browser.mjs';
import { DEMO, SCREENSHOT_DIR, uniqueEmail } from '../support/config.mjs';
import { runTag, searchList, waitForRows } from '../support/crm.mjs';

// The search and the column filters of the server-paged lists
// cover every visible column, as shown: Canal and Situação of Interessados, a training of
// interest, and dates typed as DD/MM/YYYY (a whole day or a month) in Atividades.

const REUNIAO_COMERCIAL = 3;
let admin;
beforeAll(async () => {
  admin = await apiSession(DEMO.admin);
});
afterAll(async () => admin?.dispose());

/** Opens the table's column filters and types `text` into the one of `header`. */
async function filterColumn(page, header, text) {
  const box = page.getByRole('textbox', { name: `Filtrar por ${header}` });
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Mostrar/ocultar filtros' }).click();
  await box.fill(text);
}

browserTest('Interessados: the search finds Canal and Situação, the Interesses filter a training', async ({ page }) => {
  const tag = runTag('busca');
  const [training] = await admin.get(`/api/trainings?page=1&pageSize=1`);
  const lead = (name, extra) =>
    admin.post('/api/students', { nome_aluno: `${name} ${tag}`, email: uniqueEmail('busca'), ...extra }).then((rows) => rows[0]);
  await lead('Lead Evento', { id_canal_aluno: 5, id_status_aluno: 2, interesses: [training.id] });
  await lead('Lead Site', { id_canal_aluno: 1, id_status_aluno: 1 });

  await login(page, DEMO.admin);
  await page.goto('/student?studentType=interested');
  await page.getByRole('heading', { name: 'Interessados' }).waitFor();
  await searchList(page, tag);
  await waitForRows(page, tag, 2);

  // Canal: only the lead who came from an event.
  await searchList(page, `${tag} evento`);
  await waitForRows(page, 'Lead Evento', 1);
  // Situação, ignoring case and accents.
  await searchList(page, `${tag} EM NEGOCIACAO`);
  await waitForRows(page, 'Lead Evento', 1);
  await searchList(page, `${tag} novo`);
  await waitForRows(page, 'Lead Site', 1);

  // The Interesses column's filter, by the training's name.
  await searchList(page, tag);
  await waitForRows(page, tag, 2);
  await filterColumn(page, 'Interesses', training.nome_treinamento);
  await waitForRows(page, 'Lead Evento', 1);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'list-search-interessados.png') });
});

browserTest('Atividades: a date typed as DD/MM/YYYY, or its month, in the search and in the Data Ref. filter', async ({ page }) => {
  const tag = runTag('data');
  const create = (titulo, data) => admin.post('/api/activity', { titulo: `${titulo} ${tag}`, data, id_tipo_atividade: REUNIAO_COMERCIAL });
  await create('Reunião de fevereiro', '2024-02-14');
  await create('Reunião de março', '2024-03-20');
  await create('Reunião do outro março', '2024-03-05');

  await login(page, DEMO.admin);
  await page.goto('/activities');
  await bodyRows(page).first().waitFor();
  await searchList(page, tag);
  await waitForRows(page, tag, 3);

  // A whole day: one row, shown with that date.
  await searchList(page, `${tag} 14/02/2024`);
  await waitForRows(page, '14/02/2024', 1);
  // A month, MM/YYYY: the two of March.
  await searchList(page, `03/2024 ${tag}`);
  await waitForRows(page, '/03/2024', 2);
  // Day and month without the year.
  await searchList(page, `${tag} 20/03`);
  await waitForRows(page, 'Reunião de março', 1);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'list-search-atividades.png') });

  // The Data Ref. column filter takes the same pieces.
  await searchList(page, tag);
  await waitForRows(page, tag, 3);
  await filterColumn(page, 'Data Ref.', '05/03/2024');
  await waitForRows(page, 'Reunião do outro março', 1);
});
