import { waitlistMessages } from '@yatrika/contract/waitlist';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { announceFreedSeats, endOfferHold } from '../departures/public.ts';
import { departureOf } from './entry-rows.ts';
import { settleOffersOf } from './settle-offers.ts';

/**
 * The traveller leaves a waiting list. An offer they hold ends with it: its seats stop counting
 * at once and the departure is looked at again, so the next in line is offered them. Another
 * traveller's entry reads as none (404); one already over is refused (409).
 */
export async function leaveWaitlist(db: Database, userId: string, entryId: string, now: Date = new Date()): Promise<void> {
  // An offer already paid for, or run out, is over first: it then reads as booked or passed on, not left.
  await db.transaction((tx) => settleOffersOf(tx, userId, now));
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, userId)))
      .for('update');
    if (!row) throw notFound(waitlistMessages.notFound);
    if (row.status !== 'waiting' && row.status !== 'offered') throw conflict(waitlistMessages.alreadyOver);
    await tx.update(waitlistEntries).set({ status: 'left', endedAt: now }).where(eq(waitlistEntries.id, row.id));
    if (row.status === 'offered' && row.offerHoldId) {
      await endOfferHold(tx, row.offerHoldId, now);
      await announceFreedSeats(tx, departureOf(row));
    }
  });
}
