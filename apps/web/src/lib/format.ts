import { dayMonthYear, monthDayYear, weekdayDayMonth, weekdayMonthDayYear } from '@yatrika/contract/calendar-words';
import { formatter } from '@yatrika/contract/formatters';

export { formatRupees } from '@yatrika/contract/money';

/** "March 5, 2027": the long US format My Bookings uses. The date is a calendar day, not an instant. */
export const formatLongDate = monthDayYear;

/** "12 Dec 2026": a calendar day in few letters, for notes beside other text (a review's travel date). */
export const formatShortDate = dayMonthYear;

/** Today in India ("YYYY-MM-DD"), the earliest day a tour can be booked for. */
export { todayInIndia } from '@yatrika/contract/dates';

/** "Saturday, December 5, 2026": a calendar day with its weekday, as the calendar reads it out. */
export const formatWeekdayDate = weekdayMonthDayYear;

/** "7:45 PM" clocks by time zone ('' for the browser's own). */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clock(timeZone = ''): Intl.DateTimeFormat {
  let made = clocks.get(timeZone);
  if (!made) clocks.set(timeZone, (made = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })));
  return made;
}
const indiaLongDay = formatter(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Kolkata' }));

/**
 * "7:45 PM": an instant in the traveller's own time zone (the browser's), for deadlines they
 * act on now, such as how long a checkout holds their seats.
 */
export function formatLocalTime(instant: string, timeZone?: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : clock(timeZone).format(date);
}

/**
 * "March 4, 2027 at 12:00 AM IST": an instant as India reads it, for rules and records that
 * are kept in India's time (the free-cancellation deadline, when a payment arrived), whatever
 * the reader's own time zone.
 */
export function formatIndiaDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return `${indiaLongDay().format(date)} at ${clock('Asia/Kolkata').format(date)} IST`;
}

/** "Sat 5 Dec": a calendar day in a few letters with its weekday, for a grid of dates (the Change date dialog). */
export const formatDayShort = weekdayDayMonth;
