import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';

/**
 * Moves a duplicate record's reviews to the record kept (modules/customers), in the merge's
 * transaction. One traveller reviews a tour once: where both records reviewed the same tour the
 * kept record's review stays and the duplicate's goes, and is counted as dropped. `dryRun` counts
 * the same without writing, for the operator's confirmation.
 */
export async function moveReviewsToTraveller(
  tx: Executor,
  fromUserId: string,
  toUserId: string,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<{ moved: number; dropped: number }> {
  const keptTours = tx.select({ tourId: reviews.tourId }).from(reviews).where(eq(reviews.userId, toUserId));
  const clashing = and(eq(reviews.userId, fromUserId), inArray(reviews.tourId, keptTours));
  const moving = and(eq(reviews.userId, fromUserId), notInArray(reviews.tourId, keptTours));
  if (dryRun) {
    const [dropped, moved] = await Promise.all([
      tx.select({ id: reviews.id }).from(reviews).where(clashing),
      tx.select({ id: reviews.id }).from(reviews).where(moving),
    ]);
    return { moved: moved.length, dropped: dropped.length };
  }
  const dropped = await tx.delete(reviews).where(clashing).returning({ id: reviews.id });
  const moved = await tx.update(reviews).set({ userId: toUserId }).where(eq(reviews.userId, fromUserId)).returning({ id: reviews.id });
  return { moved: moved.length, dropped: dropped.length };
}
