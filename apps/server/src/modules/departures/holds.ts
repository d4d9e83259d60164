import { bookingMessages } from '@yatrika/contract/booking-messages';
import { seatShortage } from '@yatrika/contract/departure-rules';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { seatHolds } from '../../db/schema/departures.ts';
import type { OrderBookingDetails } from '../../db/schema/payments.ts';
import { conflict } from '../../lib/errors.ts';
import { readDepartureSeats } from './calendar.ts';
import { lockDeparture } from './seats.ts';

export type HoldRow = typeof seatHolds.$inferSelect;

/**
 * Keeps `numPeople` seats on the departure for `minutes` while the traveller pays, or
 * answers 409 with the reason it cannot. A traveller's new checkout for the same
 * departure replaces their earlier one (a closed and reopened checkout must not hold
 * twice, nor compete with itself for the last seats).
 */
export async function holdSeats(
  db: Database,
  userId: string,
  details: Pick<OrderBookingDetails, 'tourId' | 'bookingDate' | 'numPeople'>,
  minutes: number,
  now: Date = new Date(),
): Promise<HoldRow> {
  return db.transaction(async (tx) => {
    const tour = await lockDeparture(tx, details.tourId, details.bookingDate);
    if (!tour || tour.status !== 'active') throw conflict(bookingMessages.tourUnavailable);
    // This traveller's earlier checkout for the departure, and holds that ran out, go.
    await tx
      .delete(seatHolds)
      .where(
        and(
          eq(seatHolds.tourId, tour.id),
          eq(seatHolds.date, details.bookingDate),
          or(eq(seatHolds.userId, userId), lte(seatHolds.expiresAt, now)),
        ),
      );
    const seats = await readDepartureSeats(tx, tour, details.bookingDate, { now });
    const shortage = seatShortage(seats.status, seats.seatsLeft, details.numPeople);
    if (shortage) throw conflict(shortage);
    const [hold] = await tx
      .insert(seatHolds)
      .values({
        tourId: tour.id,
        date: details.bookingDate,
        seats: details.numPeople,
        userId,
        expiresAt: new Date(now.getTime() + minutes * 60_000),
      })
      .returning();
    return hold!;
  });
}

/** The provider's order now exists: the hold is kept for it. */
export async function attachHold(tx: Executor, holdId: string, orderId: string): Promise<void> {
  await tx.update(seatHolds).set({ orderId }).where(eq(seatHolds.id, holdId));
}

/** Gives the seats back at once (the order could not be created). */
export async function releaseHold(db: Executor, holdId: string): Promise<void> {
  await db.delete(seatHolds).where(eq(seatHolds.id, holdId));
}

/** Gives an order's seats back at once (its payment failed). */
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
