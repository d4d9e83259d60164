import type { RefundChoice, UpdateBookingStatusWithRefundResponse } from '@yatrika/contract/operator-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** What an admin can do to a booking's status: accept a pending one (booked) or cancel one still to come. */
export type AdminBookingDecision = 'booked' | 'canceled';

export interface StatusChange {
  bookingId: string;
  status: AdminBookingDecision;
  /** For a cancel: refund in full (the server's default) or by the cancellation policy. */
  refund?: RefundChoice;
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, status, refund }: StatusChange) =>
      apiFetch<UpdateBookingStatusWithRefundResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/status`, {
        method: 'PUT',
        body: refund ? { status, refund } : { status },
      }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.users, adminKeys.payments, adminKeys.departures),
  });
}
