import type { BookingTaxDocumentsResponse } from '@yatrika/contract/invoices';
import { saveFile } from '../../../lib/save-file.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/user/bookings/{id}/tax-documents`: the booking's GST invoice (null without one) and credit notes. */
export const taxDocumentsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'tax-documents', bookingId],
    queryFn: ({ signal }) => apiFetch<BookingTaxDocumentsResponse>(`/user/bookings/${encodeURIComponent(bookingId)}/tax-documents`, { signal }),
    // The receipt shows the documents when there are some; a failure leaves it as it was, without retries.
    retry: false,
  });

export function useTaxDocuments(bookingId: string) {
  return useQuery(taxDocumentsQuery(bookingId));
}

/** Saves a document's PDF (its `pdfUrl`, "/api/…") through the browser's download, named by its number. */
export async function downloadTaxDocument(pdfUrl: string, number: string): Promise<void> {
  saveFile(await apiDownload(pdfUrl.replace(/^\/api/, '')), `${number.replaceAll('/', '-')}.pdf`);
}
