import { describe, expect, it } from 'vitest';
import { KEYED_BASE, KEYED_SPACE, bookingNumbersOf, bookingReference, checkCharacter, normalizeReference } from './booking-reference.ts';

describe('reading a booking reference back', () => {
  it('leads every reference back to its booking number, keyed and legacy alike', () => {
    for (const number of [1, 2, 3, 999, 123_456_789, 2 ** 39, KEYED_BASE, KEYED_BASE + 1, KEYED_BASE + 987_654_321, KEYED_BASE + KEYED_SPACE - 1]) {
      expect(bookingNumbersOf(bookingReference(number))).toContain(number);
    }
  });

  it('prints the references of bookings made before keyed numbers exactly as their tickets have them', () => {
    expect(bookingReference(1)).toBe('YT-CFXK-PZB9');
  });

  it('ends a keyed reference with a check character that catches any one letter misread', () => {
    const reference = bookingReference(KEYED_BASE + 31_415_926);
    const code = reference.slice(3).replace('-', '');
    expect(code[7]).toBe(checkCharacter(code.slice(0, 7)));
    for (let index = 0; index < 7; index++) {
      for (const letter of '0123456789ABCDEFGHJKMNPQRSTVWXYZ') {
        if (letter === code[index]) continue;
        const misread = code.slice(0, index) + letter + code.slice(index + 1);
        expect(bookingNumbersOf(misread)).not.toContain(KEYED_BASE + 31_415_926);
        expect(checkCharacter(misread.slice(0, 7))).not.toBe(code[7]);
      }
    }
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
    for (const typed of ['', 'YT-123', 'YT-1234-567U', 'hello world', 'YT-1234-56789']) expect(bookingNumbersOf(typed)).toEqual([]);
  });

  it('has no reference for a number past the keyed range', () => {
    expect(() => bookingReference(KEYED_BASE + KEYED_SPACE)).toThrow(RangeError);
  });
});
