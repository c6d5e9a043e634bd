import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { formatSubtaskTime, normalizeSubtasks, subtaskSeconds, tempoGasto } from './subtasks.js';

describe('subtask time', () => {
  it("reads 'HH:mm', and a time without a colon as hours", () => {
    assert.equal(subtaskSeconds('01:30'), 5400);
    assert.equal(subtaskSeconds('00:05'), 300);
    assert.equal(subtaskSeconds('2'), 7200);
    assert.equal(subtaskSeconds('12:0'), 43200);
    assert.equal(subtaskSeconds('100:00'), 360000);
  });

  it('refuses what is not a time', () => {
    for (const value of ['', 'abc', '1:60', '01:30:00', '-1', '1,5', ':30']) assert.equal(subtaskSeconds(value), null, value);
  });

  it("answers the canonical 'HH:mm'", () => {
    assert.equal(formatSubtaskTime(7200), '02:00');
    assert.equal(formatSubtaskTime(5400), '01:30');
    assert.equal(formatSubtaskTime(0), '00:00');
    assert.equal(formatSubtaskTime(360000), '100:00');
  });
});

describe('subtasks of a body', () => {
  const parse = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : value === '10/03/2026' ? '2026-03-10' : null);
  let n = 0;
  const newId = () => `gen-${++n}`;
  const invalid = (field: string, message: string) => new Error(`${field}: ${message}`);

  it('normalises dates and times, keeps given ids and generates missing ones', () => {
    const rows = normalizeSubtasks(
      [
        { id: 'a1', date: '10/03/2026', time: '2', desc: 'Ligação' },
        { date: '2026-03-11', time: '01:30', desc: 'Reunião\nsegunda linha' },
      ],
      parse,
      newId,
      invalid,
    );
    assert.deepEqual(rows, [
      { id: 'a1', ordem: 0, data: '2026-03-10', tempo: '02:00', segundos: 7200, descricao: 'Ligação' },
      { id: 'gen-1', ordem: 1, data: '2026-03-11', tempo: '01:30', segundos: 5400, descricao: 'Reunião\nsegunda linha' },
    ]);
  });

  it("sums an activity's subtasks into tempo_gasto: '01:30' + '2' = 12600 s", () => {
    const rows = normalizeSubtasks(
      [
        { date: '2026-03-10', time: '01:30', desc: 'a' },
        { date: '2026-03-10', time: '2', desc: 'b' },
      ],
      parse,
      newId,
      invalid,
    );
    assert.equal(tempoGasto(rows), 12600);
    assert.equal(tempoGasto([]), 0);
  });

  it('names the first bad field: a time with 60 minutes, an impossible date, a repeated id', () => {
    assert.throws(
      () => normalizeSubtasks([{ date: '2026-03-10', time: '1:60', desc: 'x' }], parse, newId, invalid),
      /^Error: subtasks\.0\.time/,
    );
    assert.throws(
      () => normalizeSubtasks([{ date: '31/02/2026', time: '1', desc: 'x' }], parse, newId, invalid),
      /^Error: subtasks\.0\.date/,
    );
    assert.throws(
      () =>
        normalizeSubtasks(
          [
            { id: 'x', date: '2026-03-10', time: '1', desc: 'a' },
            { id: 'x', date: '2026-03-10', time: '1', desc: 'b' },
          ],
          parse,
          newId,
          invalid,
        ),
      /^Error: subtasks\.1\.id/,
    );
  });
});
