import type { RefundHandedBackResponse } from '@yatrika/contract/operator-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';
import { bookingHistoryQuery } from './get-booking-history.ts';

/** `PUT /api/admin/bookings/{id}/refund/handed-back`: the refund of a booking paid offline went back by hand. */
export function useMarkRefundHandedBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reference }: { bookingId: string; reference: string }) =>
      apiFetch<RefundHandedBackResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/refund/handed-back`, {
        method: 'PUT',
        body: reference.trim() ? { reference: reference.trim() } : {},
      }),
    onSuccess: (_answer, { bookingId }) => {
      void queryClient.invalidateQueries({ queryKey: bookingHistoryQuery(bookingId).queryKey });
      return refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.payments);
    },
  });
}
