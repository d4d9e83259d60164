import type { AdminTourListResponse, Tour } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/** Every tour, banned ones too (their bookings still show), for the Bookings screen's Tour filter. */
export const tourFilterChoicesQuery = queryOptions({
  queryKey: [...adminKeys.tours, 'booking-filter-choices'],
  queryFn: ({ signal }) => fetchAllPages<AdminTourListResponse, Tour>('/admin/tours', (answer) => answer.tours, signal),
});

export function useTourFilterChoices() {
  return useQuery(tourFilterChoicesQuery);
}
