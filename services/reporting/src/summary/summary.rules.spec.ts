import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ApiException, todayIn } from '@treina/nest-platform';
import { bucketFormat, parseSummaryPeriod, summaryOf, toCents } from './summary.rules.js';

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

  it('reads today in the school time zone and money to the cent', () => {
    assert.equal(todayIn('America/Sao_Paulo', new Date('2026-03-01T02:00:00Z')), '2026-02-28');
    assert.equal(toCents('1234.56'), 123456);
    assert.equal(toCents(null), 0);
  });

  it('counts every month of the period, by kind of moment, and ranks trainings by enrolments, then revenue, then name', () => {
    const period = parseSummaryPeriod({ from: '2026-01-01', to: '2026-02-28' }, '2026-05-05');
    const moment = (
      kind: 'enrolment' | 'cancellation' | 'transfer' | 'revenue',
      month: string,
      training: number,
      n: number,
      amount = '0',
    ) => ({
      kind,
      month,
      id_treinamento: training,
      nome_treinamento: `T${training}`,
      n,
      amount,
    });
    const summary = summaryOf(period, {
      moments: [
        moment('enrolment', '2026-01', 1, 2),
        moment('enrolment', '2026-02', 2, 2),
        moment('revenue', '2026-02', 2, 1, '100.10'),
        moment('cancellation', '2026-02', 1, 1),
        moment('transfer', '2026-01', 1, 1),
        moment('revenue', '2026-01', 3, 1, '50'),
      ],
      statuses: [
        { id_status_inscricao: 1, nome_status_inscricao: 'Inscrito', count: 3 },
        { id_status_inscricao: 3, nome_status_inscricao: 'Pago', count: 1 },
      ],
      leads: [{ month: '2026-02', leads: 4, converted: 1 }],
    });
    assert.equal(summary.total, 4);
    assert.deepEqual(summary.byMonth, [
      { month: '2026-01', enrolments: 2, cancellations: 0, transfers: 1, revenue: 50 },
      { month: '2026-02', enrolments: 2, cancellations: 1, transfers: 0, revenue: 100.1 },
    ]);
    assert.deepEqual(
      summary.byTraining.map((training) => [training.id_treinamento, training.enrolments, training.revenue]),
      [
        [2, 2, 100.1],
        [1, 2, 0],
        [3, 0, 50],
      ],
    );
    assert.deepEqual(summary.leadConversion, [
      { month: '2026-01', leads: 0, converted: 0 },
      { month: '2026-02', leads: 4, converted: 1 },
    ]);
  });
});
