import { describe, expect, it } from 'vitest';
import { travelledInWords } from './review-marks.ts';

describe('the travelled mark', () => {
  it('names the month and year in words', () => {
    expect(travelledInWords('2026-03')).toBe('Travelled in March 2026');
    expect(travelledInWords('2025-12')).toBe('Travelled in December 2025');
    expect(travelledInWords('2027-01')).toBe('Travelled in January 2027');
  });

  it('says a value that is not a month as it came, rather than a wrong month', () => {
    expect(travelledInWords('2026-13')).toBe('Travelled in 2026-13');
  });
});
