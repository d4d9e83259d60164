import { describe, expect, it } from 'vitest';
import { dayMonth, dayMonthYear, monthDayYear, monthYear, weekdayDayMonth, weekdayMonthDayYear } from './calendar-words.ts';
import { todayInIndia } from './dates.ts';
import { formatIndianNumber, formatRupees } from './money.ts';

// Written by hand to keep `Intl` off the first screen; each must read exactly as `Intl` writes it.
const intlDay = (locale: string, options: Intl.DateTimeFormatOptions) => (isoDay: string) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
const everyDay = (from: string, days: number) => Array.from({ length: days }, (_, index) => new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10));

describe('calendar words', () => {
  const cases: [string, (day: string) => string, (day: string) => string][] = [
    ['12 Dec 2026', dayMonthYear, intlDay('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })],
    ['12 Dec', dayMonth, intlDay('en-GB', { day: 'numeric', month: 'short' })],
    ['Sat 5 Dec', weekdayDayMonth, (day) => intlDay('en-GB', { weekday: 'short', month: 'short', day: 'numeric' })(day).replace(',', '')],
    ['March 5, 2027', monthDayYear, intlDay('en-US', { year: 'numeric', month: 'long', day: 'numeric' })],
    ['Saturday, December 5, 2026', weekdayMonthDayYear, intlDay('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })],
    ['December 2026', monthYear, intlDay('en-US', { month: 'long', year: 'numeric' })],
  ];
  it.each(cases)('%s reads as Intl writes it, every day of two years (leap day included)', (_, mine, intl) => {
    for (const day of everyDay('2027-06-01', 731)) expect(mine(day), day).toBe(intl(day));
  });

  it('reads the examples in their comments, and hands back what is not a day', () => {
    expect(dayMonthYear('2026-12-12')).toBe('12 Dec 2026');
    expect(dayMonthYear('2026-09-05T10:00:00.000Z')).toBe('5 Sept 2026');
    expect(weekdayDayMonth('2026-12-05')).toBe('Sat 5 Dec');
    expect(monthDayYear('not a day')).toBe('not a day');
  });
});

describe('rupees and numbers', () => {
  it('group digits the Indian way and show paise only when there are some', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(123456789.5)).toBe('₹12,34,56,789.50');
    expect(formatRupees(-1234.05)).toBe('₹-1,234.05');
    expect(formatIndianNumber(1_000_000)).toBe('10,00,000');
  });

  it('read as Intl writes them for any amount in whole paise', () => {
    const intl = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 })}`;
    for (let index = 0; index < 20_000; index++) {
      // A spread of amounts from paise to crores, every tenth one negative, the same on every run.
      const fraction = ((index * 2_654_435_761) % 4_294_967_296) / 4_294_967_296;
      const paise = Math.trunc(fraction * 10 ** (index % 13)) * (index % 10 === 0 ? -1 : 1);
      if (paise === 0) continue;
      expect(formatRupees(paise / 100), String(paise)).toBe(intl(paise / 100));
    }
  });
});

describe('todayInIndia', () => {
  it("is India's calendar day at every hour, as Intl's Asia/Kolkata says", () => {
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let hour = 0; hour < 24 * 400; hour += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 29 * 60_000);
      expect(todayInIndia(at), at.toISOString()).toBe(india.format(at));
    }
    expect(todayInIndia(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(todayInIndia(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });
});
