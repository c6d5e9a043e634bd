import { join } from 'node:path';
import { expect } from '@jest/globals';
import { bodyRows, login } from '../support/app.mjs';
import { browserTest } from '../support/browser.mjs';
import { SCREENSHOT_DIR } from '../support/config.mjs';
import { searchList, waitForRows } from '../support/crm.mjs';

// The lists as users meet them: a row opens its form, the page size fits the window, the
// list's state lives in the address and the columns are kept per user, phones get cards,
// and a CPF typed without punctuation finds the student.

const ADMIN = { email: 'admin@treina.dev', password: 'Admin#2026' };
const ALUNO = { email: 'aluno@treina.dev', password: 'Aluno#2026' };
const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'desktop', width: 1920, height: 1080 },
];
const PHONE = { width: 390, height: 844 };

/** The page scrolls sideways (something is wider than the window). */
const scrollsSideways = (page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

for (const size of SIZES) {
  browserTest(
    `${size.width}×${size.height}: a row click opens its form, the checkbox only selects, and the page size fits`,
    async ({ page }) => {
      await page.setViewportSize(size);
      await login(page, ADMIN);
      await page.goto('/customer');
      const first = bodyRows(page).first();
      await first.waitFor();
      // The default page size: what fits the window (more rows on the taller screen).
      const shown = await page.getByText(/^\d+–\d+ de \d+$/).textContent();
      const pageSize = size.height >= 1080 ? 25 : 15;
      expect(await page.getByRole('combobox', { name: /Linhas por página/ }).textContent()).toBe(String(pageSize));
      expect(shown).toMatch(/^1–/);

      // The checkbox selects and opens nothing.
      await first.getByRole('checkbox', { name: 'Selecionar linha' }).click();
      await expect(page.getByTestId('selection-count').textContent()).resolves.toBe('1 registro selecionado');
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A click on the row opens its form.
      const name = (await first.locator('td').nth(1).textContent()).trim();
      await first.locator('td').nth(1).click();
      const dialog = page.getByRole('dialog', { name: 'Dados do Cliente' });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/Nome/).first().inputValue()).toBe(name);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `lists-row-opens-form-${size.name}.png`) });
      await dialog.getByRole('button', { name: /Fechar/ }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Enter on a focused row opens it too.
      await bodyRows(page).nth(1).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Dados do Cliente' }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
    },
  );
}

browserTest('the search, sort and page live in the address and the columns chosen stay for the user', async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await login(page, ADMIN);
  await page.goto('/student?studentType=student');
  await bodyRows(page).first().waitFor();
  await searchList(page, 'aluno demo');
  await waitForRows(page, 'Aluno Demo', 1);
  await page.waitForURL((url) => url.searchParams.get('q') === 'aluno demo');
  expect(new URL(page.url()).searchParams.get('studentType')).toBe('student');

  // Hide a column.
  await page.getByRole('button', { name: 'Mostrar/ocultar colunas' }).click();
  await page.getByRole('menuitem', { name: 'Canal' }).click();
  await page.keyboard.press('Escape');
  expect(await page.getByRole('columnheader', { name: 'Canal' }).count()).toBe(0);

  // A reload shows the same list, with the same columns.
  await page.reload();
  await waitForRows(page, 'Aluno Demo', 1);
  expect(await page.getByRole('textbox', { name: 'Pesquisar' }).inputValue()).toBe('aluno demo');
  expect(await page.getByRole('columnheader', { name: 'Canal' }).count()).toBe(0);

  // A link with a sort and a page.
  await page.goto('/customer?sort=-nome_razao&pageSize=10');
  await bodyRows(page).first().waitFor();
  const names = await bodyRows(page).evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1].textContent));
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR')));
  expect(await page.getByRole('combobox', { name: /Linhas por página/ }).textContent()).toBe('10');
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-url-state.png') });
});

browserTest('a CPF typed without punctuation finds the student', async ({ page }) => {
  await page.setViewportSize(SIZES[1]);
  await login(page, ADMIN);
  await page.goto('/student?studentType=student');
  await bodyRows(page).first().waitFor();
  await searchList(page, '52998224725');
  await waitForRows(page, 'Aluno Demo', 1);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-cpf-digits.png') });
});

browserTest('390×844: every list is cards with its pagination on screen, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, ADMIN);
  for (const route of ['/customer', '/student?studentType=student', '/class', '/activities']) {
    await page.goto(route);
    const card = page.locator('[role="listitem"][data-row-id]').first();
    await card.waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await page.getByRole('button', { name: 'Próxima página' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  }
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-phone-cards-activities.png') });
  // A tap on a card opens its form.
  await page.goto('/customer');
  await page.locator('[role="listitem"][data-row-id]').first().click();
  await page.getByRole('dialog', { name: 'Dados do Cliente' }).waitFor();
});

browserTest("390×844: the student's Turmas are cards with dates and period, materials one tap away", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, ALUNO, '/class');
  const card = page.locator('[role="listitem"][data-row-id]').first();
  await card.waitFor();
  const text = await card.textContent();
  expect(text).toMatch(/Início: \d{2}\/\d{2}\/\d{4}/);
  expect(text).toMatch(/Período:/);
  expect(text).toMatch(/Status:/);
  await card.click();
  await card.getByTestId('detail-panel').waitFor();
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-phone-aluno-turmas.png'), fullPage: true });
});
