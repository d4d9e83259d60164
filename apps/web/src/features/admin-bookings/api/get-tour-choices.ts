import type { AdminTourListResponse, Tour } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/** The tours a booking by phone may be for: every active tour, with its price per person. */
export const tourChoicesQuery = queryOptions({
  queryKey: [...adminKeys.tours, 'phone-booking-choices'],
  queryFn: async ({ signal }) => {
    const tours = await fetchAllPages<AdminTourListResponse, Tour>('/admin/tours', (answer) => answer.tours, signal);
    return tours.filter((tour) => tour.status !== 'banned');
  },
});

export function useTourChoices() {
  return useQuery(tourChoicesQuery);
}
