import type { AccountExport } from '@yatrika/contract/account';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { momentComments, momentLikes, moments } from '../../db/schema/moments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { notFound } from '../../lib/errors.ts';
import { travellerAnswers } from '../bookings/public.ts';
import { toProfile } from './service.ts';

/**
 * Everything kept about a traveller, for "download my data". The account is the profile (no
 * password hash, no session version); bookings are in the shape the traveller's own list uses.
 */
export async function exportAccountData(db: Database, userId: string, now: Date = new Date()): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found.');
  const [bookingRows, reviewRows, momentRows, commentRows, likeRows, wishlistRows] = await Promise.all([
    db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt)),
    db
      .select({ _id: reviews.id, tourId: reviews.tourId, tourTitle: tours.title, rating: reviews.rating, comment: reviews.comment, travelledOn: reviews.travelledOn, createdAt: reviews.createdAt })
      .from(reviews)
      .innerJoin(tours, eq(tours.id, reviews.tourId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt)),
    db
      .select({ _id: moments.id, image: moments.image, description: moments.description, createdAt: moments.createdAt })
      .from(moments)
      .where(eq(moments.userId, userId))
      .orderBy(desc(moments.createdAt)),
    db
      .select({ _id: momentComments.id, momentId: momentComments.momentId, text: momentComments.text, createdAt: momentComments.createdAt })
      .from(momentComments)
      .where(eq(momentComments.userId, userId))
      .orderBy(desc(momentComments.createdAt)),
    db.select({ momentId: momentLikes.momentId }).from(momentLikes).where(eq(momentLikes.userId, userId)),
    db
      .select({ tourId: wishlistItems.tourId, tourTitle: tours.title, location: tours.location })
      .from(wishlistItems)
      .innerJoin(tours, eq(tours.id, wishlistItems.tourId))
      .where(eq(wishlistItems.userId, userId)),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: toProfile(user),
    bookings: await travellerAnswers(db, bookingRows),
    reviews: reviewRows,
    moments: momentRows,
    comments: commentRows,
    likedMoments: likeRows.map((like) => like.momentId),
    wishlist: wishlistRows,
  };
}
