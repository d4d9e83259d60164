import type { Executor } from '../../db/client.ts';
import type { BookingRow } from './booking-response.ts';
import { ledgerTotals, readLedger, type LedgerRow } from './ledger.ts';

/**
 * What a booking still owes, from its ledger (decision 035): its total less what it keeps (paid −
 * refunded). A cancelled booking owes nothing; nor does an unpaid one from before payments, which
 * has no ledger at all.
 */
export function amountDueOf(booking: Pick<BookingRow, 'status' | 'totalPaise'>, ledger: Pick<LedgerRow, 'kind' | 'amountPaise'>[]): number {
  if (booking.status === 'canceled' || ledger.length === 0) return 0;
  const { paidPaise, refundedPaise } = ledgerTotals(ledger);
  return Math.max(0, booking.totalPaise - (paidPaise - refundedPaise));
}

/** What a booking still owes, read in the caller's transaction (which should hold the booking's row). */
export async function amountDuePaise(tx: Executor, booking: Pick<BookingRow, 'id' | 'status' | 'totalPaise'>): Promise<number> {
  return amountDueOf(booking, await readLedger(tx, booking.id));
}
