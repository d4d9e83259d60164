import { bookingMessages } from '@yatrika/contract/booking-messages';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { seatShortage } from '@yatrika/contract/departure-rules';
import type { Executor } from '../../db/client.ts';
import { readDepartureSeats } from './calendar.ts';
import { SeatRefusal } from './claim.ts';
import { offScheduleMessage } from './schedule.ts';
import { lockDeparture } from './seats.ts';

export interface SeatMove {
  tourId: string;
  from: string;
  to: string;
  people: number;
}

/**
 * Checks that a party can move from one departure of a tour to another, in the caller's
 * transaction, which then moves the booking before it commits. Both departures are locked,
 * the earlier date first, so two moves in opposite directions wait for each other instead of
 * deadlocking, and no sale on either date slips between the count and the move. The target
 * must be on the tour's schedule, open and have the seats; the booking cut-off does not bind
 * the operator. Throws a SeatRefusal (409) with the rule's sentence.
 */
export async function checkSeatMove(tx: Executor, move: SeatMove, now: Date = new Date()): Promise<void> {
  const [first, second] = move.from < move.to ? [move.from, move.to] : [move.to, move.from];
  const tour = await lockDeparture(tx, move.tourId, first);
  if (!tour) throw new SeatRefusal('tour_unavailable', operatorBookingMessages.tourGone);
  if (tour.status !== 'active') throw new SeatRefusal('tour_unavailable', bookingMessages.tourUnavailable);
  await lockDeparture(tx, move.tourId, second);
  const offSchedule = offScheduleMessage({ ...tour, cutoffHours: null }, move.to, now);
  if (offSchedule) throw new SeatRefusal('no_seats', offSchedule);
  const seats = await readDepartureSeats(tx, tour, move.to, { now });
  const shortage = seatShortage(seats.status, seats.seatsLeft, move.people);
  if (shortage) throw new SeatRefusal('no_seats', shortage);
}
