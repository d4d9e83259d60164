import { bookingMessages } from '@yatrika/contract/bookings';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { type AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRow } from './booking-response.ts';
import { queueBookingCancelledEmail } from './booking-emails.ts';
import { refundBooking, refundOutstanding } from './refunds.ts';
import { heldMoney, heldTotal, splitRefund } from './held-money.ts';
import { recordPartialRefunds, refundOtherPaymentsOf } from './partial-refunds.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { refundByHandMessages } from '@yatrika/contract/operator-bookings';
import { effectiveStatus, todayInIndia } from './status.ts';
import { issueCreditNote } from '../invoices/public.ts';
import { giveBackPromoCodeUse } from '../promo-codes/public.ts';
import type { LedgerRefundReason } from '@yatrika/contract/booking-ledger';
import { recordLedgerRefund } from './ledger.ts';
import { announceFreedSeats } from '../departures/public.ts';

export interface CancelRule {
  /** Narrows the booking to those this caller may touch (the owner's, for travellers). */
  scope?: SQL;
  /** Whether a booking in this status may be canceled by this caller. */
  allowedFrom: (status: BookingRow['status']) => boolean;
  refusal: string;
  /** The error for a refused status, when a 400 with `refusal` is not the answer. */
  refuse?: (status: BookingRow['status']) => AppError;
  /** Runs in the cancel's transaction once the booking is canceled (the operator's history). */
  onCanceled?: (tx: Executor, row: BookingRow) => Promise<void>;
  /** Who cancels, as the traveller's email says. */
  cancelledBy: 'traveller' | 'operator';
  /** Why, when a rule cancels rather than a person (the email says it). */
  reason?: string;
  /** Why the ledger says the money went back; absent: `cancel`. A balance not paid in time says `lapsed`. */
  ledgerReason?: LedgerRefundReason;
  /** What comes back for a paid booking canceled now, in paise (the cancellation policy's word). */
  refundPaise: (row: BookingRow, now: Date) => number;
}

/**
 * Cancels a booking and refunds what the policy gives back if it was paid. The status change and the
 * refund request are saved first, in one transaction; the provider is called
 * after it commits, so a slow or failing provider never holds a lock or undoes
 * the cancellation. Cancelling a canceled booking whose refund is still
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
): Promise<BookingRow> {
  const canceled = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), rule.scope))
      .for('update');
    if (!row) throw notFound(bookingMessages.notFound);
    if (row.status === 'canceled' && refundOutstanding(row)) return row;
    const status = effectiveStatus(row.status, row.bookingDate, todayInIndia());
    if (!rule.allowedFrom(status)) throw rule.refuse ? rule.refuse(status) : badRequest(rule.refusal);
    return cancelLockedBooking(tx, row, rule, new Date());
  });
  const refunded = await refundBooking(db, gateway, canceled, log);
  await refundOtherPaymentsOf(db, gateway, canceled.id, log);
  return refunded;
}

/**
 * Cancels a booking whose row the caller holds FOR UPDATE in `tx`, with the refund the rule gives
 * saved as pending (owed by hand when paid offline) and the email queued; the caller asks the
 * provider (refundBooking) once `tx` commits. The one state change of every cancel, so a rule that cancels many bookings at once
 * (a departure below its minimum group) refunds exactly as the operator's cancel does.
 */
export async function cancelLockedBooking(tx: Executor, row: BookingRow, rule: CancelRule, now: Date): Promise<BookingRow> {
  // Split by where the money is (decision 023): the provider's part as the booking's own refund,
  // what was paid offline owed by hand. Never more than either still holds.
  const held = await heldMoney(tx, row);
  // Paid in parts (decision 035): the policy gives back its share of what was paid, not of a total
  // never paid in full (a lapsed balance refunds the advance by the policy).
  const refundPaise = row.paymentId ? rule.refundPaise(row.paymentPlan === 'advance' ? { ...row, totalPaise: heldTotal(held) } : row, now) : 0;
  const split = splitRefund(held, refundPaise);
  // Paid offline: no provider holds the money, so the operator owes it by hand (refund-by-hand.ts).
  const own = held.paymentId ? { paise: split.throughProvider, status: 'pending' as const } : { paise: split.byHand, status: 'manual' as const };
  const [updated] = await tx
    .update(bookings)
    .set({
      status: 'canceled',
      updatedAt: now,
      // A cancelled booking owes nothing (decision 035): its balance is no longer due.
      balanceDueOn: null,
      // Nothing to refund after free cancellation ends with a 0% policy: no refund at all.
      ...(own.paise > 0 ? { refundStatus: own.status, refundAmountPaise: own.paise } : {}),
    })
    .where(eq(bookings.id, row.id))
    .returning();
  // Paid online, then more collected offline for a larger party: that part goes back by hand, on its own row.
  const byHandBeside = held.paymentId ? split.byHand : 0;
  // The ledger (decision 035): the booking's own refund, decided now; the part by hand beside it is recorded with its row.
  if (own.paise > 0) {
    await recordLedgerRefund(tx, {
      bookingId: row.id,
      reason: rule.ledgerReason ?? 'cancel',
      amountPaise: own.paise,
      channel: own.status === 'manual' ? 'offline' : 'online',
      paymentId: own.status === 'manual' ? null : held.paymentId,
      source: 'booking_refund',
      sourceId: row.id,
      createdAt: now,
    });
  }
  if (byHandBeside > 0) await recordPartialRefunds(tx, row.id, held, { throughProvider: 0, byHand: byHandBeside }, 'cancel_by_hand', now);
  // Paid in parts online (decision 035): the rest goes back from each later payment, on rows of its own.
  const fromOthers = (split.others ?? []).reduce((sum, other) => sum + other.paise, 0);
  if (fromOthers > 0) await recordPartialRefunds(tx, row.id, held, { throughProvider: 0, others: split.others, byHand: 0 }, 'cancel_balance', now, rule.ledgerReason ?? 'cancel');
  // GST (decision 033): a credit note against the invoice for all that goes back, however it goes.
  // Paid by advance (decision 035): the invoice was for the whole booking, so a balance never paid is credited too.
  const balanceNeverPaid = row.balanceDueOn !== null ? Math.max(0, row.totalPaise - heldTotal(held)) : 0;
  await issueCreditNote(tx, { bookingId: row.id, amountPaise: (own.paise > 0 ? own.paise : 0) + byHandBeside + fromOthers + balanceNeverPaid, refundKey: `cancel:${row.id}` }, now);
  // Promo code (decision 032): a booking cancelled with a refund gives its code's use back.
  if (refundPaise > 0) await giveBackPromoCodeUse(tx, row.id, now);
  await queueBookingCancelledEmail(tx, updated!, rule.cancelledBy, rule.reason, byHandBeside, fromOthers);
  await rule.onCanceled?.(tx, updated!);
  // Its seats are free: someone on the departure's waiting list may have them (decision 037).
  if (row.tourId && (row.status === 'pending' || row.status === 'booked')) await announceFreedSeats(tx, { tourId: row.tourId, date: row.bookingDate, startTime: row.startTime });
  return updated!;
}

/** The message for a cancellation: says so when the refund could not be started. */
export const cancelMessage = (row: BookingRow) =>
  row.refundStatus === 'failed'
    ? bookingMessages.refundFailed
    : row.refundStatus === 'manual'
      ? refundByHandMessages.travellerCanceled(paiseToRupees(row.refundAmountPaise ?? row.totalPaise))
      : bookingMessages.canceled;
