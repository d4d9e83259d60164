import type { HideReviewRequest } from '@yatrika/contract/reviews';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AuditActor } from '../audit/public.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { changeReview } from './review-audit.ts';

/**
 * An administrator hides a review: one update, so the rating triggers (migration 0045) take its
 * stars out of the tour's figures in the same transaction. Hiding again replaces the reason.
 */
export async function hideReview(db: Database, reviewId: string, actor: AuditActor, input: HideReviewRequest, now = new Date()): Promise<void> {
  await changeReview(db, reviewId, actor, 'review.hide', async (tx) => {
    const [row] = await tx.update(reviews).set({ hiddenAt: now, hiddenReason: input.reason, hiddenBy: actor.id }).where(eq(reviews.id, reviewId)).returning();
    return row!;
  });
}

/** Shows a hidden review again: back on the tour page and in its rating. Showing a shown review changes nothing. */
export async function showReview(db: Database, reviewId: string, actor: AuditActor): Promise<void> {
  await changeReview(db, reviewId, actor, 'review.unhide', async (tx) => {
    const [row] = await tx.update(reviews).set({ hiddenAt: null, hiddenReason: null, hiddenBy: null }).where(eq(reviews.id, reviewId)).returning();
    return row!;
  });
}
