import { bookingMessages } from '@yatrika/contract/booking-messages';
import { bookingCutoffAt } from '@yatrika/contract/tour-schedule-rules';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { readDepartureSeats } from './calendar.ts';
import { forgetEndedHolds } from './hold-rules.ts';
import type { HoldRow } from './holds.ts';
import { cancelledForMinGroup } from './minimum-group.ts';
import { offScheduleMessage, scheduleOf } from './schedule.ts';
import { lockDeparture, type DepartureOf, type DepartureSeats } from './seats.ts';

/** A departure locked for its waiting list: its seats now, and the last moment it can be booked. */
export type WaitlistDeparture =
  | { open: true; departure: DepartureOf; seats: DepartureSeats; bookableUntil: Date }
  /**
   * Not bookable now (tour gone or banned, off its schedule, past its cut-off, cancelled for its
   * minimum group): why, and whether for good (`final`: the tour is gone, the cut-off has passed,
   * or the departure was cancelled), so nobody need wait for it any longer.
   */
  | { open: false; final: boolean; departure: DepartureOf | undefined; message: string };

/**
 * Takes the departure's lock (the one every sale takes, decision 006) for the rest of the caller's
 * transaction and answers its seats, so the waiting list decides on seats no sale can change
 * meanwhile: whether a party may join (only when it does not fit) and whom to offer freed seats.
 * Holds whose wait is over are cleared first, as a checkout does.
 */
export async function lockDepartureForWaitlist(
  tx: Executor,
  asked: { tourId: string; date: string; startTime?: string | null | undefined },
  now: Date,
): Promise<WaitlistDeparture> {
  const locked = await lockDeparture(tx, asked.tourId, asked.date, asked.startTime);
  if (!locked) return { open: false, final: true, departure: undefined, message: bookingMessages.tourUnavailable };
  const { tour, startTime } = locked;
  const departure = { tourId: tour.id, date: asked.date, startTime };
  const bookableUntil = bookingCutoffAt(scheduleOf(tour), asked.date, startTime);
  const final = now.getTime() >= bookableUntil.getTime();
  if (tour.status !== 'active') return { open: false, final, departure, message: bookingMessages.tourUnavailable };
  const offSchedule = offScheduleMessage(tour, asked.date, startTime, now);
  if (offSchedule) return { open: false, final, departure, message: offSchedule };
  if (await cancelledForMinGroup(tx, departure)) return { open: false, final: true, departure, message: tourScheduleMessages.minGroupDepartureCancelled };
  await forgetEndedHolds(tx, departure, now);
  const seats = await readDepartureSeats(tx, tour, departure, { now });
  return { open: true, departure, seats, bookableUntil };
}

export interface OfferHold {
  /** The traveller the seats are offered to: the hold is theirs, as if their own checkout had made it. */
  userId: string;
  departure: DepartureOf;
  seats: number;
  expiresAt: Date;
}

/**
 * Holds seats offered to a traveller from the waiting list, in the caller's transaction under
 * lockDepartureForWaitlist's lock (the caller has checked the seats fit). The hold is the
 * traveller's own checkout hold on the departure, so their checkout (and only theirs) takes it
 * over, keeping its expiry (decision 013), and pays for it like any other; everyone else counts
 * it as taken. It carries no client address and no wait follows it: the traveller did not hold
 * anything for nothing, the list gave it to them. Undefined when the traveller already holds
 * seats on the departure (a checkout in progress): their next turn comes with a later look.
 */
export async function holdSeatsForOffer(tx: Executor, offer: OfferHold, now: Date): Promise<HoldRow | undefined> {
  const { tourId, date, startTime } = offer.departure;
  const ownOnDeparture = and(
    eq(seatHolds.userId, offer.userId),
    eq(seatHolds.tourId, tourId),
    eq(seatHolds.date, date),
    eq(seatHolds.startTime, startTime),
    eq(seatHolds.byOperator, false),
  );
  const [live] = await tx
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(and(ownOnDeparture, gt(seatHolds.expiresAt, now), gt(seatHolds.seats, 0)));
  if (live) return undefined;
  // An earlier hold of theirs that ran out: the offer replaces it, and its wait with it.
  await tx.delete(seatHolds).where(ownOnDeparture);
  const [hold] = await tx
    .insert(seatHolds)
    .values({ tourId, date, startTime, seats: offer.seats, userId: offer.userId, expiresAt: offer.expiresAt, cooldownEndsAt: offer.expiresAt })
    .returning();
  return hold;
}

/** Gives an offer's seats back at once (the traveller left the list): the hold stops counting now. */
export async function endOfferHold(tx: Executor, holdId: string, now: Date): Promise<void> {
  await tx
    .update(seatHolds)
    .set({ expiresAt: now, cooldownEndsAt: now })
    .where(and(eq(seatHolds.id, holdId), gt(seatHolds.expiresAt, now)));
}
