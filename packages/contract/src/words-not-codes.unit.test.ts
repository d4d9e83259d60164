import { describe, expect, it } from 'vitest';
import { codesIn, stringsIn } from './words-not-codes.ts';

const kinds = (text: string, allowed?: string[]) => codesIn(text, allowed).map(({ kind, found }) => `${kind}: ${found}`);

describe('codes where words belong', () => {
  it('finds ISO dates, slugs, enum values and amounts left as bare numbers', () => {
    expect(kinds('Your trip on 2026-12-12 is booked.')).toEqual(['iso date: 2026-12-12']);
    expect(kinds('Kind: waitlist-offer')).toEqual(['slug: waitlist-offer']);
    expect(kinds('Status: canceled, paid by bank_transfer')).toEqual(['enum value: bank_transfer', 'enum value: canceled']);
    expect(kinds('Refund of 2312500 paise')).toEqual(['bare amount: 2312500']);
    expect(kinds('Total ₹46250')).toEqual(['bare amount: ₹46250']);
  });

  it('lets words, rupees as the site writes them, years, times, links, addresses and allowed values through', () => {
    expect(kinds('Saturday, December 12, 2026 at 06:30: ₹46,250 for 3 people, ₹1,23,456 in all.')).toEqual([]);
    expect(kinds('Check-in opens at the meeting point; see your e-ticket.')).toEqual([]);
    expect(kinds('Open https://yatrika.example/reset-password?token=a-b_c or write to help-desk@yatrika.example')).toEqual([]);
    expect(kinds('Reference YT-7KQ2-M9XD, phone 9811122233', ['9811122233'])).toEqual([]);
  });

  it('reads every string of a nested catalogue, with where it sits', () => {
    expect(stringsIn({ a: 'one', b: { c: ['two', 3] } })).toEqual([
      { path: 'a', text: 'one' },
      { path: 'b.c[0]', text: 'two' },
    ]);
  });
});
