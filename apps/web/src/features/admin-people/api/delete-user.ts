import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** Deletes a traveller; their reviews go too and their bookings stay, detached. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch(`/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: () =>
      refreshAfterChange(queryClient, adminKeys.users, adminKeys.reviews, adminKeys.bookings),
  });
}
