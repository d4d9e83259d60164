import { sql } from 'drizzle-orm';
import type { Party, PriceLine } from '@yatrika/contract/price-calculation';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, timestampMs } from './columns.ts';

export const taxDocumentKinds = ['invoice', 'credit_note'] as const;
/** `YT`: tax invoices; `CN`: credit notes. Each has its own numbers. */
export const taxDocumentSeries = ['YT', 'CN'] as const;

/**
 * The last number issued in each series and financial year (decision 033). The row is locked by the
 * transaction that issues the next number (an upsert) until it commits, so numbers are consecutive
 * with no gaps across instances: a transaction that rolls back gives its number back. Written only by
 * modules/invoices.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series', { enum: taxDocumentSeries }).notNull(),
    /** "2627" for April 2026 to March 2027. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] }), check('tax_document_counters_positive', sql`${t.lastNumber} >= 1`)],
);

/** What the invoice was for, as booked: printed on the invoice and its credit notes. */
export interface TaxDocumentDescription {
  tourTitle: string;
  tourLocation: string;
  bookingDate: string;
  startTime: string;
  numPeople: number;
  /** The party by person type; absent on documents of bookings that name none (`numPeople` adults). */
  party?: Party;
  /** The booking's lines as charged; absent on bookings from before them (one line: `numPeople` × price). */
  lines?: PriceLine[];
  /**
   * The payment an invoice is for (decision 040): the whole booking, an advance, its balance or a
   * difference, toward the booking's total at that moment. Absent on invoices from before payments
   * were invoiced one by one (they were for the booking's whole total).
   */
  payment?: { purpose: 'full' | 'advance' | 'balance' | 'difference'; bookingTotalPaise: number };
}

/**
 * Tax invoices and credit notes (decision 033), kept as issued: the supplier, the buyer, the place of
 * supply and every amount are copied onto the row, so a document reads the same however the booking,
 * the tour or the configuration change later, and stays after an administrator deletes its booking
 * (hence no foreign key to bookings). Written only by modules/invoices, in the transaction that makes
 * the booking paid (an invoice) or decides its refund (a credit note).
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    /** "YT/2627/000001" or "CN/2627/000001": unique, at most 16 characters. */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    /** When it was issued, and that day in India (its date, and the month the operator's list files it under). */
    issuedAt: timestampMs('issued_at').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** A credit note's invoice; null on an invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id),
    bookingId: uuid('booking_id'),
    bookingReference: text('booking_reference').notNull(),
    /** The refund a credit note is for ("booking_refund:<booking id>", "partial_refund:<refund id>"): never two notes for one refund. */
    refundKey: text('refund_key'),
    /** The payment an invoice is for ("order:<order id>", "collection:<collection id>", decision 040): never two invoices for one payment. */
    paymentKey: text('payment_key'),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierState: text('supplier_state').notNull(),
    /** Issued by the demo operator of `npm start`: printed as not a real invoice. */
    demo: boolean('demo').notNull().default(false),
    buyerName: text('buyer_name').notNull(),
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** The GST state code of the place of supply. */
    placeOfSupply: text('place_of_supply').notNull(),
    sac: text('sac').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    description: jsonb('description').$type<TaxDocumentDescription>().notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('tax_documents_number_key').on(t.number),
    unique('tax_documents_refund_key').on(t.refundKey),
    // One invoice per payment (decision 040).
    unique('tax_documents_payment_key').on(t.paymentKey),
    index('tax_documents_booking_idx').on(t.bookingId),
    index('tax_documents_issued_on_idx').on(t.issuedOn, t.kind, t.number),
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_documents_number_length', sql`char_length(${t.number}) <= 16`),
    check('tax_documents_credit_note_has_invoice', sql`(${t.kind} = 'invoice') = (${t.invoiceId} is null)`),
    check('tax_documents_parts_add_up', sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`),
    check(
      'tax_documents_parts_not_negative',
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.totalPaise} > 0`,
    ),
  ],
);
