import type { CancellationQuote } from '@yatrika/contract/cancellation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `GET /api/user/bookings/{id}/cancellation`: what cancelling now gives back. Read afresh each
 * time the dialog opens and never kept, because the answer depends on the hour: a quote from
 * before the free-cancellation deadline is wrong a minute after it. Kept apart from the
 * bookings' key so refreshing the list after a cancel does not ask for the quote of a booking
 * that can no longer be cancelled.
 */
export const cancellationQuoteQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['cancellation-quote', bookingId],
    queryFn: ({ signal }) => apiFetch<CancellationQuote>(`/user/bookings/${encodeURIComponent(bookingId)}/cancellation`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useCancellationQuote(bookingId: string) {
  return useQuery(cancellationQuoteQuery(bookingId));
}
