import { gstStateCodes } from '@yatrika/contract/gstin';
import type { TaxDocument } from '@yatrika/contract/invoices';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { TaxDocumentRow } from './issue.ts';

/** A document with the number of the invoice it is against (credit notes; null on an invoice). */
export type NumberedDocument = TaxDocumentRow & { invoiceNumber: string | null };

/** Adds each credit note's invoice number, in one query. */
export async function withInvoiceNumbers(db: Executor, rows: TaxDocumentRow[]): Promise<NumberedDocument[]> {
  const invoiceIds = [...new Set(rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : [])))];
  const invoices = invoiceIds.length
    ? await db.select({ id: taxDocuments.id, number: taxDocuments.number }).from(taxDocuments).where(inArray(taxDocuments.id, invoiceIds))
    : [];
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  return rows.map((row) => ({ ...row, invoiceNumber: row.invoiceId ? (numbers.get(row.invoiceId) ?? null) : null }));
}

export const stateName = (code: string) => gstStateCodes[code] ?? code;

/** The answer for a document, amounts in rupees; `pdfUrl` is where whoever asked downloads it. */
export function toTaxDocument(row: NumberedDocument, pdfUrl: string): TaxDocument {
  return {
    _id: row.id,
    kind: row.kind,
    number: row.number,
    issuedOn: row.issuedOn,
    issuedAt: row.issuedAt.toISOString(),
    invoiceNumber: row.invoiceNumber,
    bookingId: row.bookingId,
    bookingReference: row.bookingReference,
    buyerName: row.buyerName,
    buyerGstin: row.buyerGstin,
    businessName: row.buyerBusinessName,
    placeOfSupply: { code: row.placeOfSupply, name: stateName(row.placeOfSupply) },
    ratePercent: row.rateBasisPoints / 100,
    taxableValue: paiseToRupees(row.taxablePaise),
    cgst: paiseToRupees(row.cgstPaise),
    sgst: paiseToRupees(row.sgstPaise),
    igst: paiseToRupees(row.igstPaise),
    total: paiseToRupees(row.totalPaise),
    pdfUrl,
  };
}
