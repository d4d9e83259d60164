import type { CancelBookingResponse } from '@yatrika/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myBookingsQuery } from './get-my-bookings.ts';

/** `DELETE /api/user/bookings/{id}`: the booking stays, cancelled; a paid one is refunded. */
export function cancelBooking(bookingId: string) {
  return apiFetch<CancelBookingResponse>(`/user/bookings/${encodeURIComponent(bookingId)}`, { method: 'DELETE' });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey }),
  });
}
