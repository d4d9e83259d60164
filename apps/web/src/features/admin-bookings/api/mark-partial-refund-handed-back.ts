import type { PartialRefundHandedBackResponse } from '@yatrika/contract/party-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';
import { bookingHistoryQuery } from './get-booking-history.ts';

/** `PUT /api/admin/bookings/{id}/partial-refunds/{refundId}/handed-back`: one refund of part of a booking went back by hand. */
export function useMarkPartialRefundHandedBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, refundId, reference }: { bookingId: string; refundId: string; reference: string }) =>
      apiFetch<PartialRefundHandedBackResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/partial-refunds/${encodeURIComponent(refundId)}/handed-back`, {
        method: 'PUT',
        body: reference.trim() ? { reference: reference.trim() } : {},
      }),
    onSuccess: (_answer, { bookingId }) => {
      void queryClient.invalidateQueries({ queryKey: bookingHistoryQuery(bookingId).queryKey });
      return refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.payments);
    },
  });
}
