import type { TourChangeResponse } from '@yatrika/contract/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';
import { adminTourQuery } from './get-tour.ts';

/** Multipart, every field optional: a blank one keeps its value, a new image replaces the picture. */
export function useUpdateTour(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch<TourChangeResponse>(`/admin/tours/${encodeURIComponent(tourId)}`, { method: 'PUT', body: form }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminTourQuery(tourId).queryKey, answer.data);
      return refreshAfterChange(queryClient, adminKeys.tours);
    },
  });
}
