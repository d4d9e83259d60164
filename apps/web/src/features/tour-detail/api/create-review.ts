import type { CreateReviewRequest, CreateReviewResponse } from '@yatrika/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { tourReviewsQuery } from './get-tour-reviews.ts';

/** `POST /api/user/reviews`: one review per tour; a second one answers 400. */
export function createReview(review: CreateReviewRequest) {
  return apiFetch<CreateReviewResponse>('/user/reviews', { method: 'POST', body: review });
}

export function useCreateReview(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourReviewsQuery(tourId).queryKey }),
  });
}
