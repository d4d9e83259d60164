import { describe, expect, it } from 'vitest';
import { bookingReference } from './reference.ts';

describe('booking references', () => {
  it('are short, readable codes without I, L, O or U', () => {
    for (const number of [1, 2, 3, 999, 123_456_789]) {
      expect(bookingReference(number)).toMatch(/^YT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
  });

  it('differ for every booking, and consecutive bookings do not look consecutive', () => {
    const codes = new Set(Array.from({ length: 100_000 }, (_, index) => bookingReference(index + 1)));
    expect(codes.size).toBe(100_000);
    const [first, second] = [bookingReference(1), bookingReference(2)];
    expect(first.slice(0, 7)).not.toBe(second.slice(0, 7));
  });

  it('are stable: the same booking always has the same reference', () => {
    expect(bookingReference(42)).toBe(bookingReference(42));
  });
});
