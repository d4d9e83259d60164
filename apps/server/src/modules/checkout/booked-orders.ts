import { and, eq, isNull } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/payments.ts';
import type { MarkOrderBooked } from '../bookings/public.ts';

/**
 * A paid order is used once: never by a second booking, and never once reconciliation has decided
 * to refund it (the conditional update is the lock against that decision). Handed to bookings'
 * `bookPaidOrder`, which calls it in its transaction right after inserting the booking.
 */
export const markOrderBooked: MarkOrderBooked = async (tx, orderId, bookingId) => {
  const [used] = await tx
    .update(paymentOrders)
    .set({ bookingId })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.purpose, 'booking'), isNull(paymentOrders.bookingId), isNull(paymentOrders.refundStatus)))
    .returning({ id: paymentOrders.id });
  return used !== undefined;
};
