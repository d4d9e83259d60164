import type { MyBookingsResponse } from '@yatrika/contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `GET /api/user/bookings`: newest first. Always fresh on arrival, because bookings change
 * elsewhere: a payment on the tour page, an administrator's accept or cancel.
 */
export const myBookingsQuery = queryOptions({
  queryKey: ['bookings', 'mine'],
  queryFn: ({ signal }) => apiFetch<MyBookingsResponse>('/user/bookings', { signal }),
  select: (data) => data.bookings,
  staleTime: 0,
});

export function useMyBookings() {
  return useQuery(myBookingsQuery);
}
