import type { TourCategoryListResponse } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/user/dashboard/tours/{category}: the signed-in category list. */
export function travellerCategoryToursQuery(apiPath: string) {
  return queryOptions({
    queryKey: ['tours', 'traveller-category', apiPath],
    queryFn: async ({ signal }) => (await apiFetch<TourCategoryListResponse>(`/user/dashboard/tours/${apiPath}`, { signal })).data,
  });
}

export function useTravellerCategoryTours(apiPath: string) {
  return useQuery(travellerCategoryToursQuery(apiPath));
}
