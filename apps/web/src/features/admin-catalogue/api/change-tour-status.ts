import type { TourChangeResponse } from '@yatrika/contract/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** Ban hides a tour from visitors and travellers; unban shows it again. */
export type TourStatusAction = 'ban' | 'unban';

/**
 * `confirm`: the operator read what banning settles (its bookings still to come cancelled and
 * refunded); without it the server refuses a ban with bookings at stake (409).
 */
export function useChangeTourStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tourId, action, confirm = false }: { tourId: string; action: TourStatusAction; confirm?: boolean }) =>
      apiFetch<TourChangeResponse>(`/admin/tour/${encodeURIComponent(tourId)}/${action}${confirm ? '?confirm=true' : ''}`, { method: 'PUT' }),
    // A ban may have cancelled bookings: their lists, the departures' seats and the refunds change too.
    onSuccess: (_answer, { action }) =>
      action === 'ban'
        ? refreshAfterChange(queryClient, adminKeys.tours, adminKeys.bookings, adminKeys.departures, adminKeys.payments, adminKeys.users)
        : refreshAfterChange(queryClient, adminKeys.tours),
  });
}
