import { bookingMessages } from '@yatrika/contract/bookings';
import type { BookingEvent } from '@yatrika/contract/operator-bookings';
import { partyChangeMessages } from '@yatrika/contract/party-changes';
import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { bookingCollections, bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import type { BookingRow } from './booking-response.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { queueRefundHandedBackEmail } from '../booking-notices/public.ts';
import { recordBookingEvent, type Operator } from './events.ts';
import type { PartialRefundRow } from './partial-refunds.ts';
import { paymentMethodOf } from './refund-by-hand.ts';

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
 * The operator has handed back one refund of part of a booking owed by hand (decision 023): recorded
 * with when, by whom and how (the history, as `refund_handed_back` naming the refund), and the
 * traveller emailed, in one transaction holding the booking's row; a second call answers 409.
 */
export async function markPartialRefundHandedBack(
  db: Database,
  bookingId: string,
  refundId: string,
  reference: string | undefined,
  operator: Operator,
  now: Date = new Date(),
): Promise<{ refund: PartialRefundRow; event: BookingEvent }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) throw notFound(bookingMessages.notFound);
    const [owed] = await tx.select().from(bookingRefunds).where(and(eq(bookingRefunds.id, refundId), eq(bookingRefunds.bookingId, row.id)));
    if (!owed) throw notFound(partyChangeMessages.refundNotFound);
    if (owed.status !== 'manual') throw conflict(partyChangeMessages.nothingToHandBack);
    const [handedBack] = await tx
      .update(bookingRefunds)
      .set({ status: 'handed_back', reference: reference ?? null, refundedAt: now, updatedAt: now })
      .where(eq(bookingRefunds.id, owed.id))
      .returning();
    const event = await recordBookingEvent(tx, row.id, operator, 'refund_handed_back', {
      amount: paiseToRupees(owed.amountPaise),
      reference: reference ?? null,
      partialRefundId: owed.id,
    });
    await queueRefundHandedBackEmail(tx, row, await byHandMethodOf(tx, row), { key: owed.id, amountPaise: owed.amountPaise, reference: reference ?? null });
    return { refund: handedBack!, event };
  });
}
