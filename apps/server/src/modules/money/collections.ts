import type { OfflinePaymentMethod } from '@yatrika/contract/payment-methods';
import type { Executor } from '../../db/client.ts';
import { bookingCollections, type bookings } from '../../db/schema/bookings.ts';
import { recordLedgerPayment } from './ledger.ts';

/**
 * Money the operator collected offline toward a booking (a larger party's difference, decision 023),
 * in the change's transaction: its row (how, and the reference), and its ledger row and tax invoice
 * as a payment of the difference. `booking` is the booking as the change has just written it.
 */
export async function recordCollection(
  tx: Executor,
  booking: typeof bookings.$inferSelect,
  collected: { amountPaise: number; method: OfflinePaymentMethod; reference?: string | null | undefined },
  now: Date,
): Promise<void> {
  const [collection] = await tx
    .insert(bookingCollections)
    .values({ bookingId: booking.id, amountPaise: collected.amountPaise, method: collected.method, reference: collected.reference ?? null, createdAt: now })
    .returning();
  await recordLedgerPayment(tx, booking, { purpose: 'difference', amountPaise: collected.amountPaise, channel: 'offline', paymentId: null, source: 'collection', sourceId: collection!.id, createdAt: now });
}
