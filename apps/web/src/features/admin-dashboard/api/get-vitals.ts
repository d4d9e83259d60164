import type { AdminVitals } from '@yatrika/contract/vitals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/admin/vitals`: real visitors' speed, each page's 75th percentile of the last 7 days. */
export const adminVitalsQuery = queryOptions({
  queryKey: ['admin', 'vitals'],
  queryFn: ({ signal }) => apiFetch<AdminVitals>('/admin/vitals', { signal }),
});

export function useAdminVitals() {
  return useQuery(adminVitalsQuery);
}
