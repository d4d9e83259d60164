import type { TourReviewsResponse } from '@yatrika/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/user/tours/{id}/reviews`: newest first, `[]` when there are none. */
export const tourReviewsQuery = (tourId: string) =>
  queryOptions({
    queryKey: ['tours', tourId, 'reviews'],
    queryFn: ({ signal }) => apiFetch<TourReviewsResponse>(`/user/tours/${encodeURIComponent(tourId)}/reviews`, { signal }),
    select: (data) => data.reviews,
  });

export function useTourReviews(tourId: string) {
  return useQuery(tourReviewsQuery(tourId));
}
