import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingLedger } from '../../db/schema/bookings.ts';
import { paymentMethodOf } from './refund-by-hand.ts';
import type { HeldMoney } from './settlement.ts';
import type { bookings } from '../../db/schema/bookings.ts';

type BookingRow = typeof bookings.$inferSelect;


/**
 * What a booking holds of the traveller's money, by the way it can go back (decisions 023, 035
 * and 040), read from its ledger: the booking's first online payment, each later online payment, and
 * what was taken by hand, each less what has been refunded of it (or asked to be). Read in the
 * caller's transaction (which should hold the booking's row). An unpaid booking holds nothing.
 */
export async function heldMoney(tx: Executor, row: Pick<BookingRow, 'id' | 'orderId' | 'paymentId' | 'totalPaise'>): Promise<HeldMoney> {
  if (!row.paymentId) return { paymentId: null, throughProvider: 0, others: [], byHand: 0 };
  const rows = await tx
    .select({ kind: bookingLedger.kind, paymentId: bookingLedger.paymentId, paise: bookingLedger.amountPaise, createdAt: bookingLedger.createdAt })
    .from(bookingLedger)
    .where(eq(bookingLedger.bookingId, row.id))
    .orderBy(bookingLedger.createdAt, bookingLedger.id);
  if (rows.length === 0) return heldWithoutLedger(tx, row);
  const online = new Map<string, number>();
  let byHand = 0;
  for (const entry of rows) {
    const signed = entry.kind === 'payment' ? entry.paise : -entry.paise;
    if (entry.paymentId === null) byHand += signed;
    else online.set(entry.paymentId, (online.get(entry.paymentId) ?? 0) + signed);
  }
  const first = row.paymentId !== null && online.has(row.paymentId) ? row.paymentId : null;
  const others = [...online].filter(([paymentId]) => paymentId !== first).map(([paymentId, paise]) => ({ paymentId, paise }));
  return { paymentId: first, throughProvider: first ? online.get(first)! : 0, others, byHand };
}

/**
 * A paid booking with no ledger rows: every booking of the database has them since migration 0036
 * backfilled them, but one written straight into the table (an import, a fixture) has none. It is
 * read as it always was: its total, held the way its order was paid.
 */
async function heldWithoutLedger(tx: Executor, row: Pick<BookingRow, 'orderId' | 'paymentId' | 'totalPaise'>): Promise<HeldMoney> {
  if ((await paymentMethodOf(tx, row)) === 'online') return { paymentId: row.paymentId, throughProvider: row.totalPaise, others: [], byHand: 0 };
  return { paymentId: null, throughProvider: 0, others: [], byHand: row.totalPaise };
}
