import { and, asc, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { findRefundProgress, type RefundProgress } from '../../providers/payments/refund-status.ts';
import { queueRefundProcessedEmail } from '../booking-notices/public.ts';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Refunds of canceled bookings the provider accepted but has not finished (`pending` with a
 * refund id) whose next look is due; for when the provider's webhook never comes.
 */
export async function findBookingRefundsInProgress(db: Database, now: Date, limit: number): Promise<BookingRow[]> {
  return db
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
}

/** Records what the provider says of a canceled booking's refund (see checkOrderRefund in checkout). */
export async function checkBookingRefund(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, row: BookingRow, now: Date): Promise<RefundProgress> {
  const found = await findRefundProgress(gateway, log, { paymentId: row.paymentId!, refundId: row.refundId!, retryCount: row.refundRetryCount }, now);
  const update: Partial<BookingRow> =
    found.status === 'processed'
      ? { refundStatus: 'processed', refundedAt: found.at }
      : found.status === 'failed'
        ? { refundStatus: 'failed', refundRetryAt: found.at }
        : { refundRetryCount: found.retryCount, refundRetryAt: found.retryAt };
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ ...update, updatedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.refundStatus, 'pending')))
      .returning();
    if (updated?.refundStatus === 'processed') await queueRefundProcessedEmail(tx, updated);
  });
  return found.status;
}

/**
 * The provider's final word on the refund of a cancelled booking's payment, as its webhook brings
 * it (`refund.processed` or `refund.failed`), in the webhook's transaction. Only a booking whose own
 * refund was asked for changes (a booking still running has none), and a processed refund stays
 * processed whatever arrives after it. The traveller hears of it once, whichever of the webhook,
 * the cancel or reconciliation learns it first.
 */
export async function recordBookingRefundOutcome(
  tx: Executor,
  refund: { id: string; paymentId: string },
  status: 'processed' | 'failed',
  now: Date,
): Promise<void> {
  const updated = await tx
    .update(bookings)
    .set({ refundId: refund.id, refundStatus: status, ...(status === 'processed' ? { refundedAt: now } : {}), updatedAt: now })
    .where(
      and(
        eq(bookings.paymentId, refund.paymentId),
        isNotNull(bookings.refundStatus),
        or(eq(bookings.refundId, refund.id), isNull(bookings.refundId)),
        ne(bookings.refundStatus, 'processed'),
      ),
    )
    .returning();
  if (status === 'processed') for (const row of updated) await queueRefundProcessedEmail(tx, row);
}
