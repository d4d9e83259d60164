import type { AdminTourListResponse, Tour } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { fetchAllPages } from '../../../lib/fetch-all-pages.ts';

/** `GET /api/admin/tours`: every tour, for the choice of one tour's scheduled departures. */
export const tourChoicesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.tours, 'list', ''],
    queryFn: ({ signal }) => fetchAllPages<AdminTourListResponse, Tour>('/admin/tours', (answer) => answer.tours, signal),
  });

export function useTourChoices() {
  return useQuery(tourChoicesQuery());
}
