import type { CustomerMergeCounts, CustomerMergePreview } from '@yatrika/contract/customers';
import type { Database, Executor } from '../../db/client.ts';
import { closeMergedAccount, lockTravellersForMerge } from '../auth/public.ts';
import { moveBookingsToTraveller } from '../bookings/public.ts';
import { moveMomentsToTraveller } from '../moments/public.ts';
import { moveReviewsToTraveller } from '../reviews/public.ts';
import { moveWishlistToTraveller } from '../wishlist/public.ts';
import { moveNotes } from './notes.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

/**
 * Everything of the duplicate that goes to the record kept, each table moved by the module that
 * owns it (decision 005). With `dryRun` nothing is written and the counts are what a merge now
 * would move: the confirmation and the merge are one calculation.
 */
async function moveEverything(tx: Executor, duplicateId: string, keptId: string, dryRun: boolean): Promise<CustomerMergeCounts> {
  const options = { dryRun };
  const bookings = await moveBookingsToTraveller(tx, duplicateId, keptId, options);
  const reviews = await moveReviewsToTraveller(tx, duplicateId, keptId, options);
  const wishlist = await moveWishlistToTraveller(tx, duplicateId, keptId, options);
  const moments = await moveMomentsToTraveller(tx, duplicateId, keptId, options);
  const notes = await moveNotes(tx, duplicateId, keptId, options);
  return { bookings, reviews: reviews.moved, reviewsDropped: reviews.dropped, wishlist, moments, notes };
}

/** What merging `duplicateId` into `keptId` would move, for the operator to read before confirming. */
export async function previewMerge(db: Database, keptId: string, duplicateId: string): Promise<CustomerMergePreview> {
  return db.transaction(async (tx) => {
    const { duplicate } = await lockTravellersForMerge(tx, keptId, duplicateId);
    const moves = await moveEverything(tx, duplicateId, keptId, true);
    return { duplicate: { _id: duplicate.id, firstname: duplicate.firstname, lastname: duplicate.lastname, username: duplicate.username, email: duplicate.email }, moves };
  });
}

/**
 * Merges two records of one person: in one transaction, with both accounts locked, the
 * duplicate's bookings, reviews, wishlist, moments and notes move to the record kept and the
 * duplicate's account is closed (it can no longer sign in). A second merge of the same pair
 * waits for the first and is then refused: nothing moves twice.
 */
export async function mergeCustomers(
  db: Database,
  keptId: string,
  duplicateId: string,
  actor: AuditActor,
): Promise<{ duplicateName: string; moved: CustomerMergeCounts }> {
  return db.transaction(async (tx) => {
    const { duplicate } = await lockTravellersForMerge(tx, keptId, duplicateId);
    const moved = await moveEverything(tx, duplicateId, keptId, false);
    await closeMergedAccount(tx, duplicateId, keptId);
    await recordAudit(tx, actor, {
      action: 'customer.merge',
      subject: { kind: 'user', id: keptId },
      before: { duplicateId, duplicateUsername: duplicate.username },
      after: { mergedInto: keptId, moved },
    });
    return { duplicateName: `${duplicate.firstname} ${duplicate.lastname}`.trim() || duplicate.username, moved };
  });
}
