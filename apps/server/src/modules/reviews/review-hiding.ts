import type { HideReviewRequest } from '@yatrika/contract/reviews';
import { reviewMessages } from '@yatrika/contract/reviews';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * An administrator hides a review: one update, so the rating triggers (migration 0045) take its
 * stars out of the tour's figures in the same transaction. Hiding again replaces the reason.
 */
export async function hideReview(db: Database, reviewId: string, adminId: string, input: HideReviewRequest, now = new Date()): Promise<void> {
  const updated = await db
    .update(reviews)
    .set({ hiddenAt: now, hiddenReason: input.reason, hiddenBy: adminId })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw notFound(reviewMessages.notFound);
}

/** Shows a hidden review again: back on the tour page and in its rating. Showing a shown review changes nothing. */
export async function showReview(db: Database, reviewId: string): Promise<void> {
  const updated = await db
    .update(reviews)
    .set({ hiddenAt: null, hiddenReason: null, hiddenBy: null })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw notFound(reviewMessages.notFound);
}
