import { amountDueOf as dueOfLedger } from '@yatrika/contract/booking-ledger';
import type { Executor } from '../../db/client.ts';
import type { bookings } from '../../db/schema/bookings.ts';

type BookingRow = typeof bookings.$inferSelect;
import { readLedger, type LedgerRow } from './ledger.ts';

/** What a booking still owes, from its ledger (decision 035; the contract's amountDueOf). */
export function amountDueOf(booking: Pick<BookingRow, 'status' | 'totalPaise'>, ledger: Pick<LedgerRow, 'kind' | 'amountPaise'>[]): number {
  return dueOfLedger({ cancelled: booking.status === 'canceled', totalPaise: booking.totalPaise }, ledger);
}

/** What a booking still owes, read in the caller's transaction (which should hold the booking's row). */
export async function amountDuePaise(tx: Executor, booking: Pick<BookingRow, 'id' | 'status' | 'totalPaise'>): Promise<number> {
  return amountDueOf(booking, await readLedger(tx, booking.id));
}
