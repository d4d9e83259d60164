import { topUpMessages } from '@yatrika/contract/part-payment-messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentOrders, type TopUpDetails } from '../../db/schema/payments.ts';
import type { BookingRow } from '../bookings/public.ts';
import { applyPaidTopUp, TopUpRefusal } from '../plan-changes/public.ts';

type OrderRow = typeof paymentOrders.$inferSelect;
type TopUpOrder = OrderRow & { forBookingId: string; topUp: TopUpDetails };

/** The order as settled, the booking it was applied to, or why it was not (the order is then refunded). */
export interface TopUpSettlement {
  order: OrderRow;
  booking: BookingRow | undefined;
  refusal?: string;
}

/** An order toward an existing booking (a balance, a difference) rather than for a new one. */
export const isTopUpOrder = (order: OrderRow): order is TopUpOrder => order.purpose !== 'booking' && order.forBookingId !== null && order.topUp !== null;

/**
 * Applies a paid order toward an existing booking to it (decision 035), in the caller's
 * transaction, through plan-changes' one dispatch (applyPaidTopUp), and marks the order
 * used by that booking. Refused (the booking is gone, cancelled or no longer owes exactly this),
 * the attempt is rolled back to its savepoint and the order stays paid and unused, for
 * reconciliation to refund in full like any paid order that bought nothing. Every way an order
 * is confirmed (the browser, the webhook, reconciliation) comes here through settleOrder or
 * settleUnbookedOrder.
 */
export async function applyTopUpOrder(tx: Executor, order: TopUpOrder & { paymentId: string }, now: Date = new Date()): Promise<TopUpSettlement> {
  try {
    const booking = await tx.transaction(async (savepoint) => {
      const applied = await applyPaidTopUp(savepoint, order, now);
      // Used once: never applied twice, and never once reconciliation has decided to refund it.
      const [used] = await savepoint
        .update(paymentOrders)
        .set({ bookingId: applied.id })
        .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.bookingId), isNull(paymentOrders.refundStatus)))
        .returning({ id: paymentOrders.id });
      if (!used) throw new TopUpRefusal(topUpMessages.beingRefunded);
      return applied;
    });
    return { order: { ...order, bookingId: booking.id }, booking };
  } catch (error) {
    if (!(error instanceof TopUpRefusal)) throw error;
    return { order, booking: undefined, refusal: error.message };
  }
}
