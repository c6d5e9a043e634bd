import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { addYears, parseDateInput, today } from './dates.js';

describe('calendar dates of the API', () => {
  it("reads 'YYYY-MM-DD', the date part of an ISO instant, and the screen's DD/MM/YYYY", () => {
    assert.equal(parseDateInput('2026-03-10'), '2026-03-10');
    assert.equal(parseDateInput('2026-03-10T00:00:00-03:00'), '2026-03-10');
    assert.equal(parseDateInput('2026-03-10T23:59:59.999Z'), '2026-03-10');
    assert.equal(parseDateInput('10/03/2026'), '2026-03-10');
    assert.equal(parseDateInput(' 29/02/2024 '), '2024-02-29');
  });

  it('refuses what is not a real date', () => {
    for (const value of [
      '2026-02-30',
      '31/04/2026',
      '29/02/2026',
      '2026-13-01',
      '10-03-2026',
      'ontem',
      '',
      '2026-03-10T25',
      20260310,
      null,
    ]) {
      assert.equal(parseDateInput(value), null, String(value));
    }
  });

  it('adds years, 29 February becoming 28 in a common year', () => {
    assert.equal(addYears('2026-03-10', 1), '2027-03-10');
    assert.equal(addYears('2024-02-29', 1), '2025-02-28');
  });

  it('tells today as YYYY-MM-DD in local time', () => {
    assert.equal(today(new Date(2026, 0, 5, 23, 30)), '2026-01-05');
  });
});
