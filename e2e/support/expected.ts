/**
 * What the screens should show, worked out here by hand rather than with the app's own formatters
 * (formatRupees and formatLongDate use Intl): a test that reused them would agree with any bug in them.
 */

/** A whole number with Indian digit grouping (the last three digits, then pairs): 1234567 → "12,34,567". */
export function indianDigits(whole: number): string {
  let head = String(whole);
  const groups = [head.slice(-3)];
  head = head.slice(0, -3);
  while (head.length > 2) {
    groups.unshift(head.slice(-2));
    head = head.slice(0, -2);
  }
  if (head) groups.unshift(head);
  return groups.join(',');
}

/** Rupees as the spec shows them: the ₹ sign, Indian digit grouping, and paise only when there are some: 8450.5 → "₹8,450.50". */
export function rupees(amount: number): string {
  const paise = Math.round(amount * 100);
  const fraction = Number.isInteger(amount) ? '' : `.${String(paise % 100).padStart(2, '0')}`;
  return `₹${indianDigits(Math.trunc(paise / 100))}${fraction}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day ("2027-03-05") in the long US format the booking cards use: "March 5, 2027". */
export function longUsDate(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/**
 * The day an instant falls on in India (UTC+5:30, no daylight saving), day first, as the payments notice
 * says it: "2026-11-22T19:00:00Z" → "23 November 2026".
 */
export function indiaDayMonthYear(instant: string): string {
  const india = new Date(Date.parse(instant) + (5 * 60 + 30) * 60_000);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
