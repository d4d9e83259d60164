import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import type { EntryRow } from './entry-rows.ts';

/** Bookings that show an offer was taken up: still to come, or travelled. */
const takenStatuses = ['pending', 'booked', 'completed'] as const;

/**
 * Ends the offers among `offered` that are over: `booked` when the traveller booked the departure
 * since the offer (their checkout took the offer's hold over and paid), `lapsed` when the offer
 * ran out unclaimed. Safe to repeat, and to run beside the offer job: each only moves an entry out
 * of `offered`. Answers how many of each.
 */
export async function settleOffers(tx: Executor, offered: EntryRow[], now: Date): Promise<{ booked: number; lapsed: number }> {
  let booked = 0;
  let lapsed = 0;
  for (const row of offered) {
    if (row.status !== 'offered' || !row.offeredAt) continue;
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, row.userId),
          eq(bookings.tourId, row.tourId),
          eq(bookings.bookingDate, row.date),
          eq(bookings.startTime, row.startTime),
          inArray(bookings.status, [...takenStatuses]),
          gte(bookings.createdAt, row.offeredAt),
        ),
      )
      .limit(1);
    const status = booking ? 'booked' : row.offerExpiresAt && row.offerExpiresAt <= now ? 'lapsed' : undefined;
    if (!status) continue;
    const moved = await tx
      .update(waitlistEntries)
      .set({ status, endedAt: now })
      .where(and(eq(waitlistEntries.id, row.id), eq(waitlistEntries.status, 'offered')))
      .returning({ id: waitlistEntries.id });
    if (moved.length === 0) continue;
    if (status === 'booked') booked += 1;
    else lapsed += 1;
  }
  return { booked, lapsed };
}

/** The offers of one traveller that are over, ended (their list then reads as it stands). */
export async function settleOffersOf(tx: Executor, userId: string, now: Date): Promise<void> {
  const offered = await tx.select().from(waitlistEntries).where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'offered')));
  await settleOffers(tx, offered, now);
}
