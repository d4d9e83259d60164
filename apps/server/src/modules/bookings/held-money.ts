import { eq, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingCollections, bookingRefunds } from '../../db/schema/bookings.ts';
import type { BookingRow } from './booking-response.ts';
import { paymentMethodOf } from './refund-by-hand.ts';

/**
 * What a booking still to come holds of the traveller's money, by the way it can go back
 * (decision 023): `throughProvider`, what the provider captured minus what it has refunded (or been
 * asked to), goes back through the provider; `byHand`, what was paid offline (a booking taken by
 * phone, money collected for a larger party) minus what was refunded of it, goes back by hand.
 * Together they are the booking's total: a smaller party refunds its difference, a larger one
 * collects it, and the total follows both.
 */
export interface HeldMoney {
  /** The provider's payment to refund; null when the booking was never paid online. */
  paymentId: string | null;
  throughProvider: number;
  byHand: number;
}

/** Paise collected offline for larger parties and refunded of the booking so far, by channel. */
async function partyMoneyOf(tx: Executor, bookingId: string) {
  const [collected] = await tx.select({ paise: sum(bookingCollections.amountPaise).mapWith(Number) }).from(bookingCollections).where(eq(bookingCollections.bookingId, bookingId));
  const refunds = await tx
    .select({ throughProvider: bookingRefunds.paymentId, paise: bookingRefunds.amountPaise })
    .from(bookingRefunds)
    .where(eq(bookingRefunds.bookingId, bookingId));
  const refunded = (provider: boolean) => refunds.filter((refund) => (refund.throughProvider !== null) === provider).reduce((total, refund) => total + refund.paise, 0);
  return { collected: collected?.paise ?? 0, refundedByProvider: refunded(true), refundedByHand: refunded(false) };
}

/**
 * The money a booking still to come holds, read in the caller's transaction (which should hold the
 * booking's row). An unpaid booking holds nothing. What was first paid is the total plus every
 * refund minus every collection: the one figure the booking's changes cannot have moved.
 */
export async function heldMoney(tx: Executor, row: Pick<BookingRow, 'id' | 'orderId' | 'paymentId' | 'totalPaise'>): Promise<HeldMoney> {
  if (!row.paymentId) return { paymentId: null, throughProvider: 0, byHand: 0 };
  const { collected, refundedByProvider, refundedByHand } = await partyMoneyOf(tx, row.id);
  const firstPaid = row.totalPaise + refundedByProvider + refundedByHand - collected;
  if ((await paymentMethodOf(tx, row)) === 'online') {
    return { paymentId: row.paymentId, throughProvider: firstPaid - refundedByProvider, byHand: collected - refundedByHand };
  }
  return { paymentId: null, throughProvider: 0, byHand: firstPaid + collected - refundedByHand };
}

/** A refund split by channel: the original payment's provider first, then by hand; never more than either holds. */
export interface RefundSplit {
  throughProvider: number;
  byHand: number;
}

export function splitRefund(held: HeldMoney, amountPaise: number): RefundSplit {
  const throughProvider = Math.min(amountPaise, Math.max(0, held.throughProvider));
  const byHand = Math.min(amountPaise - throughProvider, Math.max(0, held.byHand));
  return { throughProvider, byHand };
}
