import type { TourListResponse } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/routes/destinations: Popular Destinations' 'Best Packages', no token (spec §6). */
export const destinationsQuery = queryOptions({
  queryKey: ['tours', 'destinations'],
  queryFn: ({ signal }) => apiFetch<TourListResponse>('/routes/destinations', { auth: false, signal }),
});

export function useDestinations() {
  return useQuery(destinationsQuery);
}
