import type { CreateReviewRequest, CreateReviewResponse, MyTourReviewResponse } from '@yatrika/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myTourReviewQuery } from './get-my-tour-review.ts';
import { refreshReviews } from './refresh-reviews.ts';

/** `POST /api/user/reviews`: one review per tour; a second one answers 400. */
export function createReview(review: CreateReviewRequest) {
  return apiFetch<CreateReviewResponse>('/user/reviews', {
    method: 'POST',
    body: review,
  });
}

/**
 * `onCreated` runs here rather than in `mutate`'s own callbacks: the form that called `mutate` is
 * replaced by the review as soon as it exists, and an unmounted caller's callbacks never run.
 */
export function useCreateReview(tourId: string, onCreated?: (answer: CreateReviewResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (answer) => {
      onCreated?.(answer);
      // The form gives way to the review at once, before the lists come back.
      // A review just written is shown: nobody has hidden it yet.
      queryClient.setQueryData<MyTourReviewResponse>(myTourReviewQuery(tourId).queryKey, { review: { ...answer.review, hidden: null } });
      return refreshReviews(queryClient, tourId);
    },
    // "Already reviewed": the traveller's review exists (written elsewhere); show it instead of the form.
    onError: () => refreshReviews(queryClient, tourId),
  });
}
