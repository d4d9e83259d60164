export { formatRupees } from '@yatrika/contract/money';

/** "March 5, 2027": the long US format My Bookings uses. The date is a calendar day, not an instant. */
export function formatLongDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Today in India ("YYYY-MM-DD"), the earliest day a tour can be booked for. */
export { todayInIndia } from '@yatrika/contract/dates';
