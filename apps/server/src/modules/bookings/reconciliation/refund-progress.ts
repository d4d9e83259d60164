import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/bookings.ts';
import { paymentOrders } from '../../../db/schema/payments.ts';
import { GatewayError, type GatewayRefund, type PaymentGateway } from '../../../providers/payments/gateway.ts';
import { nextRetryAt } from './backoff.ts';

export type RefundProgress = 'processed' | 'failed' | 'pending';

/**
 * Refunds the provider accepted but has not finished (`pending` with a refund id), of unbooked
 * orders and of canceled bookings, whose next look is due. The provider's `refund.processed`
 * webhook usually settles them first; this is for when it never comes.
 */
export async function findRefundsInProgress(db: Database, now: Date, limit: number) {
  const orders = await db
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
  const canceled = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.refundStatus, 'pending'),
        isNotNull(bookings.refundId),
        or(isNull(bookings.refundRetryAt), lte(bookings.refundRetryAt, now)),
      ),
    )
    .orderBy(asc(bookings.refundRetryAt))
    .limit(limit);
  return { orders, canceled };
}

async function askProvider(gateway: PaymentGateway, log: FastifyBaseLogger, paymentId: string, refundId: string): Promise<GatewayRefund | undefined> {
  try {
    return await gateway.fetchRefund(paymentId, refundId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ refundId, status: error.status, code: error.code, reason: error.message }, 'could not ask the provider about a refund');
    return undefined;
  }
}

type OrderRow = typeof paymentOrders.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/**
 * Records what the provider says of an unbooked order's refund: processed, or failed (then
 * asked for again by the next refund step), or still pending (looked at again later, less often).
 */
export async function checkOrderRefund(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, order: OrderRow, now: Date): Promise<RefundProgress> {
  const refund = await askProvider(gateway, log, order.paymentId!, order.refundId!);
  const status = refund?.status ?? 'pending';
  const update: Partial<OrderRow> =
    status === 'processed'
      ? { refundStatus: 'processed', refundedAt: now }
      : status === 'failed'
        ? { refundStatus: 'failed', retryAt: now }
        : { retryCount: order.retryCount + 1, retryAt: nextRetryAt(order.retryCount, now) };
  await db
    .update(paymentOrders)
    .set(update)
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.refundStatus, 'pending')));
  return status;
}

/** The same for a canceled booking's refund. */
export async function checkBookingRefund(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, row: BookingRow, now: Date): Promise<RefundProgress> {
  const refund = await askProvider(gateway, log, row.paymentId!, row.refundId!);
  const status = refund?.status ?? 'pending';
  const update: Partial<BookingRow> =
    status === 'processed'
      ? { refundStatus: 'processed', refundedAt: now }
      : status === 'failed'
        ? { refundStatus: 'failed', refundRetryAt: now }
        : { refundRetryCount: row.refundRetryCount + 1, refundRetryAt: nextRetryAt(row.refundRetryCount, now) };
  await db
    .update(bookings)
    .set({ ...update, updatedAt: now })
    .where(and(eq(bookings.id, row.id), eq(bookings.refundStatus, 'pending')));
  return status;
}
