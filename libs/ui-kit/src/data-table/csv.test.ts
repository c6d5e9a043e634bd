import { describe, expect, it } from '@jest/globals';
import { buildCsv, csvCell, neutraliseCsvCell, CSV_BOM } from './csv';

describe('CSV export', () => {
  it('starts with a UTF-8 BOM and separates fields with ";"', () => {
    const csv = buildCsv(['Nome', 'E-mail'], [['Ana', 'ana@x.com']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Nome;E-mail\r\nAna;ana@x.com\r\n');
  });

  it('neutralises cells starting with = + - @ tab or CR with a single quote', () => {
    expect(neutraliseCsvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(neutraliseCsvCell('+5511')).toBe("'+5511");
    expect(neutraliseCsvCell('-10')).toBe("'-10");
    expect(neutraliseCsvCell('@cmd')).toBe("'@cmd");
    expect(neutraliseCsvCell('\tx')).toBe("'\tx");
    expect(neutraliseCsvCell('\rx')).toBe("'\rx");
    expect(neutraliseCsvCell('a=b')).toBe('a=b');
    expect(neutraliseCsvCell('=')).toBe('=');
  });

  it("writes an empty value shown as '-' as it is, never as '-", () => {
    expect(neutraliseCsvCell('-')).toBe('-');
    expect(csvCell('-')).toBe('-');
    expect(buildCsv(['Pagamento'], [['-'], ['PENDENTE']])).toBe(`${CSV_BOM}Pagamento\r\n-\r\nPENDENTE\r\n`);
    expect(neutraliseCsvCell('São Paulo')).toBe('São Paulo');
  });

  it('quotes fields holding the separator, quotes or line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha1\nlinha2')).toBe('"linha1\nlinha2"');
    expect(csvCell('\rperigo')).toBe(`"'\rperigo"`);
  });

  it('writes empty values as empty fields and booleans in Portuguese', () => {
    expect(buildCsv(['a', 'b', 'c', 'd'], [[null, undefined, true, false]]).slice(1)).toBe('a;b;c;d\r\n;;Sim;Não\r\n');
  });

  it('keeps numbers and accented text as they are', () => {
    expect(buildCsv(['Valor', 'Cidade'], [[42, 'Joinville – Açaí']]).slice(1)).toBe('Valor;Cidade\r\n42;Joinville – Açaí\r\n');
  });
});
