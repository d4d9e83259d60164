import type { AdminTourResponse } from '@yatrika/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-queries.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** One tour, banned or not, for the update form. */
export function adminTourQuery(tourId: string) {
  return queryOptions({
    queryKey: [...adminKeys.tours, 'one', tourId],
    queryFn: async ({ signal }) => (await apiFetch<AdminTourResponse>(`/admin/tours/${encodeURIComponent(tourId)}`, { signal })).tour,
  });
}

export function useAdminTour(tourId: string) {
  return useQuery(adminTourQuery(tourId));
}
