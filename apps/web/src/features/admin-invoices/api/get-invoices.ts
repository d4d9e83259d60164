import type { AdminTaxDocumentsResponse } from '@yatrika/contract/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/admin/invoices?month=YYYY-MM`: the month's tax invoices and credit notes. */
export const adminInvoicesQuery = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'invoices', month],
    queryFn: ({ signal }) => apiFetch<AdminTaxDocumentsResponse>(`/admin/invoices?${new URLSearchParams({ month })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminInvoices(month: string) {
  return useQuery(adminInvoicesQuery(month));
}

/** Hands a fetched file to the browser's download, under `fileName`. */
function save(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `GET /api/admin/invoices.csv?month=`: the month for the accountant. */
export async function downloadMonthCsv(month: string): Promise<void> {
  save(await apiDownload(`/admin/invoices.csv?${new URLSearchParams({ month })}`), `yatrika-gst-${month}.csv`);
}

/** One document's PDF (its `pdfUrl`, "/api/…"), named by its number. */
export async function downloadDocumentPdf(pdfUrl: string, number: string): Promise<void> {
  save(await apiDownload(pdfUrl.replace(/^\/api/, '')), `${number.replaceAll('/', '-')}.pdf`);
}
