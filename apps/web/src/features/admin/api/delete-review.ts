import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminReviewsQuery } from './get-reviews.ts';
import { adminUsersQuery } from './get-users.ts';
import { refreshAfterChange } from './invalidate.ts';

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => apiFetch(`/admin/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterChange(queryClient, adminReviewsQuery.queryKey, adminUsersQuery.queryKey),
  });
}
