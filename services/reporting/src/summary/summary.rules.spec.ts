import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ApiException } from '@treina/nest-platform';
import { bucketFormat, parseSummaryPeriod, summarySeller, toCents, todayIn } from './summary.rules.js';

const status = (work: () => unknown) => {
  try {
    work();
    return 200;
  } catch (error) {
    return error instanceof ApiException ? error.getStatus() : 500;
  }
};

describe('summary rules', () => {
  it('lists every month of the period, both ends included', () => {
    assert.deepEqual(parseSummaryPeriod({ from: '2025-11-15', to: '2026-02-01' }, '2026-05-05'), {
      from: '2025-11-15',
      to: '2026-02-01',
      granularity: 'month',
      months: ['2025-11', '2025-12', '2026-01', '2026-02'],
    });
    assert.deepEqual(parseSummaryPeriod({ from: '2026-03-01', to: '2026-03-01' }, '2026-05-05').months, ['2026-03']);
  });

  it('defaults to the last 12 months up to today', () => {
    const period = parseSummaryPeriod({}, '2026-05-05');
    assert.equal(period.from, '2025-06-01');
    assert.equal(period.to, '2026-05-05');
    assert.equal(period.months.length, 12);
    assert.equal(parseSummaryPeriod({ to: '2026-01-31' }, '2026-05-05').from, '2025-02-01');
  });

  it('takes a period of any length, by year beyond 36 months (a whole history)', () => {
    const three = parseSummaryPeriod({ from: '2023-01-01', to: '2025-12-31' }, '2026-05-05');
    assert.equal(three.granularity, 'month');
    assert.equal(three.months.length, 36);
    const history = parseSummaryPeriod({ from: '2000-01-01' }, '2026-05-05');
    assert.equal(history.granularity, 'year');
    assert.equal(history.months[0], '2000');
    assert.equal(history.months.at(-1), '2026');
    assert.equal(history.months.length, 27);
    assert.equal(bucketFormat(history.granularity), 'YYYY');
    assert.equal(bucketFormat(three.granularity), 'YYYY-MM');
  });

  it('answers 400 to malformed, impossible or reversed periods', () => {
    for (const raw of [
      { from: '2026-02-30' },
      { from: '01/02/2026' },
      { to: '2026-1-1' },
      { from: ['2026-01-01'] },
      { from: '2026-03-01', to: '2026-02-01' },
      { to: '0000-01-01' },
    ]) {
      assert.equal(
        status(() => parseSummaryPeriod(raw, '2026-05-05')),
        400,
        JSON.stringify(raw),
      );
    }
  });

  it('scopes a Vendas user to their own sales', () => {
    assert.equal(summarySeller({ id_usuario: 7, id_tipo_usuario: 3 }), 7);
    assert.equal(summarySeller({ id_usuario: 7, id_tipo_usuario: 1 }), null);
  });

  it('reads today in the school time zone and money to the cent', () => {
    assert.equal(todayIn('America/Sao_Paulo', new Date('2026-03-01T02:00:00Z')), '2026-02-28');
    assert.equal(toCents('1234.56'), 123456);
    assert.equal(toCents(null), 0);
  });
});
