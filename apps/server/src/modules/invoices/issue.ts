import { bookingReference } from '@yatrika/contract/booking-reference';
import { documentNumber, financialYearOf, splitInclusiveTotal, TOUR_OPERATOR_SAC } from '@yatrika/contract/gst';
import { todayInIndia } from '@yatrika/contract/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { bookings } from '../../db/schema/bookings.ts';
import { taxDocuments, type TaxDocumentDescription } from '../../db/schema/invoices.ts';
import { nextDocumentNumber } from './numbering.ts';
import { placeOfSupply } from './place-of-supply.ts';
import { readTaxIdentity } from './tax-identity.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
type PaidBooking = typeof bookings.$inferSelect;

/** A payment toward a booking, as its invoice names it (decision 040). */
export interface InvoicedPayment {
  /** What was paid, in paise: the invoice's total. */
  amountPaise: number;
  purpose: 'full' | 'advance' | 'balance' | 'difference';
  /** The payment, unique: "order:<order id>", "collection:<collection id>". */
  paymentKey: string;
}

/**
 * Issues the tax invoice of a payment toward a booking, in the transaction that records it
 * (decisions 033 and 040): GST on a tour is due when its payment is received, so each payment (the
 * whole price, an advance, a balance, a difference) is invoiced for exactly what it paid, with the
 * booking's lines as charged at that moment. Nothing when no GSTIN is configured. Once per payment:
 * a second call answers the first.
 */
export async function issueInvoice(tx: Executor, booking: PaidBooking, payment: InvoicedPayment, now: Date = new Date()): Promise<TaxDocumentRow | undefined> {
  if (payment.amountPaise <= 0) return undefined;
  const identity = await readTaxIdentity(tx);
  if (!identity) return undefined;
  const [existing] = await tx.select().from(taxDocuments).where(eq(taxDocuments.paymentKey, payment.paymentKey));
  if (existing) return existing;
  const supplyState = placeOfSupply(identity.stateCode, booking.gstin);
  const split = splitInclusiveTotal(payment.amountPaise, identity.rateBp, supplyState === identity.stateCode);
  const description: TaxDocumentDescription = {
    tourTitle: booking.tourTitle,
    tourLocation: booking.tourLocation,
    bookingDate: booking.bookingDate,
    startTime: booking.startTime,
    numPeople: booking.numPeople,
    ...(booking.party ? { party: booking.party } : {}),
    ...(booking.priceLines ? { lines: booking.priceLines } : {}),
    payment: { purpose: payment.purpose, bookingTotalPaise: booking.totalPaise },
  };
  const issuedOn = todayInIndia(now);
  const financialYear = financialYearOf(issuedOn);
  const sequence = await nextDocumentNumber(tx, 'YT', financialYear);
  const [invoice] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'invoice',
      number: documentNumber('YT', financialYear, sequence),
      financialYear,
      issuedAt: now,
      issuedOn,
      bookingId: booking.id,
      bookingReference: bookingReference(booking.number),
      supplierGstin: identity.gstin,
      supplierName: identity.legalName,
      supplierAddress: identity.address,
      supplierState: identity.stateCode,
      demo: identity.demo,
      buyerName: booking.fullName,
      buyerGstin: booking.gstin,
      buyerBusinessName: booking.businessName,
      placeOfSupply: supplyState,
      sac: TOUR_OPERATOR_SAC,
      rateBasisPoints: identity.rateBp,
      description,
      paymentKey: payment.paymentKey,
      totalPaise: payment.amountPaise,
      ...parts(split),
    })
    .returning();
  return invoice;
}

export interface CreditNoteRequest {
  bookingId: string;
  /** What goes back to the traveller, in paise. */
  amountPaise: number;
  /** The refund this note is for, unique: "refund:<booking_refunds id>". */
  refundKey: string;
  /** The payment it goes back from, when known (its invoice's `paymentKey`): the note is against that invoice. */
  paymentKey?: string | undefined;
}

/** What a booking's invoices still hold, in paise: invoiced less credited. */
export async function invoicedNetPaise(tx: Executor, bookingId: string): Promise<number> {
  const rows = await tx.select({ kind: taxDocuments.kind, totalPaise: taxDocuments.totalPaise }).from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));
  return rows.reduce((net, row) => net + (row.kind === 'invoice' ? row.totalPaise : -row.totalPaise), 0);
}

/**
 * Issues a credit note for a refund, in the transaction that decides the refund (decisions 033 and
 * 040): for exactly what goes back, against the invoice of the payment it goes back from (else the
 * booking's first invoice), split as that invoice was (its rate and place of supply), from its
 * supplier. Never more than the booking's invoices still hold after earlier notes. Nothing when the
 * booking has no invoice (no GSTIN was configured when it was paid).
 */
export async function issueCreditNote(tx: Executor, request: CreditNoteRequest, now: Date = new Date()): Promise<TaxDocumentRow | undefined> {
  if (request.amountPaise <= 0) return undefined;
  const invoices = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, request.bookingId), eq(taxDocuments.kind, 'invoice')))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
  const invoice = invoices.find((each) => request.paymentKey !== undefined && each.paymentKey === request.paymentKey) ?? invoices[0];
  if (!invoice) return undefined;
  // Asked again for the same refund: the note it has. Checked before a number is taken, so none is skipped.
  const [already] = await tx.select().from(taxDocuments).where(eq(taxDocuments.refundKey, request.refundKey));
  if (already) return already;
  const amountPaise = Math.min(request.amountPaise, await invoicedNetPaise(tx, request.bookingId));
  if (amountPaise <= 0) return undefined;
  const split = splitInclusiveTotal(amountPaise, invoice.rateBasisPoints, invoice.placeOfSupply === invoice.supplierState);
  const issuedOn = todayInIndia(now);
  const financialYear = financialYearOf(issuedOn);
  const sequence = await nextDocumentNumber(tx, 'CN', financialYear);
  const { id: _id, number: _number, financialYear: _year, issuedAt: _at, issuedOn: _on, kind: _kind, ...copied } = invoice;
  const [note] = await tx
    .insert(taxDocuments)
    .values({
      ...copied,
      kind: 'credit_note',
      number: documentNumber('CN', financialYear, sequence),
      financialYear,
      issuedAt: now,
      issuedOn,
      invoiceId: invoice.id,
      refundKey: request.refundKey,
      paymentKey: null,
      totalPaise: amountPaise,
      ...parts(split),
    })
    .returning();
  return note;
}

const parts = (split: ReturnType<typeof splitInclusiveTotal>) => ({
  taxablePaise: split.taxablePaise,
  cgstPaise: split.cgstPaise,
  sgstPaise: split.sgstPaise,
  igstPaise: split.igstPaise,
});
