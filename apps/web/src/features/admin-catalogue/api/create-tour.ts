import type { TourChangeResponse } from '@yatrika/contract/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys, refreshAfterChange } from '../../../lib/admin-queries.ts';

export interface CreateTourRequest {
  /** Multipart: title, description, category, location, pricePerPerson and the file image. */
  form: FormData;
  /** The operator read that a tour with this title runs on the same dates, and creates this one all the same. */
  confirmDuplicate?: boolean;
}

export function useCreateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, confirmDuplicate = false }: CreateTourRequest) =>
      apiFetch<TourChangeResponse>(`/admin/tours${confirmDuplicate ? '?confirm=true' : ''}`, { method: 'POST', body: form }),
    onSuccess: () => refreshAfterChange(queryClient, adminKeys.tours),
  });
}
