import { describe, expect, it } from '@jest/globals';
import { answeredCount, countdownText, isRunningOut, remainingMs, serverClockOffset } from './attempt-clock';

describe('attempt clock', () => {
  it("counts the time left on the server's clock, whatever the device's clock says", () => {
    // A device whose clock runs ahead of the server's.
    const device = Date.parse('2026-11-29T12:10:00Z');
    const offset = serverClockOffset('2026-11-29T12:00:00Z', device);
    expect(offset).toBe(-600_000);
    expect(remainingMs('2026-11-29T12:30:00Z', offset, device + 5_000)).toBe(29 * 60_000 + 55_000);
    expect(remainingMs('2026-11-29T12:30:00Z', offset, device + 31 * 60_000)).toBe(0);
  });

  it('writes the time left as mm:ss, with hours when there are any, rounding a started second up', () => {
    expect(countdownText(29 * 60_000 + 55_000)).toBe('29:55');
    expect(countdownText(500)).toBe('00:01');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(65 * 60_000)).toBe('1:05:00');
    expect(isRunningOut(60_000)).toBe(true);
    expect(isRunningOut(61_000)).toBe(false);
  });

  it('counts the answered questions', () => {
    expect(answeredCount({ 1: 'A', 2: null, 3: 'C' })).toBe(2);
  });
});
