import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { importFileKind, parseCsv } from './question-file.js';

describe('question import files', () => {
  it("reads CSV with ';' or ',', quoted separators, doubled quotes, line breaks in a cell and a BOM", () => {
    assert.deepEqual(parseCsv('\uFEFFa;b;c\r\n1;"x; y";"diz ""oi"""\n'), [
      ['a', 'b', 'c'],
      ['1', 'x; y', 'diz "oi"'],
    ]);
    assert.deepEqual(parseCsv('a,b\n"linha\nquebrada",2'), [
      ['a', 'b'],
      ['linha\nquebrada', '2'],
    ]);
    assert.deepEqual(parseCsv('a;b\n\n1;2'), [['a', 'b'], [''], ['1', '2']]);
  });

  it('tells CSV and XLSX by their content and name, and nothing else', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]);
    assert.equal(importFileKind({ originalname: 'q.xlsx', buffer: zip }), 'xlsx');
    assert.equal(importFileKind({ originalname: 'q.csv', buffer: Buffer.from('a;b') }), 'csv');
    assert.equal(importFileKind({ originalname: 'q.docx', buffer: zip }), undefined);
    assert.equal(importFileKind({ originalname: 'q.pdf', buffer: Buffer.from('%PDF') }), undefined);
    assert.equal(importFileKind({ originalname: 'q.csv', buffer: Buffer.from([0x41, 0, 0x42]) }), undefined);
  });
});
