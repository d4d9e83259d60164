import { bookingMessages } from '@yatrika/contract/booking-messages';
import { operatorBookingMessages } from '@yatrika/contract/operator-booking-messages';
import { seatShortage } from '@yatrika/contract/departure-rules';
import type { Executor } from '../../db/client.ts';
import { readDepartureSeats } from './calendar.ts';
import { SeatRefusal } from './claim.ts';
import { liveHoldOf, releaseHoldOfOrder } from './holds.ts';
import { cancelledForMinGroup } from './minimum-group.ts';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { offScheduleRefusal } from './schedule.ts';
import { lockDepartureKey, lockTourForSale } from './seats.ts';

export interface SeatMove {
  tourId: string;
  /** The departure the party is on. */
  from: { date: string; startTime: string };
  /** The departure it moves to; its start time is the tour's first when left out. */
  to: { date: string; startTime?: string | undefined };
  people: number;
  /**
   * The traveller moves their own booking (decision 036): the booking cut-off of the new departure
   * binds them as it binds any sale, and a departure cancelled for its minimum group takes no one.
   */
  byTraveller?: boolean;
  /**
   * The paid order of a dearer move: its live hold on the new departure is the seats it claims
   * (honoured as a paid checkout's is, then spent); without a live hold the seats left decide.
   */
  orderId?: string | undefined;
  /**
   * Lock only the departure the party moves to. A paid difference is applied with the booking's row
   * already locked (the settlement's dispatch), so it takes as few departure locks as it can after
   * it: the one whose seats it counts. Freeing the old departure's seats needs no lock.
   */
  targetOnly?: boolean;
  /**
   * The operator confirmed a departure outside the tour's schedule (decision 016): the schedule
   * does not refuse it, the answer says it was outside. Closed departures and seats still bind.
   */
  outsideSchedule?: boolean;
}

/** Departures in the one order every move locks them: by date, then start time. */
const departureOrder = (a: { date: string; startTime: string }, b: { date: string; startTime: string }) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);

/**
 * Checks that a party can move from one departure of a tour to another (another date, another
 * start time, or both), in the caller's transaction, which then moves the booking before it
 * commits. Both departures are locked in one fixed order (the earlier date first, then the
 * earlier start time), so two moves in opposite directions wait for each other instead of
 * deadlocking, and no sale on either slips between the count and the move. The target must be on
 * the tour's schedule, open and have the seats; the booking cut-off does not bind the operator.
 * Answers the target's start time; throws a SeatRefusal (409) with the rule's sentence.
 */
export async function checkSeatMove(tx: Executor, move: SeatMove, now: Date = new Date()): Promise<{ startTime: string; offSchedule: string | null }> {
  const tour = await lockTourForSale(tx, move.tourId);
  if (!tour) throw new SeatRefusal('tour_unavailable', operatorBookingMessages.tourGone);
  if (tour.status !== 'active') throw new SeatRefusal('tour_unavailable', bookingMessages.tourUnavailable);
  const to = { date: move.to.date, startTime: move.to.startTime ?? tour.startTime };
  const locks = move.targetOnly ? [to] : [move.from, to].sort(departureOrder);
  for (const departure of locks) await lockDepartureKey(tx, { tourId: tour.id, ...departure });
  const target = { tourId: tour.id, ...to };
  if (move.byTraveller && (await cancelledForMinGroup(tx, target))) throw new SeatRefusal('departure_canceled', tourScheduleMessages.minGroupDepartureCancelled);
  const hold = move.orderId ? await liveHoldOf(tx, move.orderId, now) : undefined;
  const heldEnough = hold !== undefined && hold.tourId === tour.id && hold.date === to.date && hold.startTime === to.startTime && hold.seats >= move.people;
  const refusal = heldEnough ? null : offScheduleRefusal(tour, to.date, to.startTime, now, { ignoreCutoff: !move.byTraveller });
  // The operator may confirm a date off the schedule (never a start time the tour does not run).
  const confirmable = refusal !== null && refusal.confirmable && !move.byTraveller;
  const offSchedule = confirmable ? refusal.message : null;
  if (!heldEnough) {
    if (refusal && !(confirmable && move.outsideSchedule)) throw new SeatRefusal(confirmable ? 'off_schedule' : 'no_seats', refusal.message);
    const seats = await readDepartureSeats(tx, tour, to, { now, exceptOrderId: move.orderId });
    const shortage = seatShortage(seats.status, seats.seatsLeft, move.people);
    if (shortage) throw new SeatRefusal('no_seats', shortage);
  }
  if (move.orderId) await releaseHoldOfOrder(tx, move.orderId);
  return { startTime: to.startTime, offSchedule };
}
