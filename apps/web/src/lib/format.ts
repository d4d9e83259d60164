export { formatRupees } from '@yatrika/contract/money';

/** "March 5, 2027": the long US format My Bookings uses. The date is a calendar day, not an instant. */
export function formatLongDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "12 Dec 2026": a calendar day in few letters, for notes beside other text (a review's travel date). */
export function formatShortDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Today in India ("YYYY-MM-DD"), the earliest day a tour can be booked for. */
export { todayInIndia } from '@yatrika/contract/dates';

/** "Saturday, December 5, 2026": a calendar day with its weekday, as the calendar reads it out. */
export function formatWeekdayDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * "7:45 PM": an instant in the traveller's own time zone (the browser's), for deadlines they
 * act on now, such as how long a checkout holds their seats.
 */
export function formatLocalTime(instant: string, timeZone?: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/**
 * "March 4, 2027 at 12:00 AM IST": an instant as India reads it, for rules and records that
 * are kept in India's time (the free-cancellation deadline, when a payment arrived), whatever
 * the reader's own time zone.
 */
export function formatIndiaDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const day = date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Kolkata' });
  return `${day} at ${formatLocalTime(instant, 'Asia/Kolkata')} IST`;
}

/** "Sat 5 Dec": a calendar day in a few letters with its weekday, for a grid of dates (the Change date dialog). */
export function formatDayShort(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-GB', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).replace(',', '');
}
