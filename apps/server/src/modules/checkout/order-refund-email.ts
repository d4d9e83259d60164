import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { paymentOrders } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { queueEmail } from '../emails/public.ts';

type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * Tells the traveller their payment was refunded because it could not become a booking, once,
 * whichever of the refund call, the provider's webhook or reconciliation learns it first.
 */
export async function queueOrderRefundedEmail(tx: Executor, order: OrderRow): Promise<void> {
  if (!order.userId) return;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  if (!user) return;
  const details = order.bookingDetails;
  await queueEmail(tx, {
    eventKey: `order-refunded:${order.id}`,
    kind: 'order-refunded',
    to: user.email,
    userId: order.userId,
    data: {
      orderId: order.id,
      refundPaise: order.refundAmountPaise ?? order.amountPaise,
      refundId: order.refundId,
      tourTitle: details?.tourTitle ?? null,
      bookingDate: details?.bookingDate ?? null,
      fullName: details?.fullName ?? null,
    },
  });
}
