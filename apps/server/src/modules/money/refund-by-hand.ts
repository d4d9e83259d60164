import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingCollections, bookingRefunds, type bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { queueRefundHandedBackEmail } from './refund-notices.ts';
import type { RefundRow } from './refunds.ts';

type BookingRow = typeof bookings.$inferSelect;

/**
 * How the booking's order was paid: `online` through the provider, or offline (a booking taken by
 * phone, decision 020), whose `offline_…` payment id no provider knows. Read from the order, which
 * checkout writes; a booking without an order was paid online, if at all.
 */
export async function paymentMethodOf(tx: Executor, row: Pick<BookingRow, 'orderId'>): Promise<PaymentMethod> {
  if (!row.orderId) return 'online';
  const [order] = await tx.select({ method: paymentOrders.paymentMethod }).from(paymentOrders).where(eq(paymentOrders.id, row.orderId));
  return order?.method ?? 'online';
}

/**
 * How money owed by hand was paid, so the email says how it goes back: a phone booking's own method,
 * else how the latest larger party's difference was collected.
 */
async function byHandMethodOf(tx: Executor, row: BookingRow): Promise<PaymentMethod> {
  const method = await paymentMethodOf(tx, row);
  if (method !== 'online') return method;
  const [latest] = await tx
    .select({ method: bookingCollections.method })
    .from(bookingCollections)
    .where(eq(bookingCollections.bookingId, row.id))
    .orderBy(desc(bookingCollections.createdAt))
    .limit(1);
  return latest?.method ?? 'cash';
}

/**
 * Records that the operator handed back a refund owed by hand, with how (`reference`), and queues
 * the traveller's email, in the caller's transaction, which holds the booking's row. Answers the
 * refund as handed back, or undefined when the booking owes no such refund by that id (not owed by
 * hand, or handed back already: the caller answers 409).
 */
export async function handBackRefund(tx: Executor, booking: BookingRow, refundId: string, reference: string | undefined, now: Date): Promise<RefundRow | undefined> {
  const [handedBack] = await tx
    .update(bookingRefunds)
    .set({ status: 'handed_back', reference: reference ?? null, refundedAt: now, updatedAt: now })
    .where(and(eq(bookingRefunds.id, refundId), eq(bookingRefunds.bookingId, booking.id), eq(bookingRefunds.status, 'manual')))
    .returning();
  if (handedBack) await queueRefundHandedBackEmail(tx, handedBack, await byHandMethodOf(tx, booking));
  return handedBack;
}
