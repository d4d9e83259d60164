import { beyondHorizonMessage, bookingMessages } from '@yatrika/contract/bookings';
import { addDays, effectiveStatus, todayInIndia } from '@yatrika/contract/dates';
import { operatorBookingMessages } from '@yatrika/contract/operator-bookings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { SeatRefusal, announceFreedSeats, checkSeatMove } from '../departures/public.ts';
import { queueBookingMovedEmail } from '../booking-notices/public.ts';
import { applyBookingChange, auditBookingChange, bookingFacts, isToCome, recordBookingEvent, refuseSettled, type Operator } from '../bookings/public.ts';
import { lockBookingBehindDepartures } from './lock-behind-departures.ts';

/** Where the operator moves a booking: a date, and a start time (the tour's first when left out). */
export interface MoveTarget {
  bookingDate: string;
  startTime?: string | undefined;
  /** The operator confirmed a date past the booking horizon or off the tour's schedule. */
  outsideSchedule?: boolean | undefined;
}

/** A date travellers could not book, refused until the operator confirms it (the web asks). */
const outsideScheduleRefusal = (message: string) => new AppError('conflict', message, { outsideSchedule: true });

/**
 * The operator moves a booking still to come to another departure of its tour (another date,
 * another start time, or both), in one transaction: both departures in one fixed order
 * (departures/move-seats.ts), then the booking row (lock-behind-departures.ts), the seats checked on the new one, the date and
 * start time changed, the history written and the traveller emailed. What was paid stays as it
 * is (decision 016), so no money moves. Answers the departure it moved to.
 *
 * A date travellers could not book (past BOOKING_HORIZON_DAYS, or off the tour's weekdays, seasons
 * and closed dates) is refused with `outsideSchedule` unless the operator confirms it
 * (`target.outsideSchedule`); a confirmed one is recorded as such in the booking's history. The
 * departure must still be open with the seats.
 */
export async function moveBooking(db: Database, bookingId: string, target: MoveTarget, operator: Operator, horizonDays: number, now: Date = new Date()) {
  const { bookingDate } = target;
  return db.transaction(async (tx) => {
    const [seen] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!seen) throw notFound(bookingMessages.notFound);
    const today = todayInIndia(now);
    const status = effectiveStatus(seen.status, seen.bookingDate, today);
    if (!isToCome(status)) throw refuseSettled(status);
    if (bookingDate < today) throw badRequest(operatorBookingMessages.movePastDate);
    const beyondHorizon = bookingDate > addDays(today, horizonDays);
    if (beyondHorizon && !target.outsideSchedule) throw outsideScheduleRefusal(beyondHorizonMessage(horizonDays));
    // Without a start time, a move to another date keeps the old meaning (the tour's first start
    // time); on the same date it can only mean the same departure.
    if (bookingDate === seen.bookingDate && (target.startTime ?? seen.startTime) === seen.startTime) throw badRequest(operatorBookingMessages.sameDate);
    const tourId = seen.tourId;
    if (!tourId) throw conflict(operatorBookingMessages.tourGone);
    const from = { date: seen.bookingDate, startTime: seen.startTime };
    const { row, locked } = await lockBookingBehindDepartures(tx, seen, () =>
      checkSeatMove(tx, { tourId, from, to: { date: bookingDate, startTime: target.startTime }, people: seen.numPeople, outsideSchedule: target.outsideSchedule === true }, now).catch(
        (error: unknown) => {
          throw error instanceof SeatRefusal && error.reason === 'off_schedule' ? outsideScheduleRefusal(error.message) : error;
        },
      ),
    );
    const { startTime } = locked;
    const outsideSchedule = beyondHorizon || locked.offSchedule !== null;
    if (bookingDate === row.bookingDate && startTime === row.startTime) throw badRequest(operatorBookingMessages.sameDate);
    const moved = await applyBookingChange(tx, row.id, { bookingDate, startTime }, now);
    const event = await recordBookingEvent(tx, row.id, operator, 'moved', {
      from: row.bookingDate,
      to: bookingDate,
      fromStartTime: row.startTime,
      toStartTime: startTime,
      ...(outsideSchedule ? { outsideSchedule: true } : {}),
    });
    await auditBookingChange(tx, operator, 'booking.move', row, { before: bookingFacts(row), after: bookingFacts(moved) });
    await queueBookingMovedEmail(tx, moved, from, event._id);
    // The departure it left has its seats free for its waiting list (decision 037).
    await announceFreedSeats(tx, { tourId, date: row.bookingDate, startTime: row.startTime });
    return { bookingDate, startTime };
  });
}
