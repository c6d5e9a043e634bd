import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { closingLine, sumJestSummaries } from './ci-summary.mjs';

describe('ci-summary', () => {
  it('adds up every Jest summary line, failed and skipped included', () => {
    const log = [
      'PASS services/finance test/commissions.e2e-spec.ts',
      'Tests:       27 passed, 27 total',
      'Test Suites: 1 failed, 6 passed, 7 total',
      'Tests:       1 failed, 2 skipped, 37 passed, 40 total',
      '# broker kills: finance: 2000 events, lost = 0',
    ].join('\n');
    const total = sumJestSummaries(log);
    assert.deepEqual(total, { passed: 64, failed: 1, skipped: 2, runs: 2 });
    assert.equal(closingLine(total), 'ci: 64 passed, 1 failed, 2 skipped');
  });

  it('counts nothing in a log without a summary', () => {
    assert.deepEqual(sumJestSummaries('Test Suites: 1 passed, 1 total\n'), { passed: 0, failed: 0, skipped: 0, runs: 0 });
    assert.equal(closingLine({ passed: 0, failed: 0, skipped: 0 }), 'ci: 0 passed, 0 failed');
  });
});
