// The forms' dates are date pickers (pt-BR calendar, DD/MM/YYYY) that
// still take a typed date. Screenshot of the open calendar: test-output/e2e/date-picker-calendar.png.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { browserTest } from '../support/browser.mjs';
import { expectNotification, login } from '../support/app.mjs';
import { DEMO, SCREENSHOT_DIR } from '../support/config.mjs';
import { dateBR, rowsWith, runTag, searchList, waitForRows } from '../support/crm.mjs';
import { datePicker, dateValue, typeDate } from '../support/forms.mjs';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

browserTest('the activity date is picked in a pt-BR calendar or typed as DD/MM/YYYY', async ({ page }) => {
  const tag = runTag('data');
  await login(page, DEMO.admin, '/activities');
  await page.getByRole('columnheader', { name: 'Data Ref.' }).waitFor();
  const newButton = page.getByRole('button', { name: 'Nova Atividade' });
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Nova Atividade'));
    return button && !button.disabled;
  });
  await newButton.click();
  const dialog = page.getByRole('dialog', { name: 'Dados da Atividade' });
  await dialog.waitFor();
  const today = new Date();
  assert.equal(await dateValue(dialog, /Data da Atividade/), dateBR(today), 'today by default');

  // The calendar: this month, in Portuguese, weeks from Sunday (D S T Q Q S S).
  await datePicker(dialog, /Data da Atividade/)
    .getByRole('button', { name: /Escolha uma data/ })
    .click();
  const calendar = page.getByRole('grid', { name: new RegExp(`${MONTHS[today.getMonth()]} ${today.getFullYear()}`, 'i') });
  await calendar.waitFor();
  const weekDays = (await calendar.getByRole('columnheader').allInnerTexts()).map((day) => day.trim());
  assert.deepEqual(weekDays, ['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'date-picker-calendar.png') });
  await calendar.getByRole('gridcell', { name: '15', exact: true }).click();
  await calendar.waitFor({ state: 'hidden' });
  const fifteenth = new Date(today.getFullYear(), today.getMonth(), 15);
  assert.equal(await dateValue(dialog, /Data da Atividade/), dateBR(fifteenth), 'the picked day');

  // Typed: digits from the day section on, the separators come by themselves.
  await typeDate(dialog, /Data da Atividade/, '03/02/2026');
  assert.equal(await dateValue(dialog, /Data da Atividade/), '03/02/2026', 'the typed day');
  assert.equal(
    await datePicker(dialog, /Data da Atividade/)
      .getByRole('spinbutton')
      .allInnerTexts()
      .then((parts) => parts.map((part) => part.trim()).join('/')),
    '03/02/2026',
    'shown as DD/MM/YYYY',
  );

  // Saved with that date: the list shows it under Data Ref.
  await dialog.getByRole('combobox', { name: /Tipo de Atividade/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(`Data digitada ${tag}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectNotification(page, 'Atividade criada com sucesso!');
  await dialog.waitFor({ state: 'hidden' });
  await searchList(page, tag);
  await waitForRows(page, tag, 1);
  const dataRef = await page.evaluate(() =>
    [...document.querySelectorAll('main thead tr:first-child th')].findIndex((th) => th.textContent.trim() === 'Data Ref.'),
  );
  assert.equal((await rowsWith(page, tag).locator('td').nth(dataRef).innerText()).trim(), '03/02/2026');
});
