import { bookingMessages } from '@yatrika/contract/booking-messages';
import { seatShortage } from '@yatrika/contract/departure-rules';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { bookingCutoffAt } from '@yatrika/contract/tour-schedule-rules';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import { conflict } from '../../lib/errors.ts';
import { readDepartureSeats } from './calendar.ts';
import { forgetEndedHolds } from './hold-rules.ts';
import type { HoldRow } from './holds.ts';
import { cancelledForMinGroup } from './minimum-group.ts';
import { offScheduleMessage, scheduleOf } from './schedule.ts';
import { lockDeparture } from './seats.ts';

export interface ResellerHold {
  /**
   * The key the seats are held under, unique across holds (`seat_holds.order_id`): the reseller's
   * reservation, so the booking that confirms it claims these seats first (claim.ts), as a paid
   * order claims its checkout's.
   */
  key: string;
  tourId: string;
  date: string;
  startTime: string;
  seats: number;
  /** When the seats return to sale unless confirmed. */
  expiresAt: Date;
}

/**
 * Holds seats for a reseller's reservation (an OCTO booking on hold), in the caller's transaction and
 * under the departure's lock, so it races fairly with web checkouts, payment links and other resellers.
 * The reseller sells as the website does: the schedule and the booking cut-off bind, and the hold
 * never lasts past the cut-off. A hold of the same key (a reservation changed) is replaced: its seats
 * stop counting before the new party is counted, so a reservation never competes with itself.
 * No client address and no wait after it runs out: those rules are about one traveller's checkouts
 * (decision 013), and a reseller's many customers are bounded by its key's rate limit instead.
 */
export async function holdSeatsForReseller(tx: Executor, hold: ResellerHold, now: Date = new Date()): Promise<HoldRow> {
  await tx.delete(seatHolds).where(eq(seatHolds.orderId, hold.key));
  const locked = await lockDeparture(tx, hold.tourId, hold.date, hold.startTime);
  if (!locked || locked.tour.status !== 'active') throw conflict(bookingMessages.tourUnavailable);
  const { tour, startTime } = locked;
  const departure = { tourId: tour.id, date: hold.date, startTime };
  if (await cancelledForMinGroup(tx, departure)) throw conflict(tourScheduleMessages.minGroupDepartureCancelled);
  const offSchedule = offScheduleMessage(tour, hold.date, startTime, now);
  if (offSchedule) throw conflict(offSchedule);
  const cutoff = bookingCutoffAt(scheduleOf(tour), hold.date, startTime);
  const expiresAt = new Date(Math.min(hold.expiresAt.getTime(), cutoff.getTime()));
  await forgetEndedHolds(tx, departure, now);
  const seats = await readDepartureSeats(tx, tour, departure, { now });
  const shortage = seatShortage(seats.status, seats.seatsLeft, hold.seats);
  if (shortage) throw conflict(shortage);
  const [row] = await tx
    .insert(seatHolds)
    .values({ ...departure, seats: hold.seats, userId: null, orderId: hold.key, byOperator: true, expiresAt, cooldownEndsAt: expiresAt })
    .returning();
  return row!;
}

/**
 * Moves a live reseller hold's expiry (an OCTO extension), never past the departure's booking cut-off.
 * Answers the new expiry, or null when the hold has already run out (its seats may be sold by now).
 */
export async function extendResellerHold(tx: Executor, key: string, until: Date, now: Date = new Date()): Promise<Date | null> {
  const [hold] = await tx
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.orderId, key), gt(seatHolds.expiresAt, now)));
  if (!hold) return null;
  const locked = await lockDeparture(tx, hold.tourId, hold.date, hold.startTime);
  const cutoff = locked ? bookingCutoffAt(scheduleOf(locked.tour), hold.date, hold.startTime) : hold.expiresAt;
  const expiresAt = new Date(Math.max(hold.expiresAt.getTime(), Math.min(until.getTime(), cutoff.getTime())));
  await tx.update(seatHolds).set({ expiresAt, cooldownEndsAt: expiresAt }).where(eq(seatHolds.id, hold.id));
  return expiresAt;
}

/** Gives a reservation's seats back at once (cancelled before it was confirmed). */
export async function releaseResellerHold(tx: Executor, key: string): Promise<void> {
  await tx.delete(seatHolds).where(eq(seatHolds.orderId, key));
}
