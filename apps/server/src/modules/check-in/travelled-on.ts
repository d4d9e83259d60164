import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { bookingAttendance } from '../../db/schema/check-ins.ts';

/**
 * The latest date the traveller was checked in on a departure of this tour ("YYYY-MM-DD"), or
 * null if they never were: a review that follows the trip says when it was taken.
 */
export async function latestTravelDate(db: Executor, userId: string, tourId: string): Promise<string | null> {
  const [row] = await db
    .select({ date: bookings.bookingDate })
    .from(bookings)
    .innerJoin(bookingAttendance, eq(bookingAttendance.bookingId, bookings.id))
    .where(and(eq(bookings.userId, userId), eq(bookings.tourId, tourId), gt(bookingAttendance.checkedInPeople, 0)))
    .orderBy(desc(bookings.bookingDate))
    .limit(1);
  return row?.date ?? null;
}
