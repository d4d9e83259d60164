import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';

/**
 * Moves a duplicate record's wishlist to the record kept (modules/customers), in the merge's
 * transaction: tours the kept record already keeps stay once, with their first date. Answers how
 * many tours the kept wishlist gained; `dryRun` counts them without writing.
 */
export async function moveWishlistToTraveller(tx: Executor, fromUserId: string, toUserId: string, { dryRun = false }: { dryRun?: boolean } = {}): Promise<number> {
  const gained = tx
    .select({ tourId: wishlistItems.tourId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(
      sql`${wishlistItems.userId} = ${fromUserId} and not exists (select 1 from wishlist_items kept where kept.user_id = ${toUserId} and kept.tour_id = ${wishlistItems.tourId})`,
    );
  if (dryRun) return (await gained).length;
  const added = await tx
    .insert(wishlistItems)
    .select(tx.select({ userId: sql<string>`${toUserId}::uuid`.as('user_id'), tourId: wishlistItems.tourId, createdAt: wishlistItems.createdAt }).from(wishlistItems).where(eq(wishlistItems.userId, fromUserId)))
    .onConflictDoNothing()
    .returning({ tourId: wishlistItems.tourId });
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, fromUserId));
  return added.length;
}
