/** The lists' CSV export: ';' separator, UTF-8 with BOM. */

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A cell starting with = + - @ followed by something, a tab or a carriage return would be
 * read as a formula by a spreadsheet: it gets a leading single quote. A lone '-' (an empty
 * value as the screens show it) is no formula and stays as it is.
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@][\s\S]|^[\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : String(value);
  text = neutraliseCsvCell(text);
  if (/[";\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** The whole file's text, BOM included, lines separated by CRLF. */
export function buildCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(CSV_SEPARATOR), ...rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR))];
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

/** Offers the text as a download named `fileName`. */
export function downloadCsv(fileName: string, content: string): void {
  const blob = new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
