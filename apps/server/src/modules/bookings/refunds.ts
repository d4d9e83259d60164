import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { GatewayError, type PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRow } from './booking-response.ts';
import { nextRetryAt } from '../../lib/backoff.ts';
import { queueRefundProcessedEmail } from '../booking-notices/public.ts';

/**
 * A canceled, paid booking whose refund the provider has not accepted yet:
 * asked for and interrupted, or refused. Reconciliation retries it with backoff,
 * and cancelling again retries it at once. A refund owed by hand (`manual`) never is.
 */
export function refundOutstanding(row: BookingRow): boolean {
  return row.paymentId !== null && (row.refundStatus === 'failed' || (row.refundStatus === 'pending' && row.refundId === null));
}

/**
 * Asks the provider to refund a canceled booking, with the booking id as the
 * idempotency key, so however often this runs (a retry, an administrator and
 * the traveller at once) the provider refunds once. Records the outcome; a
 * provider failure is recorded as `failed`, never thrown, because the
 * cancellation itself has already been saved.
 */
export async function refundBooking(db: Database, gateway: PaymentGateway, row: BookingRow, log: FastifyBaseLogger): Promise<BookingRow> {
  if (!refundOutstanding(row) || row.paymentId === null) return row;
  const amountPaise = row.refundAmountPaise ?? row.totalPaise;
  let update: Partial<BookingRow>;
  try {
    const refund = await gateway.refund({ paymentId: row.paymentId, amountPaise, idempotencyKey: row.id, notes: { booking_id: row.id } });
    update = { refundId: refund.id, refundStatus: refund.status, refundAmountPaise: refund.amountPaise, refundedAt: new Date() };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ bookingId: row.id, status: error.status, code: error.code, reason: error.message }, 'refund failed; reconciliation retries it');
    const now = new Date();
    update = { refundStatus: 'failed', refundRetryCount: row.refundRetryCount + 1, refundRetryAt: nextRetryAt(row.refundRetryCount, now) };
  }
  // A webhook may have recorded the processed refund meanwhile: never step back from it.
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ ...update, updatedAt: new Date() })
      .where(and(eq(bookings.id, row.id), ne(bookings.refundStatus, 'processed')))
      .returning();
    if (updated?.refundStatus === 'processed') await queueRefundProcessedEmail(tx, updated);
    return updated;
  });
  if (saved) return saved;
  const [current] = await db.select().from(bookings).where(eq(bookings.id, row.id));
  return current ?? row;
}
