import { amountDueOf } from '@yatrika/contract/booking-ledger';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingLedger, type bookings } from '../../db/schema/bookings.ts';
import { paiseToRupees } from '../../lib/money.ts';

/** A balance still owed after an advance (decision 035), in rupees, and the day it is due by. */
export interface BalanceOwed {
  balanceDue?: number;
  balanceDueOn?: string;
}

/**
 * What a booking paid by advance still owes, read from its ledger: the ticket says "Balance ₹Y
 * due" and the check-in card shows what to collect. Nothing when it is paid in full.
 */
export async function balanceOwed(db: Executor, booking: typeof bookings.$inferSelect): Promise<BalanceOwed> {
  if (!booking.balanceDueOn) return {};
  const rows = await db.select({ kind: bookingLedger.kind, amountPaise: bookingLedger.amountPaise }).from(bookingLedger).where(eq(bookingLedger.bookingId, booking.id));
  const due = amountDueOf({ cancelled: booking.status === 'canceled', totalPaise: booking.totalPaise }, rows);
  return due > 0 ? { balanceDue: paiseToRupees(due), balanceDueOn: booking.balanceDueOn } : {};
}
