import type { AdminBooking, AdminBookingsResponse } from '@yatrika/contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/** Every booking with the traveller who made it; the page filters them by the chosen field. */
export const adminBookingsQuery = queryOptions({
  queryKey: adminKeys.bookings,
  queryFn: ({ signal }) => fetchAllPages<AdminBookingsResponse, AdminBooking>('/admin/bookings', (answer) => answer, signal),
});

export function useAdminBookings() {
  return useQuery(adminBookingsQuery);
}
