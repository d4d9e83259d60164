import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { findRefundProgress, type RefundProgress } from '../../providers/payments/refund-status.ts';
import { queueOrderRefundedEmail } from './order-refund-email.ts';

type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * Refunds of unbooked orders the provider accepted but has not finished (`pending` with a refund
 * id) whose next look is due. The provider's `refund.processed` webhook usually settles them
 * first; this is for when it never comes.
 */
export async function findOrderRefundsInProgress(db: Database, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.refundStatus, 'pending'),
        isNotNull(paymentOrders.refundId),
        or(isNull(paymentOrders.retryAt), lte(paymentOrders.retryAt, now)),
      ),
    )
    .orderBy(asc(paymentOrders.retryAt))
    .limit(limit);
}

/**
 * Records what the provider says of an unbooked order's refund: processed, or failed (then
 * asked for again by the next refund step), or still pending (looked at again later, less often).
 */
export async function checkOrderRefund(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, order: OrderRow, now: Date): Promise<RefundProgress> {
  const found = await findRefundProgress(gateway, log, { paymentId: order.paymentId!, refundId: order.refundId!, retryCount: order.retryCount }, now);
  const update: Partial<OrderRow> =
    found.status === 'processed'
      ? { refundStatus: 'processed', refundedAt: found.at }
      : found.status === 'failed'
        ? { refundStatus: 'failed', retryAt: found.at }
        : { retryCount: found.retryCount, retryAt: found.retryAt };
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(paymentOrders)
      .set(update)
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.refundStatus, 'pending')))
      .returning();
    if (saved?.refundStatus === 'processed') await queueOrderRefundedEmail(tx, saved);
  });
  return found.status;
}
