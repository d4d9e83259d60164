import type { MyReviewsResponse } from '@yatrika/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The reviews the signed-in traveller has written, each with its tour. */
export const myReviewsQuery = queryOptions({
  queryKey: ['reviews', 'mine'],
  queryFn: ({ signal }) => apiFetch<MyReviewsResponse>('/user/reviews', { signal }),
});

export function useMyReviews() {
  return useQuery(myReviewsQuery);
}
