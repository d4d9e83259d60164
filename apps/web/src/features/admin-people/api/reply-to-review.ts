import type { ReviewChangeResponse } from '@yatrika/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** `POST /api/admin/reviews/{id}/reply`: the operator's public answer; posting again replaces it. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      apiFetch<ReviewChangeResponse>(`/admin/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', body: { reply } }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.reviews),
  });
}
