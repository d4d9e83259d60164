import type { ExtendBalanceDueResponse } from '@yatrika/contract/operator-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';
import { bookingHistoryQuery } from './get-booking-history.ts';

/** `PUT /api/admin/bookings/{id}/balance-due`: a new last day to pay the balance of a booking paid by advance. */
export function useChangeBalanceDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, balanceDueOn }: { bookingId: string; balanceDueOn: string }) =>
      apiFetch<ExtendBalanceDueResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/balance-due`, { method: 'PUT', body: { balanceDueOn } }),
    // The change is a note in the booking's history, too.
    onSuccess: (_answer, { bookingId }) =>
      Promise.all([refreshAfterChange(queryClient, adminKeys.bookings), queryClient.invalidateQueries({ queryKey: bookingHistoryQuery(bookingId).queryKey })]),
  });
}
