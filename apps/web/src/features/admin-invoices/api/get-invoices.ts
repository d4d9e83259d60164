import type { AdminTaxDocumentsResponse } from '@yatrika/contract/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file.ts';
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

/** `GET /api/admin/invoices.csv?month=`: the month for the accountant. */
export async function downloadMonthCsv(month: string): Promise<void> {
  saveFile(await apiDownload(`/admin/invoices.csv?${new URLSearchParams({ month })}`), `yatrika-gst-${month}.csv`);
}

/** One document's PDF (its `pdfUrl`, "/api/…"), named by its number. */
export async function downloadDocumentPdf(pdfUrl: string, number: string): Promise<void> {
  saveFile(await apiDownload(pdfUrl.replace(/^\/api/, '')), `${number.replaceAll('/', '-')}.pdf`);
}
