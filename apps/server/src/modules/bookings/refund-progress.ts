import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import { findRefundProgress, type RefundProgress } from '../../providers/payments/refund-status.ts';
import { queueRefundProcessedEmail } from './booking-emails.ts';

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
