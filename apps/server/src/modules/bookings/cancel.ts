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
import { heldMoney, splitRefund } from './held-money.ts';
import { recordPartialRefunds } from './partial-refunds.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { refundByHandMessages } from '@yatrika/contract/operator-bookings';
import { effectiveStatus, todayInIndia } from './status.ts';
import { issueCreditNote } from '../invoices/public.ts';
import { giveBackPromoCodeUse } from '../promo-codes/public.ts';
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
  return refundBooking(db, gateway, canceled, log);
}

/**
 * Cancels a booking whose row the caller holds FOR UPDATE in `tx`, with the refund the rule gives
 * saved as pending (owed by hand when paid offline) and the email queued; the caller asks the
 * provider (refundBooking) once `tx` commits. The one state change of every cancel, so a rule that cancels many bookings at once
 * (a departure below its minimum group) refunds exactly as the operator's cancel does.
 */
export async function cancelLockedBooking(tx: Executor, row: BookingRow, rule: CancelRule, now: Date): Promise<BookingRow> {
  const refundPaise = row.paymentId ? rule.refundPaise(row, now) : 0;
  // Split by where the money is (decision 023): the provider's part as the booking's own refund,
  // what was paid offline owed by hand. Never more than either still holds.
  const held = await heldMoney(tx, row);
  const split = splitRefund(held, refundPaise);
  // Paid offline: no provider holds the money, so the operator owes it by hand (refund-by-hand.ts).
  const own = held.paymentId ? { paise: split.throughProvider, status: 'pending' as const } : { paise: split.byHand, status: 'manual' as const };
  const [updated] = await tx
    .update(bookings)
    .set({
      status: 'canceled',
      updatedAt: now,
      // Nothing to refund after free cancellation ends with a 0% policy: no refund at all.
      ...(own.paise > 0 ? { refundStatus: own.status, refundAmountPaise: own.paise } : {}),
    })
    .where(eq(bookings.id, row.id))
    .returning();
  // Paid online, then more collected offline for a larger party: that part goes back by hand, on its own row.
  const byHandBeside = held.paymentId ? split.byHand : 0;
  if (byHandBeside > 0) await recordPartialRefunds(tx, row.id, held, { throughProvider: 0, byHand: byHandBeside }, 'cancel_by_hand', now);
  // GST (decision 033): a credit note against the invoice for all that goes back, however it goes.
  await issueCreditNote(tx, { bookingId: row.id, amountPaise: (own.paise > 0 ? own.paise : 0) + byHandBeside, refundKey: `cancel:${row.id}` }, now);
  // Promo code (decision 032): a booking cancelled with a refund gives its code's use back.
  if (refundPaise > 0) await giveBackPromoCodeUse(tx, row.id, now);
  await queueBookingCancelledEmail(tx, updated!, rule.cancelledBy, rule.reason, byHandBeside);
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
