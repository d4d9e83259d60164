import type { TourCategoryListResponse } from '@yatrika/contract/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/user/dashboard/tours/{category}: the signed-in category list. */
export function travellerCategoryToursQuery(apiPath: string, filters = '') {
  return queryOptions({
    queryKey: ['tours', 'traveller-category', apiPath, filters],
    queryFn: async ({ signal }) => (await apiFetch<TourCategoryListResponse>(`/user/dashboard/tours/${apiPath}${filters === '' ? '' : `?${filters}`}`, { signal })).data,
  });
}

export function useTravellerCategoryTours(apiPath: string, filters = '') {
  return useQuery({ ...travellerCategoryToursQuery(apiPath, filters), placeholderData: keepPreviousData });
}
