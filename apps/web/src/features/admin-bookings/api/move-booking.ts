import type { MoveBookingResponse } from '@yatrika/contract/operator-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** `PUT /api/admin/bookings/{id}/date`: moves the booking to another departure of its tour (a date, and a start time when known). */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, bookingDate, startTime }: { bookingId: string; bookingDate: string; startTime: string | undefined }) =>
      apiFetch<MoveBookingResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/date`, { method: 'PUT', body: { bookingDate, startTime } }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.departures),
  });
}
