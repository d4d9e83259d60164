import type { MyTourReviewResponse } from '@yatrika/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `GET /api/user/tours/{id}/reviews/mine`: the traveller's own review of the tour, or null. Keyed
 * under the tour's reviews, so refreshing the list refreshes it too.
 */
export const myTourReviewQuery = (tourId: string) =>
  queryOptions({
    queryKey: ['tours', tourId, 'reviews', 'mine'],
    queryFn: ({ signal }) => apiFetch<MyTourReviewResponse>(`/user/tours/${encodeURIComponent(tourId)}/reviews/mine`, { signal }),
    select: (data) => data.review,
  });

export function useMyTourReview(tourId: string) {
  return useQuery(myTourReviewQuery(tourId));
}
