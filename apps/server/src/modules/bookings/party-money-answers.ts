import type { Booking, ExtraPayment, LedgerEntry, PartyRefund } from '@yatrika/contract/bookings';
import { amountDueOf, type LedgerRow, ledgerTotals } from '../money/public.ts';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingCollections, bookingLedger } from '../../db/schema/bookings.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { answeredRefundStatus, isCancelRefund, isRefundByHand, refundsOf, type RefundRow } from '../money/public.ts';
import { cancelRefundAnswer } from './booking-response.ts';

type PartRefundRow = RefundRow & { reason: PartyRefund['reason'] };

/** Every refund but a cancel's own (the answer's `refund`): the answer's `partialRefunds`. */
export const isPartRefund = (row: RefundRow): row is PartRefundRow => !isCancelRefund(row) && row.reason !== 'cancel';

/** One refund of part of a booking as the answers say it: the same states as the booking's own refund. */
export const toPartyRefund = (row: PartRefundRow): PartyRefund => ({
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
 * The booking answers with their money beside them: the cancel's own refund (`refund`), the
 * refunds of part of each and what was collected for larger parties (decision 023), oldest first,
 * the latter two absent on a booking that has none; then the ledger's figures.
 */
export async function withPartyMoney<Answer extends Booking>(db: Executor, answers: Answer[]): Promise<Answer[]> {
  const ids = answers.map((answer) => answer._id);
  if (ids.length === 0) return answers;
  const refunds = await refundsOf(db, ids);
  const collections = await db.select().from(bookingCollections).where(inArray(bookingCollections.bookingId, ids)).orderBy(asc(bookingCollections.createdAt), asc(bookingCollections.id));
  const ledgers = await ledgersOf(db, ids);
  return answers.map((answer) => {
    const ofBooking = refunds.filter((row) => row.bookingId === answer._id);
    const partialRefunds = ofBooking.filter(isPartRefund).map(toPartyRefund);
    const extraPayments = collections
      .filter((row) => row.bookingId === answer._id)
      .map((row): ExtraPayment => ({ _id: row.id, amount: paiseToRupees(row.amountPaise), method: row.method, reference: row.reference, createdAt: row.createdAt.toISOString() }));
    // Only bookings whose party changed carry them: every other answer keeps its shape exactly.
    return withLedger({ ...answer, refund: cancelRefundAnswer(answer._id, ofBooking), ...(partialRefunds.length > 0 ? { partialRefunds } : {}), ...(extraPayments.length > 0 ? { extraPayments } : {}) }, ledgers.get(answer._id) ?? []);
  });
}

/** Every booking's ledger rows, oldest first, in one read. */
async function ledgersOf(db: Executor, ids: string[]): Promise<Map<string, LedgerRow[]>> {
  const rows = await db.select().from(bookingLedger).where(inArray(bookingLedger.bookingId, ids)).orderBy(asc(bookingLedger.createdAt), asc(bookingLedger.id));
  const byBooking = new Map<string, LedgerRow[]>();
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  return byBooking;
}

export const toLedgerEntry = (row: LedgerRow): LedgerEntry => ({
  _id: row.id,
  kind: row.kind,
  purpose: row.purpose,
  reason: row.reason,
  amount: paiseToRupees(row.amountPaise),
  channel: row.channel,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The ledger beside the answer (decision 035): its rows, and what is due, paid and refunded in rupees.
 * The booking's payment answers what that payment captured (an advance, or the total before a later
 * change of price), not the booking's total now.
 */
function withLedger<Answer extends Booking>(answer: Answer, rows: LedgerRow[]): Answer {
  const { paidPaise, refundedPaise } = ledgerTotals(rows);
  const due = amountDueOf({ status: answer.status === 'canceled' ? 'canceled' : 'booked', totalPaise: Math.round(answer.totalPrice * 100) }, rows);
  const captured = answer.payment && rows.find((row) => row.kind === 'payment' && row.source === 'order' && row.sourceId === answer.payment!.orderId);
  const payment = answer.payment && captured ? { ...answer.payment, amount: paiseToRupees(captured.amountPaise) } : answer.payment;
  return {
    ...answer,
    payment,
    ledger: rows.map(toLedgerEntry),
    amountDue: paiseToRupees(due),
    amountPaid: paiseToRupees(paidPaise),
    amountRefunded: paiseToRupees(refundedPaise),
  };
}
