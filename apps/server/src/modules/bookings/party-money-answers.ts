import type { Booking, ExtraPayment, PartyRefund } from '@yatrika/contract/bookings';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingCollections } from '../../db/schema/bookings.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { partialRefundsOf, type PartialRefundRow } from './partial-refunds.ts';
import { answeredRefundStatus, isRefundByHand } from './refund-states.ts';

/** One refund of part of a booking as the answers say it: the same states as the booking's own refund. */
export const toPartyRefund = (row: PartialRefundRow): PartyRefund => ({
  _id: row.id,
  id: row.refundId,
  amount: paiseToRupees(row.amountPaise),
  status: answeredRefundStatus(row.status),
  byHand: isRefundByHand(row.status),
  reference: row.reference,
  reason: row.reason,
  createdAt: (row.refundedAt ?? row.createdAt).toISOString(),
});

/**
 * The booking answers with the money of their party changes beside them (decision 023): refunds of
 * part of each and what was collected for larger parties, oldest first, in two reads for any number;
 * absent on a booking that has none.
 */
export async function withPartyMoney<Answer extends Booking>(db: Executor, answers: Answer[]): Promise<Answer[]> {
  const ids = answers.map((answer) => answer._id);
  if (ids.length === 0) return answers;
  const refunds = await partialRefundsOf(db, ids);
  const collections = await db.select().from(bookingCollections).where(inArray(bookingCollections.bookingId, ids)).orderBy(asc(bookingCollections.createdAt), asc(bookingCollections.id));
  return answers.map((answer) => {
    const partialRefunds = refunds.filter((row) => row.bookingId === answer._id).map(toPartyRefund);
    const extraPayments = collections
      .filter((row) => row.bookingId === answer._id)
      .map((row): ExtraPayment => ({ _id: row.id, amount: paiseToRupees(row.amountPaise), method: row.method, reference: row.reference, createdAt: row.createdAt.toISOString() }));
    // Only bookings whose party changed carry them: every other answer keeps its shape exactly.
    return { ...answer, ...(partialRefunds.length > 0 ? { partialRefunds } : {}), ...(extraPayments.length > 0 ? { extraPayments } : {}) };
  });
}
