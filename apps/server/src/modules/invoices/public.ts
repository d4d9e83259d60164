/**
 * What other modules may use of invoices, which own `tax_documents` and `tax_document_counters`
 * (decision 033). Bookings issues a booking's invoice in the transaction that makes it paid and a
 * credit note in the one that decides a refund.
 */
export { invoicedNetPaise, issueCreditNote, issueInvoice, type CreditNoteRequest, type InvoicedPayment, type TaxDocumentRow } from './issue.ts';
