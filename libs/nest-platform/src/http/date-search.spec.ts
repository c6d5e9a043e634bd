import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { dateRangeOf, isDatePiece, isShownDateFilter, shownDateCondition } from './date-search.js';

describe('searching dates as the lists show them (DD/MM/YYYY)', () => {
  it('takes digits with a slash for a piece of a date, and nothing else', () => {
    for (const piece of ['15/03/2026', '03/2026', '15/03', '5/', '/2026']) assert.equal(isDatePiece(piece), true, piece);
    for (const text of ['2026', 'souza', '15-03-2026', '/', '15/03/2026x', '']) assert.equal(isDatePiece(text), false, text);
  });

  it("takes a date column's filter of digits and slashes, a bare year too, for a piece of the shown date", () => {
    for (const text of ['2026', '15/03', '03/2026', '15/03/2026']) assert.equal(isShownDateFilter(text), true, text);
    for (const text of ['2026-03-15', 'ontem', '/', '']) assert.equal(isShownDateFilter(text), false, text);
  });

  it('reads a whole day or month as a range of days, and a day that does not exist as none', () => {
    assert.deepEqual(dateRangeOf('15/03/2026'), { from: '2026-03-15', to: '2026-03-16' });
    assert.deepEqual(dateRangeOf('31/12/2025'), { from: '2025-12-31', to: '2026-01-01' });
    assert.deepEqual(dateRangeOf('12/2025'), { from: '2025-12-01', to: '2026-01-01' });
    assert.equal(dateRangeOf('31/02/2026'), 'none');
    assert.equal(dateRangeOf('13/2026'), 'none');
    assert.equal(dateRangeOf('15/03'), null);
    assert.equal(dateRangeOf('5/3/2026'), null);
  });

  it('asks a date by range and an instant by range on the school calendar', () => {
    assert.deepEqual(shownDateCondition({ sql: 'c.data_inicio' }, '03/2026', 'd0', 'America/Sao_Paulo'), {
      sql: '(c.data_inicio >= :d0from::date AND c.data_inicio < :d0to::date)',
      params: { d0from: '2026-03-01', d0to: '2026-04-01' },
    });
    assert.deepEqual(shownDateCondition({ sql: 'a.data_criacao', instant: true }, '15/03/2026', 'd1', 'America/Sao_Paulo'), {
      sql: '(a.data_criacao >= (:d1from::timestamp AT TIME ZONE :d1tz) AND a.data_criacao < (:d1to::timestamp AT TIME ZONE :d1tz))',
      params: { d1tz: 'America/Sao_Paulo', d1from: '2026-03-15', d1to: '2026-03-16' },
    });
  });

  it('matches any other piece against the shown text, and a day that does not exist against nothing', () => {
    assert.deepEqual(shownDateCondition({ sql: 'c.data_fim' }, '15/03', 'd0', 'UTC'), {
      sql: "to_char(c.data_fim, 'DD/MM/YYYY') LIKE :d0",
      params: { d0: '%15/03%' },
    });
    assert.deepEqual(shownDateCondition({ sql: 'a.atualizado_em', instant: true }, '5/0', 'd0', 'UTC'), {
      sql: "to_char(a.atualizado_em AT TIME ZONE :d0tz, 'DD/MM/YYYY') LIKE :d0",
      params: { d0tz: 'UTC', d0: '%5/0%' },
    });
    assert.deepEqual(shownDateCondition({ sql: 'c.data_fim' }, '30/02/2026', 'd0', 'UTC'), { sql: 'FALSE', params: {} });
  });
});
