import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, type bookingRefunds } from '../../db/schema/bookings.ts';
import { bookingFacts, queueEmail, tourDetailsOf, travellerAddress } from '../emails/public.ts';

type RefundRow = typeof bookingRefunds.$inferSelect;

// The emails of a refund's progress, queued in the transaction that records it, keyed by the
// refund's own id: however many paths learn of it (the webhook, reconciliation, the cancel), one message.

async function bookingOf(tx: Executor, refund: RefundRow) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, refund.bookingId));
  return booking;
}

/** The provider processed a refund: what came back, and the provider's id for it. */
export async function queueRefundProcessedEmail(tx: Executor, refund: RefundRow): Promise<void> {
  const booking = await bookingOf(tx, refund);
  const to = booking && (await travellerAddress(tx, booking));
  if (!booking || !to) return;
  await queueEmail(tx, {
    eventKey: `refund-processed:${refund.id}`,
    kind: 'refund-processed',
    to,
    userId: booking.userId,
    data: { ...bookingFacts(booking, await tourDetailsOf(tx, booking)), refundPaise: refund.amountPaise, refundId: refund.refundId },
  });
}

/** The operator handed back a refund owed by hand: how, and the reference they gave. */
export async function queueRefundHandedBackEmail(tx: Executor, refund: RefundRow, method: PaymentMethod): Promise<void> {
  const booking = await bookingOf(tx, refund);
  const to = booking && (await travellerAddress(tx, booking));
  if (!booking || !to) return;
  await queueEmail(tx, {
    eventKey: `refund-handed-back:${refund.id}`,
    kind: 'refund-handed-back',
    to,
    userId: booking.userId,
    data: { ...bookingFacts(booking, await tourDetailsOf(tx, booking)), refundPaise: refund.amountPaise, method, handBackReference: refund.reference },
  });
}
