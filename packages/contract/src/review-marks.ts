import { monthYear } from './calendar-words.ts';

/**
 * The words beside a review that say whether its author travelled. The server decides who did
 * (a departure of the tour that has passed, on a booking not cancelled) and sends the month as
 * "YYYY-MM"; the tour page, the traveller's own reviews and the admin screen all say it this way.
 */
export const reviewMarks = {
  notVerified: 'Not a verified traveller',
  verifiedFilter: 'Verified travellers',
  unverifiedFilter: 'Not verified',
} as const;

/** "Travelled in March 2026" from "2026-03"; anything that is not a month is said as it came. */
export function travelledInWords(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return `Travelled in ${month}`;
  return `Travelled in ${monthYear(`${month}-01`)}`;
}
