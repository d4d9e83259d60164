import { and, asc, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway.ts';
import { nextRetryAt } from '../../lib/backoff.ts';
import { queueOrderRefundedEmail } from './order-refund-email.ts';

export type RefundAttempt = 'accepted' | 'failed';

/**
 * Refunds decided for paid orders that never became bookings and not yet accepted by the
 * provider (never asked, interrupted, or refused), whose backoff has run out: the longest due
 * first, then the oldest payment.
 */
export async function findOrderRefundsDue(db: Database, now: Date, limit: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.refundStatus, ['pending', 'failed']),
        or(eq(paymentOrders.refundStatus, 'failed'), isNull(paymentOrders.refundId)),
        or(isNull(paymentOrders.retryAt), lte(paymentOrders.retryAt, now)),
      ),
    )
    .orderBy(asc(paymentOrders.retryAt), asc(paymentOrders.paidAt))
    .limit(limit);
}

type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * Asks the provider to refund the whole order, with the order id as the idempotency key:
 * however often this runs (a retry, a crash after the provider accepted, two instances), the
 * provider refunds once and answers the same refund. A failure is recorded with the next try.
 */
export async function refundOrder(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, order: OrderRow, now: Date): Promise<RefundAttempt> {
  let update: Partial<OrderRow>;
  let outcome: RefundAttempt;
  try {
    const refund = await gateway.refund({
      paymentId: order.paymentId!,
      amountPaise: order.refundAmountPaise ?? order.amountPaise,
      idempotencyKey: order.id,
      notes: { order_id: order.id, reason: order.refundReason ?? 'unbooked' },
    });
    update = {
      refundId: refund.id,
      refundStatus: refund.status,
      refundAmountPaise: refund.amountPaise,
      ...(refund.status === 'processed' ? { refundedAt: now } : {}),
      // Accepted, still pending: looked at again from the next minute (refund-progress.ts).
      ...(refund.status === 'pending' ? { retryCount: 0, retryAt: nextRetryAt(0, now) } : {}),
      ...(refund.status === 'failed' ? { retryCount: order.retryCount + 1, retryAt: nextRetryAt(order.retryCount, now) } : {}),
    };
    outcome = refund.status === 'failed' ? 'failed' : 'accepted';
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ orderId: order.id, status: error.status, code: error.code, reason: error.message }, 'order refund failed; retried later');
    update = { refundStatus: 'failed', retryCount: order.retryCount + 1, retryAt: nextRetryAt(order.retryCount, now) };
    outcome = 'failed';
  }
  // A refund.processed webhook may have landed meanwhile: never step back from it.
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(paymentOrders)
      .set(update)
      .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.refundStatus, 'processed')))
      .returning();
    if (saved?.refundStatus === 'processed') await queueOrderRefundedEmail(tx, saved);
  });
  return outcome;
}
