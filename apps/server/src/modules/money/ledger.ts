import type { LedgerChannel, LedgerPaymentPurpose, LedgerRefundReason } from '@yatrika/contract/booking-ledger';
import type { PaymentMethod } from '@yatrika/contract/payment-methods';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingLedger, type bookings } from '../../db/schema/bookings.ts';
import { issueCreditNote, issueInvoice } from '../invoices/public.ts';

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
 * an order (its id) or money collected offline (the collection's id), with its tax invoice for
 * exactly what it paid (decision 040), so no payment goes uninvoiced whichever path took it. The
 * booking is as the caller has just written it (the invoice describes it). Once per source, however
 * often its path runs; nothing for a zero amount.
 */
export async function recordLedgerPayment(
  tx: Executor,
  booking: typeof bookings.$inferSelect,
  entry: Omit<Entry, 'bookingId'> & { purpose: LedgerPaymentPurpose; source: 'order' | 'collection' },
): Promise<void> {
  if (entry.amountPaise <= 0) return;
  const written = await tx
    .insert(bookingLedger)
    .values({ kind: 'payment', bookingId: booking.id, ...entry })
    .onConflictDoNothing({ target: [bookingLedger.source, bookingLedger.sourceId] })
    .returning({ id: bookingLedger.id });
  if (written.length === 0) return;
  await issueInvoice(tx, booking, { amountPaise: entry.amountPaise, purpose: entry.purpose, paymentKey: `${entry.source}:${entry.sourceId}` }, entry.createdAt);
}

/**
 * Writes a refund of a booking on its ledger when it is decided, in the transaction that decides
 * it (source id: its booking_refunds id), with its credit note for exactly what goes back, against
 * the invoice of the payment it goes back from (decision 040). Its progress at the provider stays
 * on the refund itself (refunds.ts).
 */
export async function recordLedgerRefund(tx: Executor, entry: Entry & { reason: LedgerRefundReason }): Promise<void> {
  if (entry.amountPaise <= 0) return;
  const written = await tx
    .insert(bookingLedger)
    .values({ kind: 'refund', source: 'refund', ...entry })
    .onConflictDoNothing({ target: [bookingLedger.source, bookingLedger.sourceId] })
    .returning({ id: bookingLedger.id });
  if (written.length === 0) return;
  await issueCreditNote(
    tx,
    { bookingId: entry.bookingId, amountPaise: entry.amountPaise, refundKey: `refund:${entry.sourceId}`, paymentKey: await paymentKeyOf(tx, entry) },
    entry.createdAt,
  );
}

/** The invoice key of the payment a refund goes back from: its provider payment's ledger row, or the booking's latest payment by hand. */
async function paymentKeyOf(tx: Executor, refund: Pick<Entry, 'bookingId' | 'paymentId'>): Promise<string | undefined> {
  const payments = await tx
    .select({ source: bookingLedger.source, sourceId: bookingLedger.sourceId, paymentId: bookingLedger.paymentId })
    .from(bookingLedger)
    .where(and(eq(bookingLedger.bookingId, refund.bookingId), eq(bookingLedger.kind, 'payment')))
    .orderBy(desc(bookingLedger.createdAt));
  const from = payments.find((payment) => payment.paymentId === refund.paymentId);
  return from ? `${from.source}:${from.sourceId}` : undefined;
}

/** A booking's ledger, oldest first. */
export function readLedger(tx: Executor, bookingId: string): Promise<LedgerRow[]> {
  return tx.select().from(bookingLedger).where(eq(bookingLedger.bookingId, bookingId)).orderBy(asc(bookingLedger.createdAt), asc(bookingLedger.id));
}

export { ledgerTotals, type LedgerTotals } from '@yatrika/contract/booking-ledger';
