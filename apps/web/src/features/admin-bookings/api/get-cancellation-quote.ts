import type { OperatorCancellationQuote } from '@yatrika/contract/operator-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/admin-queries.ts';

/** `GET /api/admin/bookings/{id}/cancellation`: what each refund choice gives back if cancelled now. */
export const cancellationQuoteQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, bookingId, 'cancellation'],
    queryFn: ({ signal }) => apiFetch<OperatorCancellationQuote>(`/admin/bookings/${encodeURIComponent(bookingId)}/cancellation`, { signal }),
    // The policy's share shrinks as the trip nears: ask again each time the dialog opens.
    staleTime: 0,
  });

export function useCancellationQuote(bookingId: string) {
  return useQuery(cancellationQuoteQuery(bookingId));
}
