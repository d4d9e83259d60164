import { bookingReference } from '@yatrika/contract/booking-reference';
import { documentNumber, financialYearOf, splitInclusiveTotal, TOUR_OPERATOR_SAC } from '@yatrika/contract/gst';
import { todayInIndia } from '@yatrika/contract/dates';
import { and, eq, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { bookings } from '../../db/schema/bookings.ts';
import { taxDocuments, type TaxDocumentDescription } from '../../db/schema/invoices.ts';
import { nextDocumentNumber } from './numbering.ts';
import { placeOfSupply } from './place-of-supply.ts';
import { readTaxIdentity } from './tax-identity.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
type PaidBooking = typeof bookings.$inferSelect;

/**
 * Issues the tax invoice of a booking just paid, in the transaction that made it paid (decision 033):
 * for what it was charged (its total, its lines as charged), never a price recomputed later. Nothing
 * when no GSTIN is configured. The booking's invoice is unique: a second call answers the first.
 */
export async function issueInvoice(tx: Executor, booking: PaidBooking, now: Date = new Date()): Promise<TaxDocumentRow | undefined> {
  const identity = await readTaxIdentity(tx);
  if (!identity) return undefined;
  const [existing] = await tx.select().from(taxDocuments).where(and(eq(taxDocuments.bookingId, booking.id), eq(taxDocuments.kind, 'invoice')));
  if (existing) return existing;
  const supplyState = placeOfSupply(identity.stateCode, booking.gstin);
  const split = splitInclusiveTotal(booking.totalPaise, identity.rateBp, supplyState === identity.stateCode);
  const description: TaxDocumentDescription = {
    tourTitle: booking.tourTitle,
    tourLocation: booking.tourLocation,
    bookingDate: booking.bookingDate,
    startTime: booking.startTime,
    numPeople: booking.numPeople,
    ...(booking.party ? { party: booking.party } : {}),
    ...(booking.priceLines ? { lines: booking.priceLines } : {}),
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
      totalPaise: booking.totalPaise,
      ...parts(split),
    })
    .returning();
  return invoice;
}

export interface CreditNoteRequest {
  bookingId: string;
  /** What goes back to the traveller, in paise. */
  amountPaise: number;
  /** The refund this note is for, unique: "cancel:<booking id>", "partial:<refund id>". */
  refundKey: string;
}

/**
 * Issues a credit note against the booking's invoice for a refund, in the transaction that decides
 * the refund: the refunded amount split as the invoice was (its rate and place of supply), from the
 * invoice's supplier. Never more than the invoice still holds after earlier notes (money collected
 * offline for a larger party after the invoice is not on it). Nothing when the booking has no invoice.
 */
export async function issueCreditNote(tx: Executor, request: CreditNoteRequest, now: Date = new Date()): Promise<TaxDocumentRow | undefined> {
  if (request.amountPaise <= 0) return undefined;
  const [invoice] = await tx.select().from(taxDocuments).where(and(eq(taxDocuments.bookingId, request.bookingId), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) return undefined;
  // Asked again for the same refund: the note it has. Checked before a number is taken, so none is skipped.
  const [already] = await tx.select().from(taxDocuments).where(eq(taxDocuments.refundKey, request.refundKey));
  if (already) return already;
  const [{ credited } = { credited: null }] = await tx
    .select({ credited: sum(taxDocuments.totalPaise).mapWith(Number) })
    .from(taxDocuments)
    .where(eq(taxDocuments.invoiceId, invoice.id));
  const amountPaise = Math.min(request.amountPaise, invoice.totalPaise - (credited ?? 0));
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
