import { describe, expect, it } from '@jest/globals';
import { shownDate } from './certificate-check-page';

describe('certificate check page', () => {
  it('shows class dates as DD/MM/YYYY', () => {
    expect(shownDate('2026-04-06')).toBe('06/04/2026');
  });
});
