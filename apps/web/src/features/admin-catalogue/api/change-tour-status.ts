import type { TourChangeResponse } from '@yatrika/contract/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** Ban hides a tour from visitors and travellers; unban shows it again. */
export type TourStatusAction = 'ban' | 'unban';

export function useChangeTourStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tourId, action }: { tourId: string; action: TourStatusAction }) =>
      apiFetch<TourChangeResponse>(`/admin/tour/${encodeURIComponent(tourId)}/${action}`, { method: 'PUT' }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.tours),
  });
}
