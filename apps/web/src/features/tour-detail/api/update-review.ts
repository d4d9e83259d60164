import type { MyTourReviewResponse, ReviewChangeResponse, UpdateReviewRequest } from '@yatrika/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myTourReviewQuery } from './get-my-tour-review.ts';
import { refreshReviews } from './refresh-reviews.ts';

/** `PUT /api/user/reviews/{id}`: the author changes the stars and the words. */
export function updateReview(reviewId: string, change: UpdateReviewRequest) {
  return apiFetch<ReviewChangeResponse>(`/user/reviews/${encodeURIComponent(reviewId)}`, { method: 'PUT', body: change });
}

/** `onUpdated` runs before the cached review changes, for the same reason as in `useCreateReview`. */
export function useUpdateReview(tourId: string, onUpdated?: (answer: ReviewChangeResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, change }: { reviewId: string; change: UpdateReviewRequest }) => updateReview(reviewId, change),
    onSuccess: (answer) => {
      onUpdated?.(answer);
      // An edit leaves a hidden review hidden: keep what the author was told until the refresh.
      queryClient.setQueryData<MyTourReviewResponse>(myTourReviewQuery(tourId).queryKey, (before) => ({
        review: { ...answer.review, hidden: before?.review?.hidden ?? null },
      }));
      return refreshReviews(queryClient, tourId);
    },
  });
}
