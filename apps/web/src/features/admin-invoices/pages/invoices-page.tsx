import { todayInIndia } from '@yatrika/contract/dates';
import type { TaxDocument } from '@yatrika/contract/invoices';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { downloadDocumentPdf, downloadMonthCsv, useAdminInvoices } from '../api/get-invoices.ts';

export const invoicesPageWords = {
  intro: 'GST tax invoices issued with each paid booking, and credit notes issued with each refund, by India’s date of issue.',
  notIssuing: 'No GSTIN is configured, so new bookings get no tax invoice (set OPERATOR_GSTIN, OPERATOR_LEGAL_NAME, OPERATOR_ADDRESS and OPERATOR_STATE).',
  empty: 'No invoices or credit notes this month.',
  failed: 'Failed to load the invoices. Please try again.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  csv: 'Download CSV',
} as const;

/** /admindashboard/invoices: the month's invoices and credit notes, each as a PDF, and the month as CSV. */
export default function InvoicesPage() {
  const [month, setMonth] = useState(() => todayInIndia().slice(0, 7));
  const documents = useAdminInvoices(month);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const download = (start: () => Promise<void>) => {
    setDownloadFailed(false);
    start().catch(() => setDownloadFailed(true));
  };

  let content;
  if (documents.isPending) content = <LoadingState />;
  else if (documents.isError) content = <ErrorState onRetry={() => void documents.refetch()}>{invoicesPageWords.failed}</ErrorState>;
  else if (documents.data.documents.length === 0) content = <EmptyState title={invoicesPageWords.empty}>{documents.data.issuing ? null : invoicesPageWords.notIssuing}</EmptyState>;
  else content = <DocumentsTable documents={documents.data.documents} onPdf={(document) => download(() => downloadDocumentPdf(document.pdfUrl, document.number))} />;

  return (
    <AdminShell
      title="Invoices"
      actions={
        <Button variant="secondary" onClick={() => download(() => downloadMonthCsv(month))}>
          {invoicesPageWords.csv}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm text-stone-600">{invoicesPageWords.intro}</p>
        {documents.data && !documents.data.issuing && documents.data.documents.length > 0 && <p className="text-sm text-amber-800">{invoicesPageWords.notIssuing}</p>}
        <label className="flex w-fit flex-col gap-1 text-sm font-semibold text-stone-700">
          Month
          <input
            type="month"
            value={month}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
            }}
            className="rounded-lg border border-stone-300 px-3 py-2 font-normal"
          />
        </label>
        {downloadFailed && (
          <p role="alert" className="text-sm text-red-700">
            {invoicesPageWords.downloadFailed}
          </p>
        )}
        {content}
      </div>
    </AdminShell>
  );
}

function DocumentsTable({ documents, onPdf }: { documents: TaxDocument[]; onPdf: (document: TaxDocument) => void }) {
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Invoices and credit notes</caption>
        <thead className="bg-stone-50 text-stone-600">
          <tr>
            {['Number', 'Date', 'Booking', 'Billed to', 'Place of supply', 'Taxable', 'Tax', 'Total', ''].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document._id} className="border-t border-stone-100">
              <td className="px-3 py-2 font-mono">
                {document.number}
                {document.invoiceNumber && <span className="block text-xs text-stone-500">against {document.invoiceNumber}</span>}
              </td>
              <td className="px-3 py-2">{document.issuedOn}</td>
              <td className="px-3 py-2 font-mono">{document.bookingReference}</td>
              <td className="px-3 py-2">
                {document.businessName ?? document.buyerName}
                {document.buyerGstin && <span className="block font-mono text-xs text-stone-500">{document.buyerGstin}</span>}
              </td>
              <td className="px-3 py-2">{document.placeOfSupply.name}</td>
              <td className="px-3 py-2 text-right">{formatRupees(document.taxableValue)}</td>
              <td className="px-3 py-2 text-right">{document.igst > 0 ? `IGST ${formatRupees(document.igst)}` : `CGST ${formatRupees(document.cgst)} + SGST ${formatRupees(document.sgst)}`}</td>
              <td className="px-3 py-2 text-right font-semibold">{formatRupees(document.total)}</td>
              <td className="px-3 py-2">
                <Button variant="secondary" size="sm" onClick={() => onPdf(document)} aria-label={`PDF of ${document.number}`}>
                  PDF
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
