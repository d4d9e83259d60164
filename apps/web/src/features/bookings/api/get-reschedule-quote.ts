import type { RescheduleQuote } from '@yatrika/contract/plan-changes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `GET /api/user/bookings/{id}/reschedule`: the new date's price for the same party, the
 * difference and whether the move can be made. True for this moment only, so never kept.
 */
export const rescheduleQuoteQuery = (bookingId: string, bookingDate: string, startTime: string | undefined) =>
  queryOptions({
    queryKey: ['reschedule-quote', bookingId, bookingDate, startTime ?? null],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ bookingDate, ...(startTime ? { startTime } : {}) });
      return apiFetch<RescheduleQuote>(`/user/bookings/${encodeURIComponent(bookingId)}/reschedule?${search}`, { signal });
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useRescheduleQuote(bookingId: string, bookingDate: string | null, startTime: string | undefined) {
  return useQuery({ ...rescheduleQuoteQuery(bookingId, bookingDate ?? '', startTime), enabled: bookingDate !== null });
}
