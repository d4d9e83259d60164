import type { TaxDocument } from '@yatrika/contract/invoices';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { downloadTaxDocument, useTaxDocuments } from '../api/get-tax-documents.ts';

export const taxDocumentWords = {
  invoice: 'Download tax invoice',
  /** A later payment's invoice (a balance, a difference: decision 040), by its number. */
  laterInvoice: (number: string) => `Download tax invoice ${number}`,
  creditNote: (number: string) => `Download credit note ${number}`,
  failed: 'The document could not be downloaded. Please try again.',
} as const;

/**
 * The receipt's GST documents (decisions 033 and 040): "Download tax invoice" for the first payment's
 * invoice, one button per later payment's invoice and per credit note, only when the booking has
 * them; nothing at all otherwise (no GSTIN configured), so the receipt stays as it was.
 */
export function TaxDocumentDownloads({ bookingId }: { bookingId: string }) {
  const documents = useTaxDocuments(bookingId);
  const [failed, setFailed] = useState(false);
  if (!documents.data) return null;
  const { invoice, creditNotes } = documents.data;
  const laterInvoices = (documents.data.invoices ?? []).filter((each) => each._id !== invoice?._id);
  const download = (document: TaxDocument) => {
    setFailed(false);
    downloadTaxDocument(document.pdfUrl, document.number).catch(() => setFailed(true));
  };
  return (
    <>
      {invoice && (
        <Button variant="secondary" onClick={() => download(invoice)}>
          {taxDocumentWords.invoice}
        </Button>
      )}
      {laterInvoices.map((each) => (
        <Button key={each._id} variant="secondary" onClick={() => download(each)}>
          {taxDocumentWords.laterInvoice(each.number)}
        </Button>
      ))}
      {creditNotes.map((note) => (
        <Button key={note._id} variant="secondary" onClick={() => download(note)}>
          {taxDocumentWords.creditNote(note.number)}
        </Button>
      ))}
      {failed && (
        <p role="alert" className="w-full text-sm text-red-700">
          {taxDocumentWords.failed}
        </p>
      )}
    </>
  );
}
