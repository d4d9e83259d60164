import type { TourCategoryCountsResponse } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** How many tours each category has: real counts (a decision in DESIGN.md), not the source's fixed numbers. */
export const tourCategoryCountsQuery = queryOptions({
  queryKey: [...adminKeys.tours, 'category-counts'],
  queryFn: async ({ signal }) => (await apiFetch<TourCategoryCountsResponse>('/admin/tours/category-counts', { signal })).counts,
});

export function useTourCategoryCounts() {
  return useQuery(tourCategoryCountsQuery);
}
