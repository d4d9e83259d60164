import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { BookingRow } from './booking-response.ts';
import { queueBookingAcceptedEmail } from '../booking-notices/public.ts';

/**
 * The spec's accept: pending bookings matching `which` become booked and each traveller gets the
 * accepted email, in the caller's transaction. The operator's Accept takes one booking; a departure
 * reaching its tour's minimum group under 'confirm' takes all of its pending ones (decision 021).
 */
export async function acceptPendingBookings(tx: Executor, which: SQL | undefined, now: Date): Promise<BookingRow[]> {
  const accepted = await tx
    .update(bookings)
    .set({ status: 'booked', updatedAt: now })
    .where(and(which, eq(bookings.status, 'pending')))
    .returning();
  for (const row of accepted) await queueBookingAcceptedEmail(tx, row);
  return accepted;
}
