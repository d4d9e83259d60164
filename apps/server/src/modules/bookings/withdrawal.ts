import { bookingMessages } from '@yatrika/contract/bookings';
import type { CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { settlementSummary, type Settlement } from '@yatrika/contract/settlement';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { AppError } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { cancelBooking, settleCancel, type CancelRule } from './cancel.ts';
import { todayInIndia } from './status.ts';
import { policyRefund } from '../money/public.ts';

/** What the operator withdraws: a tour (banned or deleted) or a traveller's account (deleted). */
export type Withdrawn = { tourId: string } | { userId: string };

const belongsTo = (withdrawn: Withdrawn) =>
  'tourId' in withdrawn ? eq(bookings.tourId, withdrawn.tourId) : eq(bookings.userId, withdrawn.userId);

/** Pending or booked, dated today or later in India: the trips a withdrawal would strand. */
const bookingsToCome = (executor: Executor, withdrawn: Withdrawn, today: string) =>
  executor
    .select()
    .from(bookings)
    .where(and(belongsTo(withdrawn), inArray(bookings.status, ['pending', 'booked']), gte(bookings.bookingDate, today)))
    .orderBy(asc(bookings.bookingDate), asc(bookings.id));

/** A withdrawal cancels as the operator does: everything the booking holds goes back, whatever the hour. */
const withdrawalRule = (withdrawn: Withdrawn, policy: CancellationPolicy): CancelRule => ({
  scope: belongsTo(withdrawn),
  allowedFrom: (status) => status === 'pending' || status === 'booked',
  cancelledBy: 'operator',
  refusal: bookingMessages.onlyPendingChanges,
  policy: policyRefund(policy, 'operator'),
});

/**
 * What withdrawing would do, before it is done: how many bookings still to come it cancels and
 * what it refunds. Read in the caller's transaction when the answer decides whether to go ahead.
 */
export async function quoteWithdrawal(executor: Executor, withdrawn: Withdrawn, policy: CancellationPolicy, now: Date = new Date()): Promise<Settlement> {
  const rows = await bookingsToCome(executor, withdrawn, todayInIndia(now));
  const paid = rows.filter((row) => row.paymentId !== null);
  // Each booking's cancel settlement, not applied: what the withdrawal will give back of what each holds.
  let refundPaise = 0;
  for (const row of paid) refundPaise += (await settleCancel(executor, row, withdrawalRule(withdrawn, policy), now)).settlement.refundPaise;
  const refundAmount = paiseToRupees(refundPaise);
  return { bookings: rows.length, paidBookings: paid.length, refundAmount, message: settlementSummary(rows.length, refundAmount) };
}

/**
 * Cancels every booking still to come of a withdrawn tour or account as the operator's cancel
 * does: refunded in full and the traveller emailed, each booking in its own transaction with the
 * provider asked after it commits (bookings/cancel.ts). Call it once the tour no longer sells
 * (the seat claim refuses it), so no new booking can appear behind it.
 */
export async function cancelWithdrawnBookings(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  withdrawn: Withdrawn,
  policy: CancellationPolicy,
): Promise<{ cancelled: number; refundPaise: number }> {
  const rows = await bookingsToCome(db, withdrawn, todayInIndia());
  let refundPaise = 0;
  let cancelled = 0;
  for (const row of rows) {
    try {
      const done = await cancelBooking(db, gateway, log, row.id, withdrawalRule(withdrawn, policy));
      cancelled += 1;
      refundPaise += done.settlement.refundPaise;
    } catch (error) {
      // Cancelled meanwhile by its traveller (and refunded by their cancel), or deleted: settled already.
      if (!(error instanceof AppError && (error.code === 'bad_request' || error.code === 'not_found'))) throw error;
    }
  }
  log.info({ ...withdrawn, canceled: cancelled, refundPaise }, 'cancelled and refunded the bookings of a withdrawn tour or account');
  return { cancelled, refundPaise };
}
