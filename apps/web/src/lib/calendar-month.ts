import { addDays } from '@yatrika/contract/dates';
import { monthYear } from '@yatrika/contract/calendar-words';

// Calendar arithmetic on plain "YYYY-MM-DD" days and "YYYY-MM" months. Departures are
// calendar days in India, so nothing here goes through the browser's time zone.

/** "2026-12" for any day of December 2026. */
export const monthOf = (day: string) => day.slice(0, 7);

export const firstDayOf = (month: string) => `${month}-01`;

/** The month `count` months after (or, negative, before) `month`. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 0 for Sunday … 6 for Saturday: Indian wall calendars start the week on Sunday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The month as the rows of a wall calendar: weeks from Sunday to Saturday, with `null`
 * where a week runs into the month before or after.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const cells: (string | null)[] = Array.from({ length: weekdayOf(firstDayOf(month)) }, () => null);
  for (let day = firstDayOf(month); monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/**
 * The part of `month` the availability call asks for: from today (or the 1st, for a later
 * month) to the month's end. Undefined for a month that is entirely past.
 */
export function bookableRange(month: string, today: string): { from: string; days: number } | undefined {
  const from = firstDayOf(month) > today ? firstDayOf(month) : today;
  const last = lastDayOf(month);
  if (from > last) return undefined;
  return { from, days: daysBetween(from, last) + 1 };
}

/** "December 2026" */
export function monthTitle(month: string): string {
  return monthYear(firstDayOf(month));
}
