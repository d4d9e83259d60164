import type { BookingHistoryResponse } from '@yatrika/contract/operator-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/admin-queries.ts';

/** `GET /api/admin/bookings/{id}/history`: the operator's changes and notes, oldest first. */
export const bookingHistoryQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, bookingId, 'history'],
    queryFn: ({ signal }) => apiFetch<BookingHistoryResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/history`, { signal }),
  });

export function useBookingHistory(bookingId: string) {
  return useQuery(bookingHistoryQuery(bookingId));
}
