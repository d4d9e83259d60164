import { paymentMessages } from '@yatrika/contract/payments';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { paymentOrders } from '../../../db/schema/payments.ts';
import { badRequest, isUniqueViolation, notFound } from '../../../lib/errors.ts';
import type { BookingRow } from '../booking-response.ts';
import { insertPaidBooking } from '../paid-booking.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;

export interface Settlement {
  order: OrderRow;
  /** The order's booking: made now, or earlier by the same payment's first confirmation. */
  booking: BookingRow | undefined;
}

/**
 * Marks an order paid by this payment, exactly once, and when the order carried
 * the booking details makes its booking in the same transaction: a payment is
 * never recorded without its booking. The conditional update is the lock: of
 * two confirmations racing (browser and webhook, or a double click), one marks
 * the order and the other waits, then finds it paid and answers the same.
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
        return { order, booking };
      }
      if (!paid.bookingDetails) return { order: paid, booking: undefined };
      const booking = await insertPaidBooking(tx, { ...paid, paymentId }, paid.bookingDetails);
      return { order: { ...paid, bookingId: booking.id }, booking };
    });
  } catch (error) {
    // The payment id is unique across orders: one payment never pays for two.
    if (isUniqueViolation(error, 'payment_orders_payment_id_key')) throw badRequest(paymentMessages.verificationFailed);
    throw error;
  }
}
