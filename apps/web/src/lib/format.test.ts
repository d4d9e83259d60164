import { describe, expect, it } from 'vitest';
import { formatIndiaDateTime, formatLocalTime, formatLongDate, formatRupees, formatWeekdayDate, todayInIndia } from './format.ts';

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

describe('formatWeekdayDate', () => {
  it('names the weekday of a calendar day, whatever the time zone', () => {
    expect(formatWeekdayDate('2026-12-05')).toBe('Saturday, December 5, 2026');
  });
});

describe('formatLocalTime', () => {
  it("writes an instant as a clock time in the traveller's time zone", () => {
    expect(formatLocalTime('2026-11-23T14:15:00.000Z', 'Asia/Kolkata')).toBe('7:45 PM');
    expect(formatLocalTime('2026-11-23T14:15:00.000Z', 'Europe/London')).toBe('2:15 PM');
  });
});

describe('formatIndiaDateTime', () => {
  it("writes an instant in India's time, whatever the reader's, with the zone named", () => {
    expect(formatIndiaDateTime('2027-03-03T18:30:00.000Z')).toBe('March 4, 2027 at 12:00 AM IST');
    expect(formatIndiaDateTime('2026-11-23T14:15:00.000Z')).toBe('November 23, 2026 at 7:45 PM IST');
  });
});
