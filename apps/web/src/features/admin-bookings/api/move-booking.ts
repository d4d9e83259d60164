import type { MoveBookingResponse } from '@yatrika/contract/operator-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** `PUT /api/admin/bookings/{id}/date`: moves the booking to another date of its tour. */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, bookingDate }: { bookingId: string; bookingDate: string }) =>
      apiFetch<MoveBookingResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/date`, { method: 'PUT', body: { bookingDate } }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.departures),
  });
}
