import { bookingMessages } from '@yatrika/contract/bookings';
import { cancellationPolicyLine, type CancellationPolicy } from '@yatrika/contract/cancellation-policy';
import { operatorBookingMessages, type OperatorCancellationQuote, type RefundChoice } from '@yatrika/contract/operator-bookings';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRow } from './booking-response.ts';
import { cancelBooking, settleCancel, type Cancelled } from './cancel.ts';
import { auditBookingChange, bookingFacts } from './audit.ts';
import { recordBookingEvent, type Operator } from './events.ts';
import { effectiveStatus, todayInIndia } from './status.ts';
import { heldTotal, policyRefund } from '../money/public.ts';

/** What a choice gives back: everything the booking holds, or what the traveller's policy gives back of it. */
const policyFor = (choice: RefundChoice, policy: CancellationPolicy) => policyRefund(policy, choice === 'full' ? 'operator' : 'traveller');

/** The operator changes only trips still to come: a cancelled booking or a past trip answers 409. */
export function refuseSettled(status: BookingRow['status']) {
  return conflict(status === 'canceled' ? operatorBookingMessages.alreadyCancelled : operatorBookingMessages.completedTrip);
}

export const isToCome = (status: BookingRow['status']) => status === 'pending' || status === 'booked';

/** What cancelling now would refund under each choice, before the operator confirms. */
export async function quoteOperatorCancel(db: Database, bookingId: string, policy: CancellationPolicy, now: Date = new Date()): Promise<OperatorCancellationQuote> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw notFound(bookingMessages.notFound);
  const status = effectiveStatus(row.status, row.bookingDate, todayInIndia(now));
  if (!isToCome(status)) throw refuseSettled(status);
  // Each choice's cancel settlement, not applied: exactly what cancelling with it gives back.
  const full = await settleCancel(db, row, { policy: policyFor('full', policy) }, now);
  const byPolicy = await settleCancel(db, row, { policy: policyFor('policy', policy) }, now);
  return {
    paidAmount: paiseToRupees(heldTotal(full.held)),
    refunds: { full: paiseToRupees(full.settlement.refundPaise), policy: paiseToRupees(byPolicy.settlement.refundPaise) },
    policy: cancellationPolicyLine(policy),
  };
}

/**
 * The operator cancels any booking still to come (pending or accepted): its seats are free at
 * once (they are counted from the bookings that take them), a paid one is refunded in full or
 * by the policy, the traveller is emailed and the history records who did it, all in the cancel's
 * transaction; the provider is asked after it commits (cancel.ts).
 */
export async function cancelByOperator(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  bookingId: string,
  choice: RefundChoice,
  policy: CancellationPolicy,
  operator: Operator,
): Promise<Cancelled> {
  return cancelBooking(db, gateway, log, bookingId, {
    allowedFrom: isToCome,
    refusal: operatorBookingMessages.alreadyCancelled,
    refuse: refuseSettled,
    cancelledBy: 'operator',
    policy: policyFor(choice, policy),
    onCancelled: async (tx, row, settlement, before) => {
      await recordBookingEvent(tx, row.id, operator, 'canceled', { refund: choice, refundAmount: paiseToRupees(settlement.refundPaise) });
      await auditBookingChange(tx, operator, 'booking.cancel', row, {
        before: bookingFacts(before),
        after: { ...bookingFacts(row), refund: choice, refundPaise: settlement.refundPaise },
      });
    },
  });
}
