import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingLedger } from '../../db/schema/bookings.ts';
import { paymentMethodOf } from './refund-by-hand.ts';
import type { BookingRow } from './booking-response.ts';

/**
 * What a booking still to come holds of the traveller's money, by the way it can go back
 * (decisions 023 and 035), read from its ledger: `throughProvider`, what the booking's first payment
 * captured at the provider minus what has been refunded of it (or asked to be), goes back as the
 * booking's own refund; `others`, what each later online payment (a balance, a difference) still
 * holds, goes back from that payment; `byHand`, what was paid offline (a booking taken by phone,
 * money collected for a larger party) minus what was refunded of it, goes back by hand.
 */
export interface HeldMoney {
  /** The provider's payment of the booking's own refund; null when the booking was not first paid online. */
  paymentId: string | null;
  throughProvider: number;
  /** Later online payments, oldest first, with what each still holds. */
  others: { paymentId: string; paise: number }[];
  byHand: number;
}

/** Everything the booking keeps: what its payments brought less what its refunds took back. */
export const heldTotal = (held: HeldMoney) => held.throughProvider + held.byHand + held.others.reduce((sum, other) => sum + other.paise, 0);

/**
 * The money a booking holds, read in the caller's transaction (which should hold the booking's row).
 * An unpaid booking holds nothing.
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

/** A refund split by channel: the first payment's provider, then the later online payments, then by hand. */
export interface RefundSplit {
  throughProvider: number;
  others?: { paymentId: string; paise: number }[];
  byHand: number;
}

/** Never more than each holds: the first payment first, then later ones oldest first, then by hand. */
export function splitRefund(held: HeldMoney, amountPaise: number): RefundSplit {
  let left = amountPaise;
  const throughProvider = Math.min(left, Math.max(0, held.throughProvider));
  left -= throughProvider;
  const others: { paymentId: string; paise: number }[] = [];
  for (const other of held.others) {
    const paise = Math.min(left, Math.max(0, other.paise));
    if (paise > 0) others.push({ paymentId: other.paymentId, paise });
    left -= paise;
  }
  const byHand = Math.min(left, Math.max(0, held.byHand));
  return { throughProvider, others, byHand };
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
