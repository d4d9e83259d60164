import { bookingMessages } from '@yatrika/contract/bookings';
import { invoiceMessages } from '@yatrika/contract/invoices';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { notFound } from '../../lib/errors.ts';
import { withInvoiceNumbers, type NumberedDocument } from './document-response.ts';

/**
 * A booking's documents, invoice first then its credit notes by number. `userId` limits it to the
 * traveller's own booking: another's answers 404 as the other booking routes do.
 */
export async function bookingDocuments(db: Executor, bookingId: string, userId?: string): Promise<NumberedDocument[]> {
  if (userId !== undefined) {
    const [own] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
    if (!own) throw notFound(bookingMessages.notFound);
  }
  const rows = await db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId)).orderBy(asc(taxDocuments.kind), asc(taxDocuments.issuedAt), asc(taxDocuments.number));
  return withInvoiceNumbers(db, rows);
}

/** The booking's invoice; 404 with a sentence when it has none (no GSTIN configured when it was paid). */
export async function bookingInvoice(db: Executor, bookingId: string, userId?: string): Promise<NumberedDocument> {
  const invoice = (await bookingDocuments(db, bookingId, userId)).find((document) => document.kind === 'invoice');
  if (!invoice) throw notFound(invoiceMessages.noInvoice);
  return invoice;
}

/** One invoice of the booking (a later payment's, decision 040). */
export async function bookingInvoiceById(db: Executor, bookingId: string, invoiceId: string, userId?: string): Promise<NumberedDocument> {
  const invoice = (await bookingDocuments(db, bookingId, userId)).find((document) => document.kind === 'invoice' && document.id === invoiceId);
  if (!invoice) throw notFound(invoiceMessages.documentNotFound);
  return invoice;
}

/** One credit note of the booking. */
export async function bookingCreditNote(db: Executor, bookingId: string, noteId: string, userId?: string): Promise<NumberedDocument> {
  const note = (await bookingDocuments(db, bookingId, userId)).find((document) => document.kind === 'credit_note' && document.id === noteId);
  if (!note) throw notFound(invoiceMessages.creditNoteNotFound);
  return note;
}

/** Any document, for the operator. */
export async function documentById(db: Executor, id: string): Promise<NumberedDocument> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  if (!row) throw notFound(invoiceMessages.documentNotFound);
  return (await withInvoiceNumbers(db, [row]))[0]!;
}

/** The month's documents ("YYYY-MM", by India's date of issue): invoices then credit notes, each by number. */
export async function monthDocuments(db: Executor, month: string): Promise<NumberedDocument[]> {
  const [year, monthNumber] = month.split('-').map(Number);
  const next = monthNumber === 12 ? `${year! + 1}-01-01` : `${year}-${String(monthNumber! + 1).padStart(2, '0')}-01`;
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedOn, `${month}-01`), lt(taxDocuments.issuedOn, next)))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.financialYear), asc(taxDocuments.number));
  return withInvoiceNumbers(db, rows);
}
