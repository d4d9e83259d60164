import type { MyTourReviewResponse } from '@yatrika/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myTourReviewQuery } from './get-my-tour-review.ts';
import { refreshReviews } from './refresh-reviews.ts';

/** `DELETE /api/user/reviews/{id}`: the author takes their review back, and may write a new one. */
export function deleteOwnReview(reviewId: string) {
  return apiFetch<{ message: string }>(`/user/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' });
}

export function useDeleteOwnReview(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnReview,
    onSuccess: () => {
      queryClient.setQueryData<MyTourReviewResponse>(myTourReviewQuery(tourId).queryKey, { review: null });
      return refreshReviews(queryClient, tourId);
    },
  });
}
