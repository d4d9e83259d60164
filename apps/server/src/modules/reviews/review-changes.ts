import type { ReviewReplyRequest, TourReview, UpdateReviewRequest } from '@yatrika/contract/reviews';
import { reviewMessages } from '@yatrika/contract/reviews';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuditActor } from '../audit/public.ts';
import { changeReview } from './review-audit.ts';
import { findTourReview } from './service.ts';

/**
 * After a change that matched nothing: the review is someone else's (403) or does not exist (404).
 * The change itself is one statement guarded by the author, so nothing is checked and then changed.
 */
async function refusal(db: Database, reviewId: string) {
  const [exists] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
  return exists ? forbidden(reviewMessages.notYours) : notFound(reviewMessages.notFound);
}

/**
 * The author changes the stars and the words. The tour's rating follows through the database's
 * triggers on `reviews` (decision 009); the date written and any reply stay as they were.
 */
export async function updateOwnReview(db: Database, userId: string, reviewId: string, input: UpdateReviewRequest): Promise<TourReview> {
  const updated = await db
    .update(reviews)
    .set({ rating: input.rating, comment: input.comment })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw await refusal(db, reviewId);
  return (await findTourReview(db, reviewId))!;
}

/** The author takes their review back; they may then write a new one. */
export async function deleteOwnReview(db: Database, userId: string, reviewId: string): Promise<void> {
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  if (deleted.length === 0) throw await refusal(db, reviewId);
}

/** The operator's public answer: posting again replaces the words and the date. */
export async function replyToReview(db: Database, reviewId: string, input: ReviewReplyRequest, actor: AuditActor, now = new Date()): Promise<TourReview> {
  await changeReview(db, reviewId, actor, 'review.reply', async (tx) => {
    const [row] = await tx.update(reviews).set({ reply: input.reply, repliedAt: now }).where(eq(reviews.id, reviewId)).returning();
    return row!;
  });
  return (await findTourReview(db, reviewId))!;
}
