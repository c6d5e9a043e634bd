import { describe, expect, it } from '@jest/globals';
import { formatDuration, normalizeSubtaskTime, parseSubtaskTime, subtaskDuration } from './time';

describe('subtask time', () => {
  it('reads HH:mm as hours and minutes', () => {
    expect(parseSubtaskTime('01:30')).toBe(5400);
    expect(parseSubtaskTime('00:00')).toBe(0);
    expect(parseSubtaskTime('10:05')).toBe(36300);
    expect(parseSubtaskTime('1:5')).toBe(3900);
  });

  it('treats a time without a colon as hours', () => {
    expect(parseSubtaskTime('2')).toBe(7200);
    expect(parseSubtaskTime('12')).toBe(43200);
    expect(normalizeSubtaskTime('2')).toBe('02:00');
  });

  it('reads a half-typed mask as whole hours and an empty one as zero', () => {
    expect(parseSubtaskTime('13:')).toBe(46800);
    expect(parseSubtaskTime('13:0')).toBe(46800);
    expect(parseSubtaskTime('')).toBe(0);
    expect(normalizeSubtaskTime('13:0')).toBe('13:00');
  });

  it('refuses what is not a time', () => {
    expect(parseSubtaskTime('01:75')).toBeNull();
    expect(parseSubtaskTime('ab')).toBeNull();
    expect(normalizeSubtaskTime('1:99')).toBeNull();
  });

  it('formats durations as HH:MM:SS', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(5400)).toBe('01:30:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(100 * 3600 + 59)).toBe('100:00:59');
    expect(formatDuration(null)).toBe('00:00:00');
    expect(formatDuration('' as unknown as number)).toBe('00:00:00');
    expect(subtaskDuration('01:30')).toBe('01:30:00');
    expect(subtaskDuration('2')).toBe('02:00:00');
  });
});
