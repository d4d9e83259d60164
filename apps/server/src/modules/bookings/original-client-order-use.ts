import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/payments.ts';

/**
 * Checkout's `markOrderBooked`, written a second time for the one booking path bookings serves
 * itself: the original client's request naming a paid order (`createBooking` in service.ts, decision
 * 004). It is the only write of `payment_orders` outside checkout, allowed by name in
 * db/schema/owners.ts; it goes when that request hands in checkout's step or moves to checkout.
 */
export async function markOrderBookedForOriginalClient(tx: Executor, orderId: string, bookingId: string): Promise<boolean> {
  const [used] = await tx
    .update(paymentOrders)
    .set({ bookingId })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.purpose, 'booking'), isNull(paymentOrders.bookingId), isNull(paymentOrders.refundStatus)))
    .returning({ id: paymentOrders.id });
  return used !== undefined;
}
