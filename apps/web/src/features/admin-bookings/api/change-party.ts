import type { ChangePartyRequest, ChangePartyResponse } from '@yatrika/contract/party-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';
import { bookingHistoryQuery } from './get-booking-history.ts';

/** `PUT /api/admin/bookings/{id}/party`: changes the party, refunding or recording the difference. */
export function useChangeParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, change }: { bookingId: string; change: ChangePartyRequest }) =>
      apiFetch<ChangePartyResponse>(`/admin/bookings/${encodeURIComponent(bookingId)}/party`, { method: 'PUT', body: change }),
    onSuccess: (_answer, { bookingId }) => {
      void queryClient.invalidateQueries({ queryKey: bookingHistoryQuery(bookingId).queryKey });
      return refreshAfterChange(queryClient, adminKeys.bookings, adminKeys.departures, adminKeys.payments);
    },
  });
}
