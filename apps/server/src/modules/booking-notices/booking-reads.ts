import { amountDueOf, type LedgerKind } from '@yatrika/contract/booking-ledger';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingLedger, type bookings } from '../../db/schema/bookings.ts';

/**
 * What the notices read of a booking, straight from its tables (written by bookings and money):
 * the notices are queued from inside those modules' own changes, so they import neither.
 */
export type BookingRow = typeof bookings.$inferSelect;

/** The booking's ledger (decision 035): each payment toward it and each refund of it. */
export function ledgerOf(tx: Executor, bookingId: string): Promise<{ kind: LedgerKind; amountPaise: number }[]> {
  return tx.select({ kind: bookingLedger.kind, amountPaise: bookingLedger.amountPaise }).from(bookingLedger).where(eq(bookingLedger.bookingId, bookingId));
}

/** What the booking still owes by its ledger (the contract's amountDueOf). */
export const owedPaise = (booking: Pick<BookingRow, 'status' | 'totalPaise'>, ledger: readonly { kind: LedgerKind; amountPaise: number }[]): number =>
  amountDueOf({ cancelled: booking.status === 'canceled', totalPaise: booking.totalPaise }, ledger);
