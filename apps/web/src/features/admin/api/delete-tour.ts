import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminReviewsQuery } from './get-reviews.ts';
import { adminToursKey } from './get-tours.ts';
import { adminUsersQuery } from './get-users.ts';
import { refreshAfterChange } from './invalidate.ts';

/** Deletes a tour; its reviews and wishlist entries go too, bookings keep their snapshot. */
export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tourId: string) => apiFetch(`/admin/tours/${encodeURIComponent(tourId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterChange(queryClient, adminToursKey, adminReviewsQuery.queryKey, adminUsersQuery.queryKey),
  });
}
