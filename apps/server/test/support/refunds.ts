import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { bookingRefunds, bookings } from '../../src/db/schema/bookings.ts';

/**
 * A booking's row with its cancel's own refund beside it (the booking_refunds row with the booking's
 * id, decision 042), flattened the way tests read a cancelled booking: status, amount, provider id.
 */
export async function bookingWithRefund(db: Database, bookingId: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [own] = await db.select().from(bookingRefunds).where(eq(bookingRefunds.id, bookingId));
  return {
    ...row!,
    refundStatus: own?.status ?? null,
    refundAmountPaise: own?.amountPaise ?? null,
    refundId: own?.refundId ?? null,
    refundReference: own?.reference ?? null,
    refundedAt: own?.refundedAt ?? null,
    refundRetryCount: own?.retryCount ?? 0,
    refundRetryAt: own?.retryAt ?? null,
  };
}

/** Every refund of a booking, oldest first. */
export const refundRowsOf = (db: Database, bookingId: string) => db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId)).orderBy(bookingRefunds.createdAt);
