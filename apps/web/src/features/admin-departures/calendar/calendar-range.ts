import { addDays } from '@yatrika/contract/dates';
import { monthDayYear, monthYear } from '@yatrika/contract/calendar-words';

/** A month's grid of whole weeks, or one week; weeks run Monday to Sunday. */
export type CalendarView = 'month' | 'week';

/** 0 for Monday … 6 for Sunday. */
const weekdayFromMonday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

export const mondayOf = (day: string) => addDays(day, -weekdayFromMonday(day));
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
function lastOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The days the view shows around `day`: whole weeks, so a month's grid spans four to six of them. */
export function calendarRange(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'week') return { from: mondayOf(day), to: addDays(mondayOf(day), 6) };
  const from = mondayOf(firstOfMonth(day));
  const last = lastOfMonth(day);
  return { from, to: addDays(last, 6 - weekdayFromMonday(last)) };
}

/** The day the previous or next month or week starts on (`step` −1 or 1). */
export function stepCalendar(view: CalendarView, day: string, step: 1 | -1): string {
  if (view === 'week') return addDays(mondayOf(day), 7 * step);
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + step, 1)).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both counted, in weeks of seven. */
export function weeksOf(range: { from: string; to: string }): string[][] {
  const weeks: string[][] = [];
  for (let monday = range.from; monday <= range.to; monday = addDays(monday, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  return weeks;
}

/** "December 2026", or "Week of November 30, 2026". */
export const calendarHeading = (view: CalendarView, day: string) => (view === 'month' ? monthYear(day) : `Week of ${monthDayYear(mondayOf(day))}`);

export const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
