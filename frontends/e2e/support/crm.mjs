// Helpers for the CRM screens (crm_ui): unique names, valid documents, MUI selects,
// the list search and CSV downloads.
import { readFileSync } from 'node:fs';
import { bodyRows } from './app.mjs';

/** A tag unique to this run, to put in every name a test creates. */
export function runTag(prefix = 'e2e') {
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** A valid CPF (11 digits, check digits computed), random per call. */
export function randomCpf() {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((d) => d === digits[0])) digits[8] = (digits[0] + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

export function maskCpf(digits) {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** DD/MM/YYYY of a local date. */
export function dateBR(date = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Chooses `option` in the MUI select labelled `label` inside `scope` (a dialog). */
export async function chooseOption(page, scope, label, option) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Types in the table's 'Pesquisar' box. */
export async function searchList(page, text) {
  const box = page.getByRole('textbox', { name: 'Pesquisar' });
  await box.fill('');
  await box.fill(text);
}

/** The body rows containing `text`. */
export const rowsWith = (page, text) => bodyRows(page).filter({ hasText: text });

/** Waits until the table shows exactly `count` rows, all containing `text`. */
export async function waitForRows(page, text, count) {
  await page.waitForFunction(
    ({ text, count }) => {
      const rows = [...document.querySelectorAll('tbody tr[data-row-id]')];
      return rows.length === count && rows.every((row) => row.textContent.includes(text));
    },
    { text, count },
    { timeout: 15_000 },
  );
}

/** Selects the row containing `text` (its 'Selecionar linha' box). */
export async function selectRow(page, text) {
  await rowsWith(page, text).first().getByRole('checkbox', { name: 'Selecionar linha' }).check();
}

/** Confirms the delete dialog 'Deseja realmente excluir N registro(s)?'. */
export async function confirmDelete(page, count) {
  await page.getByRole('button', { name: 'Excluir', exact: true }).first().click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Deseja realmente excluir ${count} registro(s)?` });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await confirm.waitFor({ state: 'hidden' });
}

/** Clicks 'Exportar como CSV' and answers the file's name and lines split into cells. */
export async function exportCsv(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar como CSV' }).click()]);
  const file = await download.path();
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter((line) => line !== '');
  return { name: download.suggestedFilename(), text, lines, cells: lines.map((line) => line.split(';')) };
}
