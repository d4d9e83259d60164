import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { bookingMessages } from '@yatrika/contract/bookings';
import { refundByHandMessages, type BookingEvent } from '@yatrika/contract/operator-bookings';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { BookingRow } from './booking-response.ts';
import { queueRefundHandedBackEmail } from '../booking-notices/public.ts';
import { recordBookingEvent, type Operator } from './events.ts';

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
 * The operator has handed back a refund owed by hand: recorded with when, by whom and how (the
 * history), and the traveller emailed, in one transaction that holds the booking's row, so two
 * clicks record it once and the second answers 409, as does any booking with no refund owed by hand.
 */
export async function markRefundHandedBack(
  db: Database,
  bookingId: string,
  reference: string | undefined,
  operator: Operator,
  now: Date = new Date(),
): Promise<{ row: BookingRow; event: BookingEvent }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw notFound(bookingMessages.notFound);
    if (row.refundStatus !== 'manual') throw conflict(refundByHandMessages.nothingToHandBack);
    const [updated] = await tx
      .update(bookings)
      .set({ refundStatus: 'handed_back', refundReference: reference ?? null, refundedAt: now, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    const amount = paiseToRupees(updated!.refundAmountPaise ?? updated!.totalPaise);
    const event = await recordBookingEvent(tx, row.id, operator, 'refund_handed_back', { amount, reference: reference ?? null });
    await queueRefundHandedBackEmail(tx, updated!, await paymentMethodOf(tx, updated!));
    return { row: updated!, event };
  });
}
