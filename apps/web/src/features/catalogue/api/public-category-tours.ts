import type { TourCategoryListResponse } from '@yatrika/contract/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/routes/{category}: a visitor's category list, no token (spec §6). */
export function publicCategoryToursQuery(apiPath: string, filters = '') {
  return queryOptions({
    queryKey: ['tours', 'public-category', apiPath, filters],
    queryFn: async ({ signal }) => (await apiFetch<TourCategoryListResponse>(`/routes/${apiPath}${filters === '' ? '' : `?${filters}`}`, { auth: false, signal })).data,
  });
}

export function usePublicCategoryTours(apiPath: string, filters = '') {
  return useQuery({ ...publicCategoryToursQuery(apiPath, filters), placeholderData: keepPreviousData });
}
