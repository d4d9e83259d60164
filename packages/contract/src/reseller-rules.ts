import type { BookingStatus } from './booking-status.ts';

/**
 * A reseller's commission on one booking (decision 039): its percent (kept in hundredths, basis
 * points) of the booking's amount, rounded half up to the paisa, in integers. A cancelled booking
 * earns none: the reseller refunds their customer and the operator is owed nothing for it. The
 * month's commission is the sum of its bookings', so every row of the report adds up to its total.
 */
export function commissionPaise(amountPaise: number, basisPoints: number, status: BookingStatus): number {
  if (status === 'canceled') return 0;
  return Math.floor((amountPaise * basisPoints + 5_000) / 10_000);
}

/** "2026-04" → its first and last calendar days, both counted. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}
