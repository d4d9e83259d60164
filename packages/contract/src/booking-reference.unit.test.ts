import { describe, expect, it } from 'vitest';
import { bookingNumberOf, bookingReference, normalizeReference } from './booking-reference.ts';

describe('reading a booking reference back', () => {
  it('leads every reference back to its booking number', () => {
    for (const number of [1, 2, 3, 999, 123_456_789, 2 ** 39]) expect(bookingNumberOf(bookingReference(number))).toBe(number);
  });

  it('takes what people type: any case, spaces, no dashes, no prefix, O for 0 and I or L for 1', () => {
    const reference = bookingReference(4711);
    const bare = reference.slice(3).replace('-', '');
    for (const typed of [` ${reference.toLowerCase()} `, bare, `yt ${bare.slice(0, 4)} ${bare.slice(4)}`, `YT${bare}`]) {
      expect(normalizeReference(typed)).toBe(reference);
    }
    expect(normalizeReference('yt-0o1l-iI00')).toBe('YT-0011-1100');
  });

  it('refuses text that cannot be a reference', () => {
    for (const typed of ['', 'YT-123', 'YT-1234-567U', 'hello world', 'YT-1234-56789']) expect(bookingNumberOf(typed)).toBeUndefined();
  });
});
