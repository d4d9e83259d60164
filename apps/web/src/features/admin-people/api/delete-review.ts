import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => apiFetch(`/admin/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.reviews, adminKeys.users),
  });
}
