import { monthDayYear } from '@yatrika/contract/calendar-words';
import type { DayRange } from '../../../components/calendar/date-range-picker.tsx';
import { daysBetween } from '../../../lib/calendar-month.ts';

// A schedule's ranges between the calendar's days, the form's lines and words on the screen.
// Seasons come round every year, so their lines keep month and day only ("05-01 to 10-31").

/** One line, "a to b" or a single "a". */
const lineOfParts = (from: string, to: string) => (from === to ? from : `${from} to ${to}`);
const partsOf = (line: string) => {
  const [from = '', to = from] = line.split(/\s+to\s+/i).map((part) => part.trim());
  return { from, to };
};

/** A season comes round every year, so it cannot run longer than one. */
export const seasonRefusal = (range: DayRange) => (daysBetween(range.from, range.to) >= 365 ? 'A season runs at most a year: choose its last day within a year of its first.' : undefined);

export const seasonLine = (range: DayRange) => lineOfParts(range.from.slice(5), range.to.slice(5));
export const closedLine = (range: DayRange) => lineOfParts(range.from, range.to);

/** "May 1" for "05-01" (a leap year, so 29 February reads too); a line that is not one stays as typed. */
function monthDayWords(monthDay: string): string {
  if (!/^\d{2}-\d{2}$/.test(monthDay)) return monthDay;
  return monthDayYear(`2000-${monthDay}`).replace(/, 2000$/, '');
}

export function seasonWords(line: string): string {
  const { from, to } = partsOf(line);
  return from === to ? monthDayWords(from) : `${monthDayWords(from)} to ${monthDayWords(to)}`;
}

export function closedWords(line: string): string {
  const { from, to } = partsOf(line);
  return from === to ? monthDayYear(from) : `${monthDayYear(from)} to ${monthDayYear(to)}`;
}
