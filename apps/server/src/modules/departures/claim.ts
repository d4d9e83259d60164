import { seatShortage } from '@yatrika/contract/departure-rules';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { liveHoldOf, releaseHoldOfOrder } from './holds.ts';
import { readDepartureSeats } from './calendar.ts';
import { lockDeparture } from './seats.ts';

export interface SeatClaim {
  tourId: string;
  date: string;
  people: number;
  /** The paid order the booking is made from: its own hold is what it claims first. */
  orderId: string | null;
}

/**
 * Takes the seats a booking is about to occupy, in the caller's transaction, or throws
 * 409 with the reason. An order whose hold still counts gets its held seats whatever
 * happened since (the traveller was promised them while paying); otherwise the seats
 * left decide, as for anyone. Either way the order's hold is spent. A tour that has
 * been deleted has no departure left to fill, so there is nothing to check.
 */
export async function claimSeats(tx: Executor, claim: SeatClaim, now: Date = new Date()): Promise<void> {
  const tour = await lockDeparture(tx, claim.tourId, claim.date);
  if (!tour) return;
  const hold = claim.orderId ? await liveHoldOf(tx, claim.orderId, now) : undefined;
  const heldEnough = hold !== undefined && hold.tourId === tour.id && hold.date === claim.date && hold.seats >= claim.people;
  if (!heldEnough) {
    const seats = await readDepartureSeats(tx, tour, claim.date, { now, exceptOrderId: claim.orderId ?? undefined });
    const shortage = seatShortage(seats.status, seats.seatsLeft, claim.people);
    if (shortage) throw conflict(shortage);
  }
  if (claim.orderId) await releaseHoldOfOrder(tx, claim.orderId);
}
