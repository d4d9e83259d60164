import type { TourReviewsResponse } from '@yatrika/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `GET /api/routes/tours/{id}/reviews`: the reviews anyone may read, in the signed-in list's
 * order. Keyed under the tour's reviews, so a traveller's own review written here refreshes it.
 */
export const publicTourReviewsQuery = (tourId: string) =>
  queryOptions({
    queryKey: ['tours', tourId, 'reviews', 'public'],
    queryFn: ({ signal }) => apiFetch<TourReviewsResponse>(`/routes/tours/${encodeURIComponent(tourId)}/reviews`, { auth: false, signal }),
    select: (data) => data.reviews,
  });

export function usePublicTourReviews(tourId: string) {
  return useQuery(publicTourReviewsQuery(tourId));
}
