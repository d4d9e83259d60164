import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** Deletes a tour; its reviews and wishlist entries go too, bookings keep their snapshot. */
export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tourId: string) => apiFetch(`/admin/tours/${encodeURIComponent(tourId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.tours, adminKeys.reviews, adminKeys.users),
  });
}
