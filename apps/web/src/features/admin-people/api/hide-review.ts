import type { HideReviewRequest } from '@yatrika/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/**
 * `POST /api/admin/reviews/{id}/hide`: off the tour's lists and rating, with a reason its author
 * sees. The tours list is refreshed too: it shows each tour's rating.
 */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string } & HideReviewRequest) =>
      apiFetch<{ message: string }>(`/admin/reviews/${encodeURIComponent(reviewId)}/hide`, { method: 'POST', body: { reason } }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.reviews, adminKeys.tours),
  });
}
