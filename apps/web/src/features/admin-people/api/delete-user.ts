import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/**
 * Deletes a traveller; their reviews go too and their past bookings stay, detached. `confirm`: the
 * operator read what it settles (their bookings still to come cancelled and refunded); without it
 * the server refuses when bookings are at stake (409).
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, confirm = false }: { userId: string; confirm?: boolean }) =>
      apiFetch(`/admin/users/${encodeURIComponent(userId)}${confirm ? '?confirm=true' : ''}`, { method: 'DELETE' }),
    onSuccess: () =>
      refreshAfterChange(queryClient, adminKeys.users, adminKeys.reviews, adminKeys.bookings, adminKeys.departures, adminKeys.payments),
  });
}
