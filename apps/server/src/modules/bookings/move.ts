import { bookingMessages } from '@yatrika/contract/bookings';
import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkSeatMove } from '../departures/public.ts';
import { queueBookingMovedEmail } from './booking-emails.ts';
import { recordBookingEvent, type Operator } from './events.ts';
import { isToCome, refuseSettled } from './operator-cancel.ts';
import { effectiveStatus, todayInIndia } from './status.ts';

/**
 * The operator moves a booking still to come to another date of its tour, in one transaction:
 * the booking row first, then both departures in date order (departures/move-seats.ts), the
 * seats checked on the new date, the date changed, the history written and the traveller
 * emailed. What was paid stays as it is (decision 016), so no money moves.
 */
export async function moveBooking(db: Database, bookingId: string, bookingDate: string, operator: Operator, now: Date = new Date()) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw notFound(bookingMessages.notFound);
    const today = todayInIndia(now);
    const status = effectiveStatus(row.status, row.bookingDate, today);
    if (!isToCome(status)) throw refuseSettled(status);
    if (bookingDate < today) throw badRequest(operatorBookingMessages.movePastDate);
    if (bookingDate === row.bookingDate) throw badRequest(operatorBookingMessages.sameDate);
    if (!row.tourId) throw conflict(operatorBookingMessages.tourGone);
    await checkSeatMove(tx, { tourId: row.tourId, from: row.bookingDate, to: bookingDate, people: row.numPeople }, now);
    const [moved] = await tx.update(bookings).set({ bookingDate, updatedAt: now }).where(eq(bookings.id, row.id)).returning();
    const event = await recordBookingEvent(tx, row.id, operator, 'moved', { from: row.bookingDate, to: bookingDate });
    await queueBookingMovedEmail(tx, moved!, row.bookingDate, event._id);
  });
}
