import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminBookingsQuery } from './get-bookings.ts';
import { adminReviewsQuery } from './get-reviews.ts';
import { adminUsersQuery } from './get-users.ts';
import { refreshAfterChange } from './invalidate.ts';

/** Deletes a traveller; their reviews go too and their bookings stay, detached. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch(`/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: () =>
      refreshAfterChange(queryClient, adminUsersQuery.queryKey, adminReviewsQuery.queryKey, adminBookingsQuery.queryKey),
  });
}
