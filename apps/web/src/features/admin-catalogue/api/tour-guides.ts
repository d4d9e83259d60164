import type { AssignedGuidesResponse, SavedGuidesResponse } from '@yatrika/contract/guides';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const tourGuidesKey = (tourId: string) => ['admin', 'tours', tourId, 'guides'] as const;

/** `GET /api/admin/tours/:id/guides`: the tour's guides. */
export function useTourGuides(tourId: string) {
  return useQuery(
    queryOptions({
      queryKey: tourGuidesKey(tourId),
      queryFn: async ({ signal }) => (await apiFetch<AssignedGuidesResponse>(`/admin/tours/${encodeURIComponent(tourId)}/guides`, { signal })).guides,
    }),
  );
}

/** `PUT /api/admin/tours/:id/guides`: replaces the tour's guides. */
export const saveTourGuides = (tourId: string, guideIds: string[]) =>
  apiFetch<SavedGuidesResponse>(`/admin/tours/${encodeURIComponent(tourId)}/guides`, { method: 'PUT', body: { guideIds } });
