import { bookingMessages } from '@yatrika/contract/booking-messages';
import { seatShortage } from '@yatrika/contract/departure-rules';
import { holdMessages } from '@yatrika/contract/hold-messages';
import { and, eq, gt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import type { OrderBookingDetails } from '../../db/schema/payments.ts';
import { conflict } from '../../lib/errors.ts';
import { readDepartureSeats } from './calendar.ts';
import { forgetEndedHolds, lockHolder, refuseOverLimits, refuseWhileAddressWaits, type HoldRules } from './hold-rules.ts';
import { offScheduleMessage } from './schedule.ts';
import { lockDeparture } from './seats.ts';

export type HoldRow = typeof seatHolds.$inferSelect;
export type { HoldRules } from './hold-rules.ts';

/** Who opens the checkout: the account, and the client address it calls from (lib/client-address.ts). */
export interface Holder {
  userId: string;
  clientAddress: string;
}

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * Keeps `numPeople` seats on the departure while the traveller pays, or answers 409 with the
 * reason it cannot. The hold lasts `rules.minutes` from the traveller's first checkout on the
 * departure: a new checkout replaces the party (a closed and reopened checkout must not hold
 * twice, nor compete with itself for the last seats) but never the expiry, so reopening cannot
 * keep a date held. Once a hold runs out unpaid, its account and its client address wait as long
 * before holding the departure again, and no account holds more than its limits (decision 013).
 */
export async function holdSeats(
  db: Database,
  holder: Holder,
  details: Pick<OrderBookingDetails, 'tourId' | 'bookingDate' | 'startTime' | 'numPeople'>,
  rules: HoldRules,
  now: Date = new Date(),
): Promise<HoldRow> {
  return db.transaction(async (tx) => {
    await lockHolder(tx, holder.userId);
    const locked = await lockDeparture(tx, details.tourId, details.bookingDate, details.startTime);
    if (!locked || locked.tour.status !== 'active') throw conflict(bookingMessages.tourUnavailable);
    const { tour, startTime } = locked;
    const offSchedule = offScheduleMessage(tour, details.bookingDate, startTime, now);
    if (offSchedule) throw conflict(offSchedule);
    const departure = { tourId: tour.id, date: details.bookingDate, startTime };
    await forgetEndedHolds(tx, departure, now);
    // The traveller's own checkout on the departure; a payment link's hold (the operator's) is another matter.
    const [own] = await tx
      .select()
      .from(seatHolds)
      .where(
        and(
          eq(seatHolds.userId, holder.userId),
          eq(seatHolds.tourId, tour.id),
          eq(seatHolds.date, departure.date),
          eq(seatHolds.startTime, startTime),
          eq(seatHolds.byOperator, false),
        ),
      );
    // Still there once it ran out: its wait is not over (forgetEndedHolds removed it otherwise).
    if (own && own.expiresAt <= now) throw conflict(holdMessages.ownHoldRanOut(own.cooldownEndsAt ?? own.expiresAt, now));
    if (!own) await refuseWhileAddressWaits(tx, holder.clientAddress, departure, now);
    await refuseOverLimits(tx, holder.userId, departure, details.numPeople, rules, now);
    // The traveller's earlier party is replaced, so it must not stand in the way of the new one.
    if (own) await tx.update(seatHolds).set({ seats: 0, orderId: null }).where(eq(seatHolds.id, own.id));
    const seats = await readDepartureSeats(tx, tour, departure, { now });
    const shortage = seatShortage(seats.status, seats.seatsLeft, details.numPeople);
    if (shortage) throw conflict(shortage);
    const [hold] = own
      ? await tx.update(seatHolds).set({ seats: details.numPeople }).where(eq(seatHolds.id, own.id)).returning()
      : await tx
          .insert(seatHolds)
          .values({
            ...departure,
            seats: details.numPeople,
            userId: holder.userId,
            clientAddress: holder.clientAddress,
            expiresAt: minutesAfter(now, rules.minutes),
            cooldownEndsAt: minutesAfter(now, 2 * rules.minutes),
          })
          .returning();
    return hold!;
  });
}

/** The provider's order now exists: the hold is kept for it. */
export async function attachHold(tx: Executor, holdId: string, orderId: string): Promise<void> {
  await tx.update(seatHolds).set({ orderId }).where(eq(seatHolds.id, holdId));
}

/**
 * Gives the seats back at once (the provider could not create the order). The hold's window
 * stays: trying again within it holds again until the same moment, and failing is no way to a
 * fresh expiry.
 */
export async function releaseHold(db: Executor, holdId: string): Promise<void> {
  await db.update(seatHolds).set({ seats: 0, orderId: null }).where(eq(seatHolds.id, holdId));
}

/**
 * Gives a failed payment's seats back at once, keeping the hold's window as releaseHold does. A
 * payment link's seats stay: the traveller may try another card from the emailed page until the
 * link runs out, and no new checkout of theirs would hold them again.
 */
export async function releaseSeatsOfOrder(db: Executor, orderId: string): Promise<void> {
  await db
    .update(seatHolds)
    .set({ seats: 0 })
    .where(and(eq(seatHolds.orderId, orderId), eq(seatHolds.byOperator, false)));
}

/** The order was paid: its hold is spent (on its booking, or on a refund when the seats were gone). */
export async function releaseHoldOfOrder(db: Executor, orderId: string): Promise<void> {
  await db.delete(seatHolds).where(eq(seatHolds.orderId, orderId));
}

/** The order's hold while it still counts. */
export async function liveHoldOf(tx: Executor, orderId: string, now: Date): Promise<HoldRow | undefined> {
  const [hold] = await tx
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.orderId, orderId), gt(seatHolds.expiresAt, now)));
  return hold;
}
