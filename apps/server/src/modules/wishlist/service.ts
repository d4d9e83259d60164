import { tourMessages } from '@yatrika/contract/tours';
import type { WishlistTour } from '@yatrika/contract/wishlist';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tours } from '../../db/schema/tours.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { findDatabaseError, notFound } from '../../lib/errors.ts';
import { afterCursor, type Page, type PageRequest, toPage } from '../../lib/pagination.ts';
import { toTourResponse } from '../tours/public.ts';
import { findVisibleTour, isVisibleTour } from '../tours/public.ts';

/** Newest first; banned tours are left out (they come back if unbanned). */
export async function listWishlist(
  db: Database,
  userId: string,
  { limit, cursor }: PageRequest,
): Promise<Page<WishlistTour>> {
  const rows = await db
    .select({ tour: tours, createdAt: wishlistItems.createdAt, id: wishlistItems.tourId })
    .from(wishlistItems)
    .innerJoin(tours, eq(tours.id, wishlistItems.tourId))
    .where(
      and(
        eq(wishlistItems.userId, userId),
        isVisibleTour,
        afterCursor(wishlistItems.createdAt, wishlistItems.tourId, cursor),
      ),
    )
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.tourId))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({ ...toTourResponse(row.tour), addedAt: row.createdAt.toISOString() })),
  };
}

/** Idempotent: the primary key (user, tour) keeps one entry. Returns whether a new entry was made. */
export async function addToWishlist(db: Database, userId: string, tourId: string): Promise<boolean> {
  await findVisibleTour(db, tourId);
  try {
    const inserted = await db
      .insert(wishlistItems)
      .values({ userId, tourId })
      .onConflictDoNothing()
      .returning({ tourId: wishlistItems.tourId });
    return inserted.length > 0;
  } catch (error) {
    // The tour was deleted between the check and the insert.
    if (findDatabaseError(error)?.code === '23503') throw notFound(tourMessages.notFound);
    throw error;
  }
}

/** Idempotent: removing a tour that is not there (or no longer exists) is fine. */
export async function removeFromWishlist(db: Database, userId: string, tourId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.tourId, tourId)));
}
