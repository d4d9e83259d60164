import type { BookingStatus } from '@yatrika/contract/bookings';
import { todayInIndia } from '@yatrika/contract/dates';
import { and, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';

export { effectiveStatus, todayInIndia } from '@yatrika/contract/dates';

/** The same rule as a filter, for lists that ask for one status. */
export function hasEffectiveStatus(status: BookingStatus, today: string = todayInIndia()): SQL | undefined {
  switch (status) {
    case 'booked':
      return and(eq(bookings.status, 'booked'), gte(bookings.bookingDate, today));
    case 'completed':
      return or(eq(bookings.status, 'completed'), and(eq(bookings.status, 'booked'), lt(bookings.bookingDate, today)));
    default:
      return eq(bookings.status, status);
  }
}
