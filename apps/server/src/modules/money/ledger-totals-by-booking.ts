import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingLedger } from '../../db/schema/bookings.ts';
import type { LedgerTotals } from './ledger.ts';

/**
 * What each booking's ledger took and gave back, for many bookings in one query (a traveller's
 * record): the same sums `ledgerTotals` makes of one booking's rows. A booking without a ledger
 * row is absent.
 */
export async function ledgerTotalsByBooking(db: Executor, bookingIds: readonly string[]): Promise<Map<string, LedgerTotals>> {
  const totals = new Map<string, LedgerTotals>();
  if (bookingIds.length === 0) return totals;
  const rows = await db
    .select({
      bookingId: bookingLedger.bookingId,
      paidPaise: sql<number>`coalesce(sum(${bookingLedger.amountPaise}) filter (where ${bookingLedger.kind} = 'payment'), 0)::bigint`.mapWith(Number),
      refundedPaise: sql<number>`coalesce(sum(${bookingLedger.amountPaise}) filter (where ${bookingLedger.kind} = 'refund'), 0)::bigint`.mapWith(Number),
    })
    .from(bookingLedger)
    .where(inArray(bookingLedger.bookingId, [...bookingIds]))
    .groupBy(bookingLedger.bookingId);
  for (const row of rows) totals.set(row.bookingId, { paidPaise: row.paidPaise, refundedPaise: row.refundedPaise });
  return totals;
}
