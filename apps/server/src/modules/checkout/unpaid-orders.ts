import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/errors.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway.ts';
import { failOrder, settleOrder } from '../checkout/settle.ts';
import { nextRetryAt } from '../../lib/backoff.ts';

/** After a week an unpaid order is abandoned: the provider is not asked about it any more. */
const ASK_FOR_DAYS = 7;

export type UnpaidOutcome = 'paid' | 'failed' | 'still unpaid';

/**
 * Orders we never saw paid, created more than the grace ago and less than a week ago, whose
 * backoff has run out: the traveller may have paid and closed the page before verification,
 * and the webhook may never have come.
 */
export async function findUnpaidOrders(db: Database, now: Date, graceSeconds: number, limit: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        lte(paymentOrders.createdAt, new Date(now.getTime() - graceSeconds * 1000)),
        gt(paymentOrders.createdAt, new Date(now.getTime() - ASK_FOR_DAYS * 86_400_000)),
        or(isNull(paymentOrders.retryAt), lte(paymentOrders.retryAt, now)),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
}

type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * Asks the provider about one unpaid order. A captured payment for the whole amount settles
 * it exactly as the browser's verification would (settle.ts: paid, and booked when it carried
 * the details); only declined attempts mark it failed and give its seats back; otherwise it
 * is asked about again later, less and less often.
 */
export async function checkUnpaidOrder(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, order: OrderRow, now: Date): Promise<UnpaidOutcome> {
  const later = () =>
    db
      .update(paymentOrders)
      .set({ retryCount: order.retryCount + 1, retryAt: nextRetryAt(order.retryCount, now) })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
  let payments;
  try {
    payments = await gateway.fetchOrderPayments(order.id);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ orderId: order.id, status: error.status, code: error.code, reason: error.message }, 'could not ask the provider about an unpaid order');
    await later();
    return 'still unpaid';
  }
  const captured = payments.find(
    (payment) => payment.status === 'captured' && payment.amountPaise === order.amountPaise && payment.currency === order.currency,
  );
  if (captured) {
    try {
      await settleOrder(db, order.id, captured.id);
    } catch (error) {
      // Paid already by another payment (settle.ts): that one counts; this is left for review.
      if (!(error instanceof AppError)) throw error;
      log.error({ orderId: order.id, paymentId: captured.id, reason: error.message }, 'a captured payment could not settle its order');
      return 'still unpaid';
    }
    log.info({ orderId: order.id, paymentId: captured.id }, 'reconciliation found a payment the browser never confirmed');
    return 'paid';
  }
  if (payments.length > 0 && payments.every((payment) => payment.status === 'failed')) {
    await db.transaction((tx) => failOrder(tx, order.id));
    return 'failed';
  }
  await later();
  return 'still unpaid';
}
