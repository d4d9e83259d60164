import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { notFound } from '../../lib/errors.ts';
import { reviewMessages } from '@yatrika/contract/reviews';
import { recordAudit, type AuditActor } from '../audit/public.ts';

type ReviewRow = typeof reviews.$inferSelect;

/** What an audit row shows of a review: whose, on which tour, what it says and how it stands. */
export function reviewFacts(row: ReviewRow) {
  return { userId: row.userId, tourId: row.tourId, rating: row.rating, comment: row.comment, reply: row.reply, hidden: row.hiddenAt !== null, hiddenReason: row.hiddenReason };
}

/**
 * A moderator's change of one review, under its row lock, and the audit row that records it, in
 * one transaction; `change` answers the row after (null when it deleted it). 404 for no such review.
 */
export async function changeReview(
  db: Database,
  reviewId: string,
  actor: AuditActor,
  action: string,
  change: (tx: Executor) => Promise<ReviewRow | null>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!before) throw notFound(reviewMessages.notFound);
    const after = await change(tx);
    await recordAudit(tx, actor, { action, subject: { kind: 'review', id: reviewId }, before: reviewFacts(before), after: after ? reviewFacts(after) : null });
  });
}
