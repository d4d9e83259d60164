import type { TourCategoryListResponse } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/routes/{category}: a visitor's category list, no token (spec §6). */
export function publicCategoryToursQuery(apiPath: string) {
  return queryOptions({
    queryKey: ['tours', 'public-category', apiPath],
    queryFn: async ({ signal }) => (await apiFetch<TourCategoryListResponse>(`/routes/${apiPath}`, { auth: false, signal })).data,
  });
}

export function usePublicCategoryTours(apiPath: string) {
  return useQuery(publicCategoryToursQuery(apiPath));
}
