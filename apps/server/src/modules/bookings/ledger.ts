import type { LedgerChannel, LedgerPaymentPurpose, LedgerRefundReason } from '@yatrika/contract/booking-ledger';
import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingLedger } from '../../db/schema/bookings.ts';

export type LedgerRow = typeof bookingLedger.$inferSelect;

/** Through the provider, or by hand: what the ledger keeps of how an order was paid. */
export const ledgerChannelOf = (method: PaymentMethod | undefined): LedgerChannel => (method === undefined || method === 'online' ? 'online' : 'offline');

interface Entry {
  bookingId: string;
  amountPaise: number;
  channel: LedgerChannel;
  /** The provider's payment captured or refunded from; null by hand. */
  paymentId: string | null;
  sourceId: string;
  createdAt: Date;
}

/**
 * Writes a payment toward a booking on its ledger (decision 035), in the caller's transaction: from
 * an order (its id) or money collected offline (the collection's id). Once per source, however
 * often its path runs; nothing for a zero amount.
 */
export async function recordLedgerPayment(
  tx: Executor,
  entry: Entry & { purpose: LedgerPaymentPurpose; source: 'order' | 'collection' },
): Promise<void> {
  if (entry.amountPaise <= 0) return;
  await tx
    .insert(bookingLedger)
    .values({ kind: 'payment', ...entry })
    .onConflictDoNothing({ target: [bookingLedger.source, bookingLedger.sourceId] });
}

/**
 * Writes a refund of a booking on its ledger when it is decided, in the transaction that decides
 * it: the booking's own cancel refund (source id: the booking's id) or a refund of part of it (the
 * booking_refunds id). Its progress at the provider stays on the refund itself.
 */
export async function recordLedgerRefund(
  tx: Executor,
  entry: Entry & { reason: LedgerRefundReason; source: 'booking_refund' | 'partial_refund' },
): Promise<void> {
  if (entry.amountPaise <= 0) return;
  await tx
    .insert(bookingLedger)
    .values({ kind: 'refund', ...entry })
    .onConflictDoNothing({ target: [bookingLedger.source, bookingLedger.sourceId] });
}

/** A booking's ledger, oldest first. */
export function readLedger(tx: Executor, bookingId: string): Promise<LedgerRow[]> {
  return tx.select().from(bookingLedger).where(eq(bookingLedger.bookingId, bookingId)).orderBy(asc(bookingLedger.createdAt), asc(bookingLedger.id));
}

export { ledgerTotals, type LedgerTotals } from '@yatrika/contract/booking-ledger';
