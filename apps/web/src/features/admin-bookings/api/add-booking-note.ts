import type { BookingEvent } from '@yatrika/contract/operator-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookingHistoryQuery } from './get-booking-history.ts';

/** `POST /api/admin/bookings/{id}/notes` */
export function useAddBookingNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, note }: { bookingId: string; note: string }) =>
      apiFetch<{ message: string; event: BookingEvent }>(`/admin/bookings/${encodeURIComponent(bookingId)}/notes`, { method: 'POST', body: { note } }),
    onSuccess: (_answer, { bookingId }) => queryClient.invalidateQueries({ queryKey: bookingHistoryQuery(bookingId).queryKey }),
  });
}
