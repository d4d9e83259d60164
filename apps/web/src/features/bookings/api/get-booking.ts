import type { MyBookingResponse } from '@yatrika/contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/user/bookings/{id}`: one of the traveller's own bookings, always fresh (an operator may have just accepted it). */
export const bookingQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'one', bookingId],
    queryFn: ({ signal }) => apiFetch<MyBookingResponse>(`/user/bookings/${encodeURIComponent(bookingId)}`, { signal }),
    select: (data) => data.booking,
    staleTime: 0,
  });

export function useBooking(bookingId: string) {
  return useQuery(bookingQuery(bookingId));
}
