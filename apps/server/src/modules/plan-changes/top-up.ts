import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { TopUpDetails } from '../../db/schema/payments.ts';
import { queuePaymentReceiptEmail } from '../booking-notices/public.ts';
import type { BookingRow } from '../bookings/public.ts';
import { ledgerChannelOf, recordLedgerPayment } from '../money/public.ts';
import { applyBalance } from './balance.ts';
import { applyPartyDifference, applyRescheduleDifference } from './plan-change-top-ups.ts';
import { TopUpRefusal, type PaidTopUp, type TopUpApplier } from './top-up-types.ts';
import { topUpMessages } from '@yatrika/contract/part-payment-messages';

/** One applier per kind of top-up: adding a kind to TopUpDetails fails to compile until it has one here. */
const appliers: { [K in TopUpDetails['kind']]: TopUpApplier<Extract<TopUpDetails, { kind: K }>> } = {
  balance: applyBalance,
  reschedule: applyRescheduleDifference,
  party: applyPartyDifference,
};

/**
 * Applies a paid order toward an existing booking to it, in the caller's transaction (checkout
 * settles the order in the same one): locks the booking, lets the applier for the order's kind
 * check and change it, and writes the payment on the booking's ledger. Throws TopUpRefusal when
 * the booking cannot take it (run it in a savepoint, so the payment itself stays recorded). The
 * traveller's receipt is queued with it, once per order.
 */
export async function applyPaidTopUp(tx: Executor, order: PaidTopUp, now: Date = new Date()): Promise<BookingRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, order.forBookingId)).for('update');
  if (!booking || booking.userId === null || booking.userId !== order.userId) throw new TopUpRefusal(topUpMessages.bookingGone);
  if (booking.status === 'canceled') throw new TopUpRefusal(topUpMessages.bookingCancelled);
  const apply = appliers[order.topUp.kind] as TopUpApplier;
  const applied = await apply(tx, booking, order, now);
  await recordLedgerPayment(tx, applied.booking, {
    purpose: applied.purpose,
    amountPaise: order.amountPaise,
    channel: ledgerChannelOf(order.paymentMethod),
    paymentId: ledgerChannelOf(order.paymentMethod) === 'online' ? order.paymentId : null,
    source: 'order',
    sourceId: order.id,
    createdAt: now,
  });
  await queuePaymentReceiptEmail(tx, applied.booking, { orderId: order.id, amountPaise: order.amountPaise, purpose: applied.purpose === 'balance' ? 'balance' : 'difference' });
  return applied.booking;
}
