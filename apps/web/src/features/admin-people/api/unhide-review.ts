import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** `POST /api/admin/reviews/{id}/unhide`: the review is back on the tour page and in its rating. */
export function useUnhideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => apiFetch<{ message: string }>(`/admin/reviews/${encodeURIComponent(reviewId)}/unhide`, { method: 'POST' }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.reviews, adminKeys.tours),
  });
}
