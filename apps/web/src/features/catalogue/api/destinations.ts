import type { TourListResponse } from '@yatrika/contract/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchPage } from '../../../lib/api-client.ts';

/**
 * GET /api/routes/destinations: Popular Destinations' 'Best Packages', no token (spec §6): the
 * first page, and whether the server has more (its next cursor), for the count of results.
 */
export function destinationsQuery(filters = '') {
  return queryOptions({
    queryKey: ['tours', 'destinations', filters],
    queryFn: async ({ signal }) => {
      const page = await apiFetchPage<TourListResponse>(`/routes/destinations${filters === '' ? '' : `?${filters}`}`, { auth: false, signal });
      return { tours: page.data, more: page.nextCursor !== undefined };
    },
  });
}

/** `filters`: the filters, search and sort as a query string (lib/tour-filters.ts), '' for none. The last answer stays while the next loads. */
export function useDestinations(filters = '') {
  return useQuery({ ...destinationsQuery(filters), placeholderData: keepPreviousData });
}
