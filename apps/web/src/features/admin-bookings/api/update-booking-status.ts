import type { UpdateBookingStatusResponse } from '@yatrika/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** What an admin can do to a pending booking: accept it (booked) or cancel it. */
export type AdminBookingDecision = 'booked' | 'canceled';

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, status }: { bookingId: string; status: AdminBookingDecision }) =>
      apiFetch<UpdateBookingStatusResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/status`, { method: 'PUT', body: { status } }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.users),
  });
}
