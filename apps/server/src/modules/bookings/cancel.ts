import { bookingMessages } from '@yatrika/contract/bookings';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { type AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRow } from './booking-response.ts';
import { queueBookingCancelledEmail } from '../booking-notices/public.ts';
import { askProviderForRefundsOf, hasRefundOutstanding, isCancelRefund, onlineRefundTotal, type PolicyRefund, recordCancelRefunds, type RefundRow, settleBooking, type SettledBooking, type Settlement } from '../money/public.ts';
import { creditCancel } from './tax-documents.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { refundByHandMessages } from '@yatrika/contract/operator-bookings';
import { effectiveStatus, todayInIndia } from './status.ts';
import { giveBackPromoCodeUse } from '../promo-codes/public.ts';
import type { LedgerRefundReason } from '@yatrika/contract/booking-ledger';
import { announceFreedSeats } from '../departures/public.ts';

export interface CancelRule {
  /** Narrows the booking to those this caller may touch (the owner's, for travellers). */
  scope?: SQL;
  /** Whether a booking in this status may be cancelled by this caller. */
  allowedFrom: (status: BookingRow['status']) => boolean;
  refusal: string;
  /** The error for a refused status, when a 400 with `refusal` is not the answer. */
  refuse?: (status: BookingRow['status']) => AppError;
  /** Runs in the cancel's transaction once the booking is cancelled (the operator's history), with what it settled. */
  onCancelled?: (tx: Executor, row: BookingRow, settlement: Settlement, before: BookingRow) => Promise<void>;
  /** Who cancels, as the traveller's email says. */
  cancelledBy: 'traveller' | 'operator';
  /** Why, when a rule cancels rather than a person (the email says it). */
  reason?: string;
  /** Why the ledger says the money went back; absent: `cancel`. A balance not paid in time says `lapsed`. */
  ledgerReason?: LedgerRefundReason;
  /** What the cancellation policy gives back of an amount for this booking cancelled now (booking-money.ts policyRefund). */
  policy: (row: BookingRow, now: Date) => PolicyRefund;
}

/** A cancelled booking and the settlement it applied: what went back, from which payment, and what was kept, and its refunds as they stand. */
export interface Cancelled {
  row: BookingRow;
  settlement: Settlement;
  refunds: RefundRow[];
}

/** The settlement of cancelling this booking now by this rule: what the cancel applies and its quote answers. */
export const settleCancel = (tx: Executor, row: BookingRow, rule: Pick<CancelRule, 'policy'>, now: Date): Promise<SettledBooking> =>
  settleBooking(tx, row, { kind: 'cancel', policy: rule.policy(row, now) });

/**
 * Cancels a booking and refunds what the policy gives back if it was paid. The status change and the
 * refund request are saved first, in one transaction; the provider is called
 * after it commits, so a slow or failing provider never holds a lock or undoes
 * the cancellation. Cancelling a cancelled booking whose refund is still
 * outstanding retries the refund (same idempotency key, so never twice). A booking paid offline
 * is never refunded through the provider: its refund is recorded as owed by hand (`manual`), and
 * the operator marks it handed back (refund-by-hand.ts).
 */
export async function cancelBooking(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  bookingId: string,
  rule: CancelRule,
): Promise<Cancelled> {
  const cancelled = await db.transaction(async (tx): Promise<Cancelled> => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), rule.scope))
      .for('update');
    if (!row) throw notFound(bookingMessages.notFound);
    if (row.status === 'canceled' && (await hasRefundOutstanding(tx, row.id))) return { row, settlement: await alreadySettled(tx, row), refunds: [] };
    const status = effectiveStatus(row.status, row.bookingDate, todayInIndia());
    if (!rule.allowedFrom(status)) throw rule.refuse ? rule.refuse(status) : badRequest(rule.refusal);
    return cancelLockedBooking(tx, row, rule, new Date());
  });
  return { ...cancelled, refunds: await askProviderForRefundsOf(db, gateway, cancelled.row.id, log) };
}

/** A cancel asked again while its refund is outstanding: it settled already, nothing more goes back. */
async function alreadySettled(tx: Executor, row: BookingRow): Promise<Settlement> {
  return (await settleBooking(tx, row, { kind: 'cancel', policy: () => 0 })).settlement;
}

/**
 * Cancels a booking whose row the caller holds FOR UPDATE in `tx`, with the refund the rule gives
 * saved as pending (owed by hand when paid offline) and the email queued; the caller asks the
 * provider (askProviderForRefundsOf) once `tx` commits. The one state change of every cancel, so a rule that cancels many bookings at once
 * (a departure below its minimum group) refunds exactly as the operator's cancel does.
 */
export async function cancelLockedBooking(tx: Executor, row: BookingRow, rule: CancelRule, now: Date): Promise<Cancelled> {
  const { held, settlement } = await settleCancel(tx, row, rule, now);
  const { refund } = settlement;
  const [updated] = await tx
    .update(bookings)
    // A cancelled booking owes nothing (decision 035): its balance is no longer due.
    .set({ status: 'canceled', updatedAt: now, balanceDueOn: null })
    .where(eq(bookings.id, row.id))
    .returning();
  // Nothing to refund after free cancellation ends with a 0% policy: no refund at all.
  const refunds = await recordCancelRefunds(tx, row.id, held, refund, rule.ledgerReason ?? 'cancel', now);
  await creditCancel(tx, row, settlement, now);
  // Promo code (decision 032): a booking cancelled with a refund gives its code's use back.
  if (settlement.refundPaise > 0) await giveBackPromoCodeUse(tx, row.id, now);
  await queueBookingCancelledEmail(tx, updated!, rule.cancelledBy, rule.reason, {
    refundPaise: held.paymentId ? onlineRefundTotal(refund) : refund.byHand + onlineRefundTotal(refund),
    byHand: held.paymentId === null && refund.byHand > 0,
    alsoByHandPaise: held.paymentId ? refund.byHand : 0,
  });
  await rule.onCancelled?.(tx, updated!, settlement, row);
  // Its seats are free: someone on the departure's waiting list may have them (decision 037).
  if (row.tourId && (row.status === 'pending' || row.status === 'booked')) await announceFreedSeats(tx, { tourId: row.tourId, date: row.bookingDate, startTime: row.startTime });
  return { row: updated!, settlement, refunds };
}

/** The message for a cancellation: says so when the refund could not be started, or is owed by hand. */
export function cancelMessage(refunds: RefundRow[]): string {
  const own = refunds.find(isCancelRefund);
  if (own?.status === 'failed') return bookingMessages.refundFailed;
  if (own?.status === 'manual') return refundByHandMessages.travellerCancelled(paiseToRupees(own.amountPaise));
  return bookingMessages.cancelled;
}
