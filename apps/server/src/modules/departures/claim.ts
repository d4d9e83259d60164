import { departureMessages } from '@yatrika/contract/departure-messages';
import { seatShortage } from '@yatrika/contract/departure-rules';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { liveHoldOf, releaseHoldOfOrder } from './holds.ts';
import { readDepartureSeats } from './calendar.ts';
import { offScheduleRefusal } from './schedule.ts';
import { cancelledForMinGroup } from './minimum-group.ts';
import { lockDeparture } from './seats.ts';

export interface SeatClaim {
  tourId: string;
  date: string;
  /** The departure's start time; the tour's first when left out (an order from before start times). */
  startTime?: string | undefined;
  people: number;
  /** The paid order the booking is made from: its own hold is what it claims first. */
  orderId: string | null;
  /**
   * The operator taking a booking by phone sells up to the departure: the booking cut-off (which
   * gives the operator time to prepare for web bookings) does not bind them. Weekdays, seasons,
   * closed dates and the start itself (a departure that has set off) still do, unless confirmed.
   */
  byOperator?: boolean;
  /**
   * The operator confirmed a date off the tour's schedule or a departure that has set off (a
   * booking by phone, decision 020): the schedule does not refuse it; the answer says it was off. Closed departures and seats still bind.
   */
  outsideSchedule?: boolean;
}

/**
 * Why a departure refused a booking: the tour stopped selling, its seats are gone (or the date is
 * off its schedule: `off_schedule` from a move, which the operator may confirm), or the departure
 * was cancelled for its minimum group.
 */
export type SeatRefusalReason = 'tour_unavailable' | 'no_seats' | 'departure_canceled' | 'off_schedule';

/** The 409 of a refused claim, with its reason for whoever records a refund for it. */
export class SeatRefusal extends AppError {
  constructor(
    readonly reason: SeatRefusalReason,
    message: string,
  ) {
    super('conflict', message);
  }
}

/**
 * Takes the seats a booking is about to occupy, in the caller's transaction, or throws a
 * SeatRefusal (409) with the reason. This is the one rule for every way a booking is made
 * (the browser's confirmation, the webhook, reconciliation): a tour that is banned or deleted
 * takes no booking, whatever was paid, and the payment is refunded instead. An order whose
 * hold still counts gets its held seats whatever happened since (the traveller was promised
 * them while paying); otherwise the tour's schedule and the seats left decide, as for anyone. Either way the order's
 * hold is spent. Answers the start time the seats were taken at, for the booking to keep.
 */
export async function claimSeats(tx: Executor, claim: SeatClaim, now: Date = new Date()): Promise<{ startTime: string; offSchedule: string | null }> {
  const locked = await lockDeparture(tx, claim.tourId, claim.date, claim.startTime);
  if (!locked || locked.tour.status !== 'active') throw new SeatRefusal('tour_unavailable', departureMessages.tourGoneAfterPayment);
  const { tour, startTime } = locked;
  const departure = { tourId: tour.id, date: claim.date, startTime };
  // Its travellers were refunded and told: not even a hold taken before the decision brings one back.
  if (await cancelledForMinGroup(tx, departure)) throw new SeatRefusal('departure_canceled', tourScheduleMessages.minGroupDepartureCancelled);
  const hold = claim.orderId ? await liveHoldOf(tx, claim.orderId, now) : undefined;
  const heldEnough =
    hold !== undefined && hold.tourId === tour.id && hold.date === claim.date && hold.startTime === startTime && hold.seats >= claim.people;
  const refusal = heldEnough ? null : offScheduleRefusal(tour, claim.date, startTime, now, { ignoreCutoff: claim.byOperator ?? false });
  // The operator may confirm a date off the schedule (never a start time the tour does not run).
  const confirmable = refusal !== null && refusal.confirmable && (claim.byOperator ?? false);
  const offSchedule = confirmable ? refusal.message : null;
  if (!heldEnough) {
    // Without a hold to honour, a departure the tour no longer runs or sells is refused like a full one.
    if (refusal && !(confirmable && claim.outsideSchedule)) throw new SeatRefusal(confirmable ? 'off_schedule' : 'no_seats', refusal.message);
    const seats = await readDepartureSeats(tx, tour, departure, { now, exceptOrderId: claim.orderId ?? undefined });
    const shortage = seatShortage(seats.status, seats.seatsLeft, claim.people);
    if (shortage) throw new SeatRefusal('no_seats', shortage);
  }
  if (claim.orderId) await releaseHoldOfOrder(tx, claim.orderId);
  return { startTime, offSchedule };
}
