import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/**
 * Deletes a tour; its reviews and wishlist entries go too, bookings keep their snapshot.
 * `confirm`: the operator read what it settles (its bookings still to come cancelled and
 * refunded); without it the server refuses when bookings are at stake (409).
 */
export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tourId, confirm = false }: { tourId: string; confirm?: boolean }) =>
      apiFetch(`/admin/tours/${encodeURIComponent(tourId)}${confirm ? '?confirm=true' : ''}`, { method: 'DELETE' }),
    onSuccess: () =>
      refreshAfterChange(queryClient, adminKeys.tours, adminKeys.reviews, adminKeys.users, adminKeys.bookings, adminKeys.departures, adminKeys.payments),
  });
}
