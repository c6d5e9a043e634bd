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
      '[faults] broker kills: finance: 2000 events, lost = 0',
      'PASS all 44 checks',
    ].join('\n');
    const total = sumJestSummaries(log);
    assert.deepEqual(total, { passed: 108, failed: 1, skipped: 2, runs: 3 });
    assert.equal(closingLine(total), '108 passed, 1 failed, 2 skipped');
    assert.deepEqual(sumJestSummaries('FAIL 2 of 44 checks\n'), { passed: 42, failed: 2, skipped: 0, runs: 1 });
  });

  it('counts nothing in a log without a summary', () => {
    assert.deepEqual(sumJestSummaries('Test Suites: 1 passed, 1 total\n'), { passed: 0, failed: 0, skipped: 0, runs: 0 });
    assert.equal(closingLine({ passed: 0, failed: 0, skipped: 0 }), '0 passed, 0 failed');
  });
});
