import type { AdminBooking, AdminBookingsResponse } from '@yatrika/contract/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/**
 * `GET /api/admin/bookings?…`: every booking the server's filters keep, in its order, all pages
 * (`query` is use-booking-filters.ts's `serverQuery`). Under the bookings key, so an accept,
 * cancel or delete refreshes it.
 */
export const adminBookingsQuery = (query: string) =>
  queryOptions({
    queryKey: [...adminKeys.bookings, 'list', query],
    queryFn: ({ signal }) => fetchAllPages<AdminBookingsResponse, AdminBooking>(`/admin/bookings${query ? `?${query}` : ''}`, (answer) => answer, signal),
  });

/** Keeps the last list on screen while a new filter or order loads. */
export function useAdminBookings(query: string, enabled = true) {
  return useQuery({ ...adminBookingsQuery(query), enabled, placeholderData: keepPreviousData });
}
