import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => apiFetch(`/admin/bookings/${encodeURIComponent(bookingId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.users),
  });
}
