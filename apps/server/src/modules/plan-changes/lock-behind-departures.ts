import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { conflict } from '../../lib/errors.ts';
import type { BookingRow } from '../bookings/public.ts';

/** What a change decided from a booking's row before locking it: if any of these moved, the decision is void. */
const sameDeparture = (seen: BookingRow, now: BookingRow) =>
  seen.status === now.status &&
  seen.tourId === now.tourId &&
  seen.bookingDate === now.bookingDate &&
  seen.startTime === now.startTime &&
  seen.numPeople === now.numPeople;

/**
 * Locks a booking's row only after the departure locks its change needs, in the order every sale
 * takes them (the departure first, then its bookings: a payment that accepts pending bookings, the
 * minimum group's job), so an operator's move or larger party and those never wait on each other
 * in a circle. `lockDepartures` decides from the booking as read before its lock; when another
 * change reached the booking in between (or deleted it), the change is refused (409) and nothing
 * is written.
 */
export async function lockBookingBehindDepartures<T>(
  tx: Executor,
  seen: BookingRow,
  lockDepartures: (seen: BookingRow) => Promise<T>,
): Promise<{ row: BookingRow; locked: T }> {
  const locked = await lockDepartures(seen);
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, seen.id)).for('update');
  if (!row || !sameDeparture(seen, row)) throw conflict(operatorBookingMessages.changedMeanwhile);
  return { row, locked };
}
