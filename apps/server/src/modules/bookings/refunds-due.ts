import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';

/**
 * Canceled, paid bookings whose refund the provider has not accepted (refused, or the cancel
 * was interrupted before it asked), whose backoff has run out and whose cancel is at least
 * `settleMs` old (a cancel in progress is asking right now): oldest first. refundBooking retries them.
 */
export async function findBookingRefundsDue(db: Database, now: Date, settleMs: number, limit: number) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'canceled'),
        or(eq(bookings.refundStatus, 'failed'), and(eq(bookings.refundStatus, 'pending'), isNull(bookings.refundId))),
        or(isNull(bookings.refundRetryAt), lte(bookings.refundRetryAt, now)),
        lte(bookings.updatedAt, new Date(now.getTime() - settleMs)),
      ),
    )
    .orderBy(asc(bookings.updatedAt))
    .limit(limit);
}
