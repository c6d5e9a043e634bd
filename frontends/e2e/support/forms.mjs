import { readFileSync } from 'node:fs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Opens a MUI select (a combobox named `label` inside `scope`) and picks the option named `option`. */
export async function chooseOption(page, scope, label, option) {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await listbox.waitFor({ state: 'hidden' });
}

/** Polls `check` until it answers truthy (or throws with `message`). */
export async function until(check, message, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    await sleep(200);
  }
  throw new Error(`${message} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
}

/** Clicks what starts a download and answers the file's suggested name and text. */
export async function downloadText(page, trigger) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** The cells of a ';'-separated CSV (BOM stripped, CRLF lines; cells here carry no ';'). */
export function csvRows(text) {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1').replace(/""/g, '"')));
}

/**
 * The date picker (MUI X's DatePicker, pt-BR) labelled `label` inside `scope`: a group of
 * day, month and year sections, its value in a hidden input.
 */
export const datePicker = (scope, label) => scope.getByRole('group', { name: label });

/** Types a DD/MM/YYYY date into the picker labelled `label`, as a person does: digits from the day section on. */
export async function typeDate(scope, label, dateBR) {
  const day = datePicker(scope, label).getByRole('spinbutton', { name: 'Dia' });
  await day.click();
  await day.pressSequentially(dateBR.replace(/\D/g, ''));
}

/** The DD/MM/YYYY date the picker labelled `label` holds ('' when empty). */
export function dateValue(scope, label) {
  return datePicker(scope, label).locator('input').inputValue();
}
