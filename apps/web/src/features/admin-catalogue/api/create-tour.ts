import type { TourChangeResponse } from '@yatrika/contract/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

/** Multipart: title, description, category, location, pricePerPerson and the file image. */
export function useCreateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiFetch<TourChangeResponse>('/admin/tours', { method: 'POST', body: form }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.tours),
  });
}
