import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { BookingRow } from './booking-response.ts';

/** What a change of departure, party or price writes on a booking's row. */
export type BookingChange = Partial<Pick<typeof bookings.$inferInsert, 'bookingDate' | 'policyDate' | 'startTime' | 'numPeople' | 'party' | 'priceLines' | 'totalPaise' | 'pricePaise' | 'travellers'>> & {
  /** What was paid now covers the total (decision 035): no balance is due any more. */
  balancePaidUp?: boolean;
};

/**
 * Writes a change made by plan-changes (a move, a change of party, a paid balance) on the booking's
 * row, in the caller's transaction, which holds the row's lock and has decided the change; answers
 * the row as it now is.
 */
export async function applyBookingChange(tx: Executor, bookingId: string, change: BookingChange, now: Date): Promise<BookingRow> {
  const { balancePaidUp, ...columns } = change;
  const [row] = await tx
    .update(bookings)
    .set({ ...columns, updatedAt: now, ...(balancePaidUp ? { balanceDueOn: null } : {}) })
    .where(eq(bookings.id, bookingId))
    .returning();
  return row!;
}
