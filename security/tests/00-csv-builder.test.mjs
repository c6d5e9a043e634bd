// The client-side CSV export (libs/ui-kit) neutralises cells a
// spreadsheet would run as formulas. The export of a real list, in the browser,
// is checked in 04-browser.test.mjs.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from '@jest/globals';
import { ROOT } from '../../tools/infra.mjs';
import { parseCsv } from '../lib/csv.mjs';

const { buildCsv, csvCell } = await import(pathToFileURL(join(ROOT, 'libs/ui-kit/dist/data-table/csv.js')).href);

const DANGEROUS = [
  '=1+1',
  '=HYPERLINK("http://x","y")',
  '+5511999999999',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  "=cmd|' /C calc'!A0",
  '==',
  '="";',
];

describe('CSV builder (libs/ui-kit)', () => {
  it('prefixes every cell starting with = + - @ followed by something, or with tab or CR, with a quote, in body and header', () => {
    for (const value of DANGEROUS) {
      const [header, row] = parseCsv(buildCsv([value], [[value]]));
      for (const cell of [header[0], row[0]]) {
        assert.equal(cell, `'${value}`, JSON.stringify(value));
      }
    }
  });

  it('leaves other cells as they are, including formula characters after the first', () => {
    // A lone sign is no formula: an empty value shown as '-' stays '-'.
    for (const value of ['a=1', 'São Paulo', '1+1', 'x@y.z', '', '0', "'=já neutralizado", '-', '+', '@', '=']) {
      const [, row] = parseCsv(buildCsv(['c'], [[value]]));
      assert.equal(row[0], value);
    }
    assert.equal(parseCsv(buildCsv(['n'], [[-5]]))[1][0], "'-5", 'negative numbers are neutralised too (text in the spreadsheet)');
  });

  it('keeps one cell per value whatever separators, quotes or line breaks it holds', () => {
    const values = ['a;b', 'diz "oi"', 'linha1\r\nlinha2', '"=1+1"', ';=1+1'];
    const [, row] = parseCsv(
      buildCsv(
        values.map((_, i) => `c${i}`),
        [values],
      ),
    );
    assert.deepEqual(row, values);
    assert.ok(!/(^|;)[=+\-@]/.test(csvCell('=1+1')));
  });
});
