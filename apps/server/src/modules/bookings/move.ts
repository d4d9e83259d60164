import { bookingMessages } from '@yatrika/contract/bookings';
import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { announceFreedSeats, checkSeatMove } from '../departures/public.ts';
import { queueBookingMovedEmail } from './booking-emails.ts';
import { recordBookingEvent, type Operator } from './events.ts';
import { lockBookingBehindDepartures } from './lock-behind-departures.ts';
import { isToCome, refuseSettled } from './operator-cancel.ts';
import { effectiveStatus, todayInIndia } from './status.ts';

/** Where the operator moves a booking: a date, and a start time (the tour's first when left out). */
export interface MoveTarget {
  bookingDate: string;
  startTime?: string | undefined;
}

/**
 * The operator moves a booking still to come to another departure of its tour (another date,
 * another start time, or both), in one transaction: both departures in one fixed order
 * (departures/move-seats.ts), then the booking row (lock-behind-departures.ts), the seats checked on the new one, the date and
 * start time changed, the history written and the traveller emailed. What was paid stays as it
 * is (decision 016), so no money moves. Answers the departure it moved to.
 */
export async function moveBooking(db: Database, bookingId: string, target: MoveTarget, operator: Operator, now: Date = new Date()) {
  const { bookingDate } = target;
  return db.transaction(async (tx) => {
    const [seen] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!seen) throw notFound(bookingMessages.notFound);
    const today = todayInIndia(now);
    const status = effectiveStatus(seen.status, seen.bookingDate, today);
    if (!isToCome(status)) throw refuseSettled(status);
    if (bookingDate < today) throw badRequest(operatorBookingMessages.movePastDate);
    // Without a start time, a move to another date keeps the old meaning (the tour's first start
    // time); on the same date it can only mean the same departure.
    if (bookingDate === seen.bookingDate && (target.startTime ?? seen.startTime) === seen.startTime) throw badRequest(operatorBookingMessages.sameDate);
    const tourId = seen.tourId;
    if (!tourId) throw conflict(operatorBookingMessages.tourGone);
    const from = { date: seen.bookingDate, startTime: seen.startTime };
    const { row, locked } = await lockBookingBehindDepartures(tx, seen, () =>
      checkSeatMove(tx, { tourId, from, to: { date: bookingDate, startTime: target.startTime }, people: seen.numPeople }, now),
    );
    const { startTime } = locked;
    if (bookingDate === row.bookingDate && startTime === row.startTime) throw badRequest(operatorBookingMessages.sameDate);
    const [moved] = await tx.update(bookings).set({ bookingDate, startTime, updatedAt: now }).where(eq(bookings.id, row.id)).returning();
    const event = await recordBookingEvent(tx, row.id, operator, 'moved', { from: row.bookingDate, to: bookingDate, fromStartTime: row.startTime, toStartTime: startTime });
    await queueBookingMovedEmail(tx, moved!, from, event._id);
    // The departure it left has its seats free for its waiting list (decision 037).
    await announceFreedSeats(tx, { tourId, date: row.bookingDate, startTime: row.startTime });
    return { bookingDate, startTime };
  });
}
