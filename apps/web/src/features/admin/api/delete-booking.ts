import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminBookingsQuery } from './get-bookings.ts';
import { adminUsersQuery } from './get-users.ts';
import { refreshAfterChange } from './invalidate.ts';

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => apiFetch(`/admin/bookings/${encodeURIComponent(bookingId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterChange(queryClient, adminBookingsQuery.queryKey, adminUsersQuery.queryKey),
  });
}
