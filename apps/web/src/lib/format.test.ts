import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRupees, todayInIndia } from './format.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
  });
});

describe('formatLongDate', () => {
  it('writes a calendar day in the long US format, whatever the time zone', () => {
    expect(formatLongDate('2027-03-05')).toBe('March 5, 2027');
  });
});

describe('todayInIndia', () => {
  it('is already tomorrow in India late in the evening UTC', () => {
    expect(todayInIndia(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });
});
