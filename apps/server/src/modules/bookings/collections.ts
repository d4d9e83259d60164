import type { OfflinePaymentMethod } from '@yatrika/contract/payment-methods';
import type { Executor } from '../../db/client.ts';
import { bookingCollections } from '../../db/schema/bookings.ts';
import { recordLedgerPayment } from '../money/public.ts';
import type { BookingRow } from './booking-response.ts';

/**
 * Money the operator collected offline toward a booking (a larger party's difference, decision 023),
 * in the caller's transaction: its row in `booking_collections`, and on the ledger (decision 035) a
 * payment of the difference. `booking` is the row as the change has just written it.
 */
export async function recordCollection(
  tx: Executor,
  booking: BookingRow,
  collected: { amountPaise: number; method: OfflinePaymentMethod; reference: string | null },
  now: Date,
): Promise<void> {
  const [collection] = await tx.insert(bookingCollections).values({ bookingId: booking.id, ...collected, createdAt: now }).returning();
  await recordLedgerPayment(tx, booking, { purpose: 'difference', amountPaise: collected.amountPaise, channel: 'offline', paymentId: null, source: 'collection', sourceId: collection!.id, createdAt: now });
}
