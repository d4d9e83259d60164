import { and, asc, count, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { paymentOrders, type OrderBookingDetails, type orderRefundReasons } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/errors.ts';
import { releaseHoldOfOrder, SeatRefusal } from '../departures/public.ts';
import { bookPaidOrder } from '../bookings/public.ts';
import { markOrderBooked } from './booked-orders.ts';
import { PromoCodeRefusal } from '../promo-codes/public.ts';
import { applyTopUpOrder, isTopUpOrder } from './top-up-settle.ts';
import { todayInIndia } from '@yatrika/contract/dates';

export type RefundReason = (typeof orderRefundReasons)[number];
export type UnbookedOutcome = 'booked' | 'refund' | 'settled elsewhere';

type OrderRow = typeof paymentOrders.$inferSelect;

/** Paid without a booking or a refund, paid at least `graceSeconds` ago: what reconciliation settles. */
const unbookedPastGrace = (now: Date, graceSeconds: number) =>
  and(
    eq(paymentOrders.status, 'paid'),
    isNull(paymentOrders.bookingId),
    isNull(paymentOrders.refundStatus),
    lte(paymentOrders.paidAt, new Date(now.getTime() - graceSeconds * 1000)),
  );

/** Paid orders without a booking or a refund, paid at least `graceSeconds` ago: oldest first. */
export async function findUnbookedOrders(db: Database, now: Date, graceSeconds: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(unbookedPastGrace(now, graceSeconds))
    .orderBy(asc(paymentOrders.paidAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many orders findUnbookedOrders would find without a limit: reconciliation's backlog (the instance's metrics). */
export async function countUnbookedOrders(db: Database, now: Date, graceSeconds: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(paymentOrders).where(unbookedPastGrace(now, graceSeconds));
  return row?.total ?? 0;
}

/**
 * Why these details cannot be booked at all, before trying for seats. Whether the tour still
 * sells is the seat claim's rule (departures/claim.ts), the same for the browser and for us.
 */
function unbookableReason(details: OrderBookingDetails | null, now: Date): RefundReason | undefined {
  if (!details) return 'no_booking_details';
  if (details.bookingDate < todayInIndia(now)) return 'booking_refused';
  return undefined;
}

/**
 * Settles one paid order that has no booking: makes the booking it carries when the tour
 * still runs and seats remain, otherwise records a full refund with the reason. The order row
 * is locked for the decision, and a booking can only use an order with no refund (paid-booking.ts),
 * so an order is never both booked and refunded, whoever gets there first. The refund itself is
 * asked of the provider afterwards (order-refunds.ts), outside any transaction.
 */
export async function settleUnbookedOrder(db: Database, log: FastifyBaseLogger, orderId: string, now: Date): Promise<UnbookedOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'paid'), isNull(paymentOrders.bookingId), isNull(paymentOrders.refundStatus)))
      .for('update');
    if (!order) return 'settled elsewhere';
    // Toward an existing booking (a balance, a difference): applied now if it still owes it, refunded otherwise.
    if (isTopUpOrder(order)) {
      const { refusal } = await applyTopUpOrder(tx, { ...order, paymentId: order.paymentId! }, now);
      if (!refusal) {
        log.info({ orderId, purpose: order.purpose }, 'reconciliation applied a paid order to its booking');
        return 'booked';
      }
      return refundUnbooked(tx, log, order, 'not_owed', now);
    }
    let reason = unbookableReason(order.bookingDetails, now);
    if (!reason) {
      const booked = await tryBooking(tx, order, order.bookingDetails!, now);
      if (booked === true) {
        log.info({ orderId }, 'reconciliation booked a paid order');
        return 'booked';
      }
      reason = booked;
    }
    return refundUnbooked(tx, log, order, reason, now);
  });
}

/** Records a full refund of a paid order that bought nothing; the provider is asked afterwards (order-refunds.ts). */
async function refundUnbooked(tx: Executor, log: FastifyBaseLogger, order: OrderRow, reason: RefundReason, now: Date): Promise<UnbookedOutcome> {
  await tx
    .update(paymentOrders)
    .set({ refundStatus: 'pending', refundReason: reason, refundAmountPaise: order.amountPaise, refundRequestedAt: now, retryCount: 0, retryAt: now })
    .where(eq(paymentOrders.id, order.id));
  await releaseHoldOfOrder(tx, order.id);
  log.warn({ orderId: order.id, reason }, 'reconciliation will refund a paid order that could not become a booking');
  return 'refund';
}

/** The booking, in a savepoint: refused seats roll back only the attempt, not the decision to refund. */
async function tryBooking(tx: Executor, order: OrderRow, details: OrderBookingDetails, now: Date): Promise<true | RefundReason> {
  try {
    await tx.transaction((savepoint) => bookPaidOrder(savepoint, { ...order, paymentId: order.paymentId! }, details, { markOrderBooked }, now));
    return true;
  } catch (error) {
    // Promo code (decision 032): used up while the order was paid, so it is not booked at that price.
    if (error instanceof PromoCodeRefusal) return 'promo_code_used_up';
    if (error instanceof SeatRefusal) return error.reason === 'tour_unavailable' ? 'tour_unavailable' : 'sold_out';
    if (error instanceof AppError && error.code === 'conflict') return 'booking_refused';
    throw error;
  }
}
