import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { brazilianHolidays, easterSunday } from './holidays.js';

describe('Brazilian national holidays', () => {
  it('computes Easter Sunday for known years', () => {
    const known: Record<number, string> = {
      2000: '2000-04-23',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
    };
    for (const [year, date] of Object.entries(known)) {
      assert.equal(easterSunday(Number(year)).toISOString().slice(0, 10), date, `Páscoa de ${year}`);
    }
  });

  it('places Carnaval, Sexta-feira Santa and Corpus Christi from Easter', () => {
    const dates = brazilianHolidays(2027).map((h) => h.data);
    for (const d of ['2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27']) assert.ok(dates.includes(d), d);
    assert.ok(!dates.includes('2027-03-28'), 'Easter Sunday itself is not listed');
  });

  it('lists the fixed holidays in date order, Consciência Negra only from 2024', () => {
    const y2027 = brazilianHolidays(2027);
    assert.equal(y2027.length, 13);
    assert.deepEqual(
      y2027.map((h) => h.data),
      [...y2027.map((h) => h.data)].sort(),
    );
    assert.ok(y2027.some((h) => h.data === '2027-11-20'));
    assert.ok(!brazilianHolidays(2023).some((h) => h.data === '2023-11-20'));
    assert.equal(brazilianHolidays(2023).length, 12);
  });
});
