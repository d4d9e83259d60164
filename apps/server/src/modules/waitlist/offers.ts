import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { holdSeatsForOffer, lockDepartureForWaitlist } from '../departures/public.ts';
import { onDeparture, stillInLine, type Departure } from './entry-rows.ts';
import { queueOfferEmail } from './offer-email.ts';
import { settleOffers } from './settle-offers.ts';
import type { WaitlistSettings } from './settings.ts';

/** What one look at a departure did. */
export interface OfferRound {
  offered: number;
  booked: number;
  lapsed: number;
  ended: number;
}

/**
 * Looks at one departure's waiting list, under the departure's lock (the one every sale takes),
 * in one transaction: offers that are over end (booked, or lapsed when they ran out), then the
 * seats left go, in the order of joining, to each waiting party that fits (a larger party ahead
 * is skipped, not blocked on): a seat hold of `offerHours` for that traveller, never past the
 * departure's booking cut-off, and an email. The holds count like any other, so no seat is held
 * twice, and two instances looking at once take turns on the lock: the second sees the first's
 * holds. A departure past its cut-off (or whose tour is gone) ends its line. Safe to repeat.
 */
export async function offerFreedSeats(db: Database, departure: Departure, settings: WaitlistSettings, now: Date): Promise<OfferRound> {
  return db.transaction(async (tx) => {
    const locked = await lockDepartureForWaitlist(tx, departure, now);
    const line = await tx.select().from(waitlistEntries).where(and(onDeparture(departure), stillInLine())).orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    const settled = await settleOffers(tx, line.filter((row) => row.status === 'offered'), now);
    const round: OfferRound = { offered: 0, ended: 0, ...settled };
    if (!locked.open) {
      if (locked.final) {
        const ended = await tx
          .update(waitlistEntries)
          .set({ status: 'ended', endedAt: now })
          .where(and(onDeparture(departure), eq(waitlistEntries.status, 'waiting')))
          .returning({ id: waitlistEntries.id });
        round.ended = ended.length;
      }
      return round;
    }
    let seatsLeft = locked.seats.closed ? 0 : locked.seats.seatsLeft;
    const expiresAt = new Date(Math.min(now.getTime() + settings.offerHours * 3_600_000, locked.bookableUntil.getTime()));
    if (expiresAt <= now) return round;
    for (const row of line) {
      if (seatsLeft <= 0) break;
      if (row.status !== 'waiting' || row.numPeople > seatsLeft) continue;
      // The entry first (it may just have been left: then no hold is made for it), then its hold.
      const [claimed] = await tx
        .update(waitlistEntries)
        .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
        .where(and(eq(waitlistEntries.id, row.id), eq(waitlistEntries.status, 'waiting')))
        .returning({ id: waitlistEntries.id });
      if (!claimed) continue;
      const hold = await holdSeatsForOffer(tx, { userId: row.userId, departure: locked.departure, seats: row.numPeople, expiresAt }, now);
      if (!hold) {
        await tx.update(waitlistEntries).set({ status: 'waiting', offeredAt: null, offerExpiresAt: null }).where(eq(waitlistEntries.id, row.id));
        continue;
      }
      const [offered] = await tx.update(waitlistEntries).set({ offerHoldId: hold.id }).where(eq(waitlistEntries.id, row.id)).returning();
      await queueOfferEmail(tx, offered!, expiresAt);
      seatsLeft -= row.numPeople;
      round.offered += 1;
    }
    return round;
  });
}
