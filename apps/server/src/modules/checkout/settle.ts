import { departureMessages } from '@yatrika/contract/departure-messages';
import { paymentMessages } from '@yatrika/contract/payments';
import { topUpMessages } from '@yatrika/contract/part-payment-messages';
import { tourScheduleMessages } from '@yatrika/contract/tour-schedule';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { bookPaidOrder, type BookingRow } from '../bookings/public.ts';
import { markOrderBooked } from './booked-orders.ts';
import { applyTopUpOrder, isTopUpOrder } from './top-up-settle.ts';
import { releaseSeatsOfOrder, SeatRefusal } from '../departures/public.ts';
import { PromoCodeRefusal } from '../promo-codes/public.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;

export interface Settlement {
  order: OrderRow;
  /** The order's booking: made now, or earlier by the same payment's first confirmation. */
  booking: BookingRow | undefined;
  /**
   * Why a paid order carrying booking details got no booking, in the traveller's words (its
   * seats went while it was being paid, or its tour stopped selling): the order stays paid
   * and unused, to be refunded.
   */
  refusal?: string;
}

/** What the traveller who has just paid reads when the booking was refused. */
function refusalAfterPayment(error: AppError): string {
  // Promo code (decision 032): its sentence says the code was used up while paying.
  if (error instanceof PromoCodeRefusal) return error.message;
  if (!(error instanceof SeatRefusal)) return departureMessages.seatsGoneAfterPayment;
  if (error.reason === 'tour_unavailable') return departureMessages.tourGoneAfterPayment;
  if (error.reason === 'departure_canceled') return tourScheduleMessages.minGroupCancelledAfterPayment;
  return departureMessages.seatsGoneAfterPayment;
}

/**
 * Marks an unpaid order failed (its payment was declined) and gives its seats back at once
 * rather than when the hold runs out; the hold's window stays, so the traveller may try again
 * until it ends but a failure never starts a new one. An order paid meanwhile is left as it is.
 */
export async function failOrder(tx: Executor, orderId: string): Promise<void> {
  const [failed] = await tx
    .update(paymentOrders)
    .set({ status: 'failed' })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')))
    .returning({ id: paymentOrders.id });
  if (failed) await releaseSeatsOfOrder(tx, orderId);
}

/**
 * Marks an order paid by this payment, exactly once, and when the order carried
 * the booking details makes its booking in the same transaction: a payment is
 * never recorded without its booking. The conditional update is the lock: of
 * two confirmations racing (browser and webhook, or a double click), one marks
 * the order and the other waits, then finds it paid and answers the same.
 * When the seats are gone (the hold expired and others took them) the booking is
 * refused inside a savepoint, so the payment itself is still recorded.
 */
export async function settleOrder(db: Executor, orderId: string, paymentId: string): Promise<Settlement> {
  try {
    return await db.transaction(async (tx) => {
      const [paid] = await tx
        .update(paymentOrders)
        .set({ status: 'paid', paymentId, paidAt: new Date() })
        .where(and(eq(paymentOrders.id, orderId), ne(paymentOrders.status, 'paid')))
        .returning();
      if (!paid) {
        const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
        if (!order) throw notFound(paymentMessages.orderNotFound);
        // Paid already, by another payment: this one does not buy anything more.
        if (order.paymentId !== paymentId) throw badRequest(paymentMessages.verificationFailed);
        const [booking] = order.bookingId ? await tx.select().from(bookings).where(eq(bookings.id, order.bookingId)) : [];
        // Its booking was refused when it was first confirmed: the same answer again.
        if (!order.bookingId && order.bookingDetails) return { order, booking, refusal: departureMessages.seatsGoneAfterPayment };
        if (!order.bookingId && isTopUpOrder(order)) return { order, booking, refusal: topUpMessages.notApplied };
        return { order, booking };
      }
      // Toward an existing booking (a balance, a difference): applied to it now, or left paid to refund.
      if (isTopUpOrder(paid)) return applyTopUpOrder(tx, { ...paid, paymentId });
      const details = paid.bookingDetails;
      if (!details) return { order: paid, booking: undefined };
      try {
        const booking = await tx.transaction((savepoint) => bookPaidOrder(savepoint, { ...paid, paymentId }, details, { markOrderBooked }));
        return { order: { ...paid, bookingId: booking.id }, booking };
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
        return { order: paid, booking: undefined, refusal: refusalAfterPayment(error) };
      }
    });
  } catch (error) {
    // The payment id is unique across orders: one payment never pays for two.
    if (isUniqueViolation(error, 'payment_orders_payment_id_key')) throw badRequest(paymentMessages.verificationFailed);
    throw error;
  }
}
