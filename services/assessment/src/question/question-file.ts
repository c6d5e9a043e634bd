import ExcelJS from 'exceljs';

/** The part of a multer file (memory storage) an import reads. */
export interface ImportFile {
  originalname: string;
  mimetype: string;
  buffer: Buffer;
  size: number;
}

export type ImportFileKind = 'csv' | 'xlsx';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** What the file is, by its content first (an XLSX is a ZIP) and its name: undefined for anything but CSV or XLSX. */
export function importFileKind(file: Pick<ImportFile, 'originalname' | 'buffer'>): ImportFileKind | undefined {
  const name = file.originalname.toLowerCase();
  const zip = ZIP_SIGNATURE.every((byte, index) => file.buffer[index] === byte);
  if (zip) return name.endsWith('.xlsx') || !name.includes('.') ? 'xlsx' : undefined;
  if (!name.endsWith('.csv') && !name.endsWith('.txt')) return undefined;
  // A text file: no NUL bytes in its first kilobytes.
  return file.buffer.subarray(0, 4096).includes(0) ? undefined : 'csv';
}

/**
 * A CSV text as rows of cells (RFC 4180: quoted cells may hold the separator, quotes doubled and line breaks). The separator is the
 * header line's most frequent of ';' (spreadsheets in Portuguese), ',' and tab. Blank lines stay (rows keep their line numbers).
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = [';', ',', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A spreadsheet cell's value as text (rich text joined, formulas by their result, booleans as 'sim'/'não'). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/** The first worksheet of an XLSX file as rows of cells; undefined when it is not a readable workbook. */
async function readXlsx(buffer: Buffer): Promise<string[][] | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value));
    // Row numbers are the sheet's: the rows skipped as empty stay as blanks.
    while (rows.length < row.number - 1) rows.push([]);
    rows.push(cells);
  });
  return rows;
}

/** The file's table of cells; undefined when its content cannot be read as its kind says. */
export async function readImportTable(file: ImportFile, kind: ImportFileKind): Promise<string[][] | undefined> {
  if (kind === 'xlsx') return readXlsx(file.buffer);
  return parseCsv(decodeText(file.buffer));
}

/** UTF-8, or Windows-1252 when the bytes are not UTF-8 (a CSV saved by Excel on Windows). */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
